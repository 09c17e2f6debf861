import { prefersReducedMotion } from '@/lib/hooks/useFocusTrap';

/**
 * Scrolls to a section of the programme page (smoothly, or at once when the visitor prefers
 * reduced motion), keeps the address's hash and moves focus there for keyboard and screen
 * reader users. Shared by the floating table of contents and the side navigation.
 */
export function scrollToSection(anchor: string): boolean {
  const target = document.getElementById(anchor);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${anchor}`);
  target.focus({ preventScroll: true });
  return true;
}
