import { META_DESCRIPTION_ARTICLE_CUT, META_DESCRIPTION_PAGE_CUT } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import { cutAtWord } from '@/lib/html/cut';

/**
 * Spec: "Meta description cut near 155 characters for pages, 160 for article text stripped of
 * tags (plus an ellipsis)". Cut at the last word boundary at or before the limit.
 */
export function cutDescription(htmlOrText: string, kind: 'page' | 'article' = 'page'): string {
  const limit = kind === 'article' ? META_DESCRIPTION_ARTICLE_CUT : META_DESCRIPTION_PAGE_CUT;
  const text = htmlToText(htmlOrText);
  return cutAtWord(text, limit);
}
