import { NEWS_CARD_DESCRIPTION_CUT } from '@/lib/constants';

/** "News card description fallback cut: 240 characters", at a word boundary with an ellipsis. */
export function cutText(text: string, max: number = NEWS_CARD_DESCRIPTION_CUT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return `${(space > max * 0.6 ? slice.slice(0, space) : slice).replace(/[\s.,;:!?-]+$/, '')}…`;
}
