import { getDictionary, t } from '@/lib/i18n/dictionary';
import { countLabel } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

export interface ArticleTexts {
  minRead: string;
  views: string;
  backToNews: string;
  related: string;
  viewAllNews: string;
  readMore: string;
}

/**
 * The article's interface texts: the `translations` the CMS sends with the news list
 * (`read_more`, `views`, `min_read`, `related_news`, `view_all_news`, `back_to_news`), the
 * dictionary's where one is missing. Counts take their plural form ("2 841 перегляд").
 */
export function articleTexts(translations: Record<string, string>, lang: Locale, counts: { minutes: number; views: number }): ArticleTexts {
  const dict = getDictionary(lang).news;
  const cms = (key: string) => translations[key]?.trim() ?? '';
  const counted = (count: number, forms: typeof dict.article.views, key: string) =>
    `${formatNumber(count, lang)} ${countLabel(count, lang, forms, cms(key))}`;
  return {
    minRead: counted(counts.minutes, dict.article.minRead, 'min_read'),
    views: counted(counts.views, dict.article.views, 'views'),
    backToNews: cms('back_to_news') || dict.article.backToNews,
    related: cms('related_news') || dict.article.related,
    viewAllNews: cms('view_all_news') || dict.article.viewAllNews,
    readMore: cms('read_more') || t(lang, dict.readMore),
  };
}
