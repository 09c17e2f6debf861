import { NewsletterSection } from '@/components/newsletter/NewsletterSection';
import { CategorySearchFilters } from '@/components/ui/CategorySearchFilters';
import { PageHero } from '@/components/ui/PageHero';
import { Pagination } from '@/components/ui/Pagination';
import type { NewsCategory, NewsPage } from '@/lib/cms/schemas';
import { fill } from '@/lib/i18n/fill';
import { pluralForm } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { listHref, withPage } from '@/lib/list-state/list-state';
import type { NewsListPage } from '@/lib/news/list-data';
import { NEWS_FILTERS, type NewsListState } from '@/lib/news/list-filters';
import { newsListView } from '@/lib/news/view';
import { NewsCard } from './NewsCard';
import styles from './NewsList.module.scss';

const LIST_ID = 'news-list';

/**
 * The news list page, rendered on the server for its address (`?category=&q=&page=`): hero with
 * counts, filters, the count, one page of cards, the pagination as links, newsletter.
 */
export function NewsListView({
  lang,
  page,
  categories,
  list,
  state,
}: {
  lang: Locale;
  page: NewsPage;
  categories: NewsCategory[];
  list: NewsListPage;
  state: NewsListState;
}) {
  const view = newsListView(page, categories, list, lang);
  const path = localePath(lang, '/news');
  const texts = view.explorer;
  const query = state.filters.q;
  return (
    <>
      <PageHero {...view.hero} stats={view.stats} />
      <section className={styles.section} aria-label={page.hero_title} id={LIST_ID}>
        <div className={styles.explorer}>
          <CategorySearchFilters path={path} state={state} categories={view.categories} texts={{ ...texts, all: texts.allNews }} classes={{ controls: styles.controls, search: styles.search, searchInput: styles.searchInput, visuallyHidden: styles.visuallyHidden, loading: styles.loading }} />
          <div className={styles.summary} aria-live="polite">
            <p className={styles.count} data-testid="news-count">
              {fill(pluralForm(list.total, lang, texts.results), { count: list.total })}
            </p>
          </div>
          {list.items.length === 0 ? (
            <p className={styles.empty} data-testid="news-empty">
              {query ? `${texts.noSearch} “${query}”` : texts.noCategory}
            </p>
          ) : (
            <div className={styles.grid}>
              {list.items.map((item) => (
                <NewsCard key={item.id} item={item} lang={lang} readMore={texts.readMore} />
              ))}
            </div>
          )}
          <Pagination
            page={list.page}
            totalPages={list.totalPages}
            labels={{ nav: texts.pagination, page: texts.page, previous: texts.previous, next: texts.next }}
            target={{ href: (n) => `${listHref(path, NEWS_FILTERS, withPage(state, n))}#${LIST_ID}` }}
            testId="news-pagination"
          />
        </div>
      </section>
      <NewsletterSection lang={lang} decoyName="website" {...view.newsletter} />
    </>
  );
}
