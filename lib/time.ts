/**
 * The instant a server render happens. A cached (ISR) page carries it to client islands as the
 * hydration-time "now"; after hydration they use the visitor's clock.
 */
export function renderInstant(): number {
  return Date.now();
}
