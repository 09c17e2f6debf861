import type { ReactNode } from 'react';

/** A button that picks one value of a set (a filter's chip or menu entry): pressed while it is the chosen one. */
export function ChoiceButton({ pressed, onChoose, className, children }: { pressed: boolean; onChoose: () => void; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-pressed={pressed} onClick={onChoose}>
      {children}
    </button>
  );
}
