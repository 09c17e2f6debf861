import { NEWS_CARD_DESCRIPTION_CUT } from '@/lib/constants';
import { htmlToText } from '@/lib/html/sanitize';
import { cutAtWord } from '@/lib/html/cut';

/** A news card as the list and the API send it: only what a card shows. */
export interface NewsCard {
  id: number;
  slug: string;
  /** Plain text (titles may carry entities and inline tags in the CMS). */
  title: string;
  date: string;
  image: string | null;
  excerpt: string;
}

/**
 * "News card description fallback cut: 240 characters": the description is shown as is; without
 * one, the text of full_description or content is cut at 240. A CMS that pages the list computes
 * this `excerpt` itself, where the body is (docs/cms-contract/news.md#one-page-of-news-optional).
 */
function newsExcerpt(item: { description: string; full_description: string; content: string }): string {
  return htmlToText(item.description) || cutAtWord(htmlToText(item.full_description || item.content), NEWS_CARD_DESCRIPTION_CUT);
}

export function toNewsCard(item: {
  id: number;
  slug: string;
  title: string;
  date: string;
  image: string | null;
  description: string;
  full_description: string;
  content: string;
  excerpt?: string;
}): NewsCard {
  const excerpt = item.excerpt ?? newsExcerpt(item);
  return { id: item.id, slug: item.slug, title: htmlToText(item.title), date: item.date, image: item.image, excerpt };
}
