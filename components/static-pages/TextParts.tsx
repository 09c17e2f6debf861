import shared from './StaticPages.module.scss';

/** A quotation set off by a red rule, its source under it. */
export function PullQuote({ text, cite }: { text: string; cite: string }) {
  return (
    <blockquote className={shared.pullQuote}>
      <p>“{text}”</p>
      <footer>— {cite}</footer>
    </blockquote>
  );
}

/** A list of points, each ticked. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={shared.checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
