import { PageHero } from '@/components/ui/PageHero';
import { LinkContext } from '@/components/ui/LinkContext';
import { SmartLink } from '@/components/ui/SmartLink';
import type { LibraryRows } from '@/lib/cms/library';
import type { LibraryPage } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { LibraryListState } from '@/lib/library/list-filters';
import { libraryView, localizedResources } from '@/lib/library/view';
import { LibraryList } from './LibraryList';
import styles from './Library.module.scss';

/** The library page for one address: hero with stats, filters, one page of rows, three link cards. */
export function LibraryPageView({
  lang,
  page,
  rows,
  resourceCount,
  state,
}: {
  lang: Locale;
  page: LibraryPage;
  rows: LibraryRows;
  /** Every resource of the library, whatever the filters. */
  resourceCount: number;
  state: LibraryListState;
}) {
  const view = libraryView(page, resourceCount, lang);
  return (
    <>
      <PageHero {...view.hero} stats={view.stats} />
      <section className={styles.section} aria-labelledby="library-main-title">
        <header className={styles.header}>
          <h2 id="library-main-title" className={styles.mainTitle}>
            {view.main.title}
          </h2>
          {view.main.subtitle && <p className={styles.mainSubtitle}>{view.main.subtitle}</p>}
        </header>
        <LibraryList
          lang={lang}
          path={localePath(lang, '/library')}
          state={state}
          resources={localizedResources(rows.resources, lang)}
          totalPages={rows.totalPages}
          anyResources={resourceCount > 0}
          categories={page.categories}
          texts={view.explorer}
        />
      </section>
      {view.cards.length > 0 && (
        <section className={styles.cardsSection} aria-labelledby="library-more-title">
          <h2 id="library-more-title" className={styles.mainTitle}>
            {view.more.title}
          </h2>
          {view.more.subtitle && <p className={styles.mainSubtitle}>{view.more.subtitle}</p>}
          <ul className={styles.cards}>
            {view.cards.map((card) => (
              <li key={card.title} className={styles.card} data-testid="library-card">
                <h3 className={styles.cardTitle}>{card.title}</h3>
                {card.description && <p className={styles.description}>{card.description}</p>}
                {card.url && (
                  <SmartLink lang={lang} className={styles.cardButton} href={card.url}>
                    {card.button || card.title}
                    {card.button && <LinkContext>{card.title}</LinkContext>}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
