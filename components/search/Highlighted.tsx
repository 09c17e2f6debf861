import { splitHighlight } from './result-text';

/** An excerpt with the matched words marked (the CMS's optional highlight). */
export function Highlighted({ text, highlight }: { text: string; highlight: string }) {
  const parts = splitHighlight(text, highlight);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts[0]}
      <mark>{parts[1]}</mark>
      {parts[2]}
    </>
  );
}
