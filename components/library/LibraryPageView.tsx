import Link from 'next/link';
import { LinkContext } from '@/components/ui/LinkContext';
import { PageHero } from '@/components/ui/PageHero';
import type { LibraryPage, LibraryResource } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import { countLabel } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { localizeFileSize } from '@/lib/library/file-size';
import { LibraryExplorer } from './LibraryExplorer';
import styles from './Library.module.scss';

/** The library page: hero with stats, filters and rows, three link cards. */
export function LibraryPageView({ lang, page, resources }: { lang: Locale; page: LibraryPage; resources: LibraryResource[] }) {
  const texts = getDictionary(lang).library;
  const cards = ([1, 2, 3] as const)
    .map((n) => ({
      title: page[`card${n}_title`],
      description: page[`card${n}_description`],
      button: page[`card${n}_button_text`],
      url: page[`card${n}_button_url`],
    }))
    .filter((card) => card.title);
  return (
    <>
      <PageHero
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        stats={[
          {
            value: `${formatNumber(resources.length, lang)}+`,
            label: countLabel(resources.length, lang, texts.stats.resources, page.stats_resources_label),
          },
          {
            value: `${formatNumber(page.categories.length, lang)}+`,
            label: countLabel(page.categories.length, lang, texts.stats.categories, page.stats_categories_label),
          },
          { value: page.stats_downloads_number, label: page.stats_downloads_label },
        ]}
      />
      <section className={styles.section} aria-labelledby="library-main-title">
        <header className={styles.header}>
          <h2 id="library-main-title" className={styles.mainTitle}>
            {page.main_title || page.hero_title}
          </h2>
          {page.main_subtitle && <p className={styles.mainSubtitle}>{page.main_subtitle}</p>}
        </header>
        <LibraryExplorer
          lang={lang}
          resources={resources.map((r) => ({ ...r, file_size: localizeFileSize(r.file_size, lang) }))}
          categories={page.categories}
          texts={{
            all: page.all_resources_text || texts.allFallback,
            filterLabel: texts.filterLabel,
            categoryDropdown: texts.categoryDropdown,
            searchLabel: texts.searchLabel,
            searchPlaceholder: page.search_placeholder || texts.searchLabel,
            download: page.download_text || texts.downloadFallback,
            downloadLabel: texts.download,
            noResultsTitle: page.no_results_title || texts.noResources,
            noResultsDescription: page.no_results_description,
            noResultsSearch: page.no_results_search_text || '“{query}”',
            noResources: texts.noResources,
            clearFilters: page.clear_filters_text || texts.clearFallback,
            resultsLabel: texts.resultsLabel,
            fileType: texts.fileType,
            fileSize: texts.fileSize,
            date: texts.date,
          }}
        />
      </section>
      {cards.length > 0 && (
        <section className={styles.cardsSection} aria-labelledby="library-more-title">
          <h2 id="library-more-title" className={styles.mainTitle}>
            {page.additional_title}
          </h2>
          {page.additional_subtitle && <p className={styles.mainSubtitle}>{page.additional_subtitle}</p>}
          <ul className={styles.cards}>
            {cards.map((card) => {
              const external = /^https?:\/\//i.test(card.url);
              return (
                <li key={card.title} className={styles.card} data-testid="library-card">
                  <h3 className={styles.cardTitle}>{card.title}</h3>
                  {card.description && <p className={styles.description}>{card.description}</p>}
                  {card.url &&
                    (external ? (
                      <a className={styles.cardButton} href={card.url} target="_blank" rel="noopener noreferrer">
                        {card.button || card.title}
                        {card.button && <LinkContext>{card.title}</LinkContext>}
                      </a>
                    ) : (
                      <Link className={styles.cardButton} href={localePath(lang, card.url)}>
                        {card.button || card.title}
                        {card.button && <LinkContext>{card.title}</LinkContext>}
                      </Link>
                    ))}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
