import { FAQ_CATEGORIES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { wpTimestamp } from '../wp-date-order';
import type { Json } from './answers';
import { file, inAny, isPublished, num, rawNews } from './collections';

const oldestFirst = (a: Json, b: Json) =>
  wpTimestamp(typeof a.date === 'string' ? a.date : '') - wpTimestamp(typeof b.date === 'string' ? b.date : '') || num(a.id) - num(b.id);

/**
 * `page/faq`: the page's own questions, then the published posts of the FAQ category, oldest
 * first, each its title as the question and its text as the answer (docs/cms-contract/page-texts.md#page-texts-faq), as
 * the plugin answers it. undefined when the language has no FAQ page.
 */
export function faqPage(lang: Locale): Json | undefined {
  const page = file<Json>(`${lang}/pages/faq.json`);
  if (page === undefined) return undefined;
  const own = Array.isArray(page.faq_questions) ? (page.faq_questions as Json[]) : [];
  const posts = rawNews(lang)
    .news.filter((item) => isPublished(item) && inAny(item, FAQ_CATEGORIES))
    .sort(oldestFirst)
    .map((item) => ({ id: item.id, question: item.title, answer: item.content ?? '' }));
  return { ...page, faq_questions: [...own, ...posts] };
}
