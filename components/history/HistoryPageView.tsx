import { Cards, LinkButtons, Split, SplitImage } from '@/components/about/InstitutionalParts';
import shared from '@/components/about/Institutional.module.scss';
import { Figures } from '@/components/ui/Figures';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { HistoryPage } from '@/lib/cms/schemas';
import { historyView } from '@/lib/institutional-pages/history-view';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import styles from './HistoryPageView.module.scss';

/** History page: hero with a timeline range; four events; partnership; three legacy cards. */
export function HistoryPageView({ lang, page }: { lang: Locale; page: HistoryPage }) {
  const view = historyView(page, lang);
  const { texts } = view;

  return (
    <>
      <PageHero
        {...view.hero}
        eyebrow={
          page.hero_range ? (
            <p className={styles.heroRange}>
              <span className="visually-hidden">{`${getDictionary(lang).history.rangeLabel}: `}</span>
              {page.hero_range}
            </p>
          ) : undefined
        }
      />

      {view.events.length > 0 && (
        <Section id="history-timeline" title={texts.timeline_title} subtitle={page.timeline_subtitle}>
          <ol className={styles.milestones}>
            {view.events.map((event) => (
              <li key={`${event.year}-${event.title}`} className={styles.milestone}>
                <span className={styles.milestoneYear}>{event.year}</span>
                <h3>{event.title}</h3>
                <p>{event.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="history-partnership" title={texts.partnership_title} tone="tinted">
        <Split aside={page.partnership_image && <SplitImage src={page.partnership_image} />}>
          <RichText lang={lang} html={page.partnership_text} className={shared.text} />
          <LinkButtons lang={lang} links={view.links} />
        </Split>
        <div className={styles.figuresBelow}>
          <Figures figures={view.figures} />
        </div>
      </Section>

      {view.legacy.length > 0 && (
        <Section id="history-legacy" title={texts.legacy_title} subtitle={page.legacy_subtitle}>
          <Cards items={view.legacy} numbered />
        </Section>
      )}
    </>
  );
}
