import { useCallback, useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

/**
 * A button that opens and closes a panel (`panelId`): whether it is open, the root to put around
 * button and panel, and the button's props (its ref, aria-expanded, aria-controls, the toggle).
 * A press outside the root or Escape closes it (useDismiss).
 */
export function useDropdown(panelId: string) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, toggle);
  const toggleProps = { ref: toggle, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) };
  return { open, close, root, toggleProps };
}
