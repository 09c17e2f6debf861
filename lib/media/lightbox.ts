/** Pure navigation rules of the lightbox, shared by the news (bounded) and gallery (wrapping) uses. */
export function stepIndex(index: number, delta: 1 | -1, count: number, wrap: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (wrap) return (next + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}
