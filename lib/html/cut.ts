/**
 * The two ways text is shortened with an ellipsis:
 * - `cutAtWord` for excerpts and descriptions (news cards, meta descriptions): at the last word
 *   boundary at or before the limit (unless that drops more than 40 % of it), without trailing
 *   punctuation;
 * - `cutAt` for text with a "read more" toggle (coordinators, stories, testimonials), whose rule
 *   is "truncated to N characters".
 */
export function cutAtWord(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const slice = clean.slice(0, limit);
  const space = slice.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? slice.slice(0, space) : slice).replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}

/** The text cut at exactly `limit` characters (trailing spaces dropped), or null when it fits whole. */
export function cutAt(text: string, limit: number): string | null {
  if (text.length <= limit) return null;
  return `${text.slice(0, limit).trimEnd()}…`;
}
