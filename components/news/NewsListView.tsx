import { NewsletterSection } from '@/components/newsletter/NewsletterSection';
import { PageHero } from '@/components/ui/PageHero';
import { AUTHOR_CATEGORIES, HIDDEN_NEWS_CATEGORIES } from '@/lib/constants';
import type { NewsCategory, NewsPage } from '@/lib/cms/schemas';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { countLabel } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsListPage } from '@/lib/news/list-data';
import { NewsExplorer } from './NewsExplorer';
import styles from './NewsList.module.scss';

const NOT_FILTERS: readonly number[] = [...HIDDEN_NEWS_CATEGORIES, ...AUTHOR_CATEGORIES];

/** The news list page: hero with counts, the explorer (filters, search, grid, pages), newsletter. */
export function NewsListView({
  lang,
  page,
  categories,
  initial,
}: {
  lang: Locale;
  page: NewsPage;
  categories: NewsCategory[];
  initial: NewsListPage;
}) {
  const texts = getDictionary(lang).news;
  const shownCategories = categories
    .filter((c) => !NOT_FILTERS.includes(c.id) && (initial.counts[c.id] ?? 0) > 0)
    .map((c) => ({ id: c.id, name: c.name }));
  return (
    <>
      <PageHero
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        stats={[
          { value: formatNumber(initial.all, lang), label: countLabel(initial.all, lang, texts.stats.articles, page.stats_articles_label) },
          {
            value: formatNumber(shownCategories.length, lang),
            label: countLabel(shownCategories.length, lang, texts.stats.categories, page.stats_categories_label),
          },
          { value: page.stats_frequency_text || texts.frequencyFallback, label: page.stats_frequency_label },
        ]}
      />
      <section className={styles.section} aria-label={page.hero_title}>
        <NewsExplorer
          lang={lang}
          initial={initial}
          categories={shownCategories}
          texts={{
            allNews: page.filter_all_news || texts.allNews,
            filterLabel: texts.filterLabel,
            categoryDropdown: texts.categoryDropdown,
            searchLabel: texts.searchLabel,
            searchPlaceholder: page.search_placeholder || texts.searchLabel,
            results: {
              one: page.search_results_one || texts.results.one,
              few: page.search_results_few || texts.results.few,
              many: page.search_results_many || texts.results.many,
              other: page.search_results_other || page.search_results_text || texts.results.other,
            },
            noCategory: page.no_category_results || texts.noCategoryResults,
            noSearch: page.no_search_results || texts.noSearchResults,
            readMore: page.read_more || texts.readMore,
            pagination: texts.pagination,
            page: texts.page,
            loading: texts.loading,
            loadError: texts.loadError,
          }}
        />
      </section>
      <NewsletterSection
        lang={lang}
        decoyName="website"
        title={page.newsletter_title}
        subtitle={page.newsletter_subtitle}
        placeholder={page.newsletter_email_placeholder}
        button={page.newsletter_button_text}
        note={page.newsletter_subscribers_text ? t(lang, page.newsletter_subscribers_text) : undefined}
      />
    </>
  );
}
