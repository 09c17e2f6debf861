import { AUTHOR_CATEGORIES, FAQ_CATEGORIES } from '@/lib/constants';
import type { NewsCategory, NewsPage } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsListPage } from './list-data';

/** Categories that are not offered as filters: hidden ones and authors' pages. */
const NOT_FILTERS: readonly number[] = [...FAQ_CATEGORIES, ...AUTHOR_CATEGORIES];

/** "News list page": hero counts, the explorer's texts and the newsletter band, resolved once. */
export function newsListView(page: NewsPage, categories: NewsCategory[], list: NewsListPage, lang: Locale) {
  const dict = getDictionary(lang);
  const n = dict.news;
  const texts = cmsTexts(
    page,
    { frequency: n.frequencyFallback, allNews: n.allNews, searchPlaceholder: n.searchLabel, noCategory: n.noCategoryResults, noSearch: n.noSearchResults, readMore: n.readMore },
    lang,
    { frequency: 'stats_frequency_text', allNews: 'filter_all_news', searchPlaceholder: 'search_placeholder', noCategory: 'no_category_results', noSearch: 'no_search_results', readMore: 'read_more' },
  );
  const shownCategories = categories
    .filter((c) => !NOT_FILTERS.includes(c.id) && (list.counts[c.id] ?? 0) > 0)
    .map((c) => ({ id: c.id, name: c.name }));
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    stats: [
      { value: formatNumber(list.all, lang), label: countLabel(list.all, lang, n.stats.articles, page.stats_articles_label) },
      { value: formatNumber(shownCategories.length, lang), label: countLabel(shownCategories.length, lang, n.stats.categories, page.stats_categories_label) },
      { value: texts.frequency, label: page.stats_frequency_label },
    ],
    categories: shownCategories,
    explorer: {
      ...texts,
      filterLabel: n.filterLabel,
      categoryDropdown: n.categoryDropdown,
      searchLabel: n.searchLabel,
      pagination: n.pagination,
      page: n.page,
      previous: dict.ui.pagination.previous,
      next: dict.ui.pagination.next,
      loading: n.loading,
      loadError: n.loadError,
      // The CMS's one-word results text stands for every plural form it does not give.
      results: cmsTexts(page, { ...n.results, other: page.search_results_text || n.results.other }, lang, {
        one: 'search_results_one', few: 'search_results_few', many: 'search_results_many', other: 'search_results_other',
      }),
    },
    newsletter: {
      texts: cmsTexts(page, dict.newsletter, lang, {
        title: 'newsletter_title', subtitle: 'newsletter_subtitle', placeholder: 'newsletter_email_placeholder', button: 'newsletter_button_text',
      }),
      note: page.newsletter_subscribers_text ? t(lang, page.newsletter_subscribers_text) : undefined,
    },
  };
}
