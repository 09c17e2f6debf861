import { PageHero } from '@/components/ui/PageHero';
import { LinkContext } from '@/components/ui/LinkContext';
import { SmartLink } from '@/components/ui/SmartLink';
import type { LibraryPage, LibraryResource } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { libraryView } from '@/lib/library/view';
import { LibraryExplorer } from './LibraryExplorer';
import styles from './Library.module.scss';

/** The library page: hero with stats, filters and rows, three link cards. */
export function LibraryPageView({ lang, page, resources }: { lang: Locale; page: LibraryPage; resources: LibraryResource[] }) {
  const view = libraryView(page, resources, lang);
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
        <LibraryExplorer lang={lang} resources={view.resources} categories={page.categories} texts={view.explorer} />
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
