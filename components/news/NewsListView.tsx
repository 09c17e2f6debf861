import { NewsletterSection } from '@/components/newsletter/NewsletterSection';
import { PageHero } from '@/components/ui/PageHero';
import type { NewsCategory, NewsPage } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsListPage } from '@/lib/news/list-data';
import { newsListView } from '@/lib/news/view';
import { NewsExplorer } from './NewsExplorer';
import styles from './NewsList.module.scss';

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
  const view = newsListView(page, categories, initial, lang);
  return (
    <>
      <PageHero {...view.hero} stats={view.stats} />
      <section className={styles.section} aria-label={page.hero_title}>
        <NewsExplorer lang={lang} initial={initial} categories={view.categories} texts={view.explorer} />
      </section>
      <NewsletterSection lang={lang} decoyName="website" {...view.newsletter} />
    </>
  );
}
