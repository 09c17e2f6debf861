'use client';

/** The not-found screen's 'Go Back' ("a Go Back button using browser history"). */
export function GoBackButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.history.back()}>
      {label}
    </button>
  );
}
