/** A search that failed: the message, and a button that asks again. Each caller styles it with its own module. */
export function SearchError({
  message,
  retryLabel,
  onRetry,
  className,
  retryClassName,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
  retryClassName?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={retryClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
