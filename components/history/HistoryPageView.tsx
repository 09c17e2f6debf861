import Image from 'next/image';
import Link from 'next/link';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';
import shared from '@/components/about/Institutional.module.scss';
import styles from './HistoryPageView.module.scss';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import type { HistoryPage } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** Spec part 2 §2, "History page": hero with a timeline range; four events; partnership; three legacy cards. */
export function HistoryPageView({ lang, page }: { lang: Locale; page: HistoryPage }) {
  const texts = getDictionary(lang).history;
  const events = [
    { year: page.event1_year, title: page.event1_title, description: page.event1_description },
    { year: page.event2_year, title: page.event2_title, description: page.event2_description },
    { year: page.event3_year, title: page.event3_title, description: page.event3_description },
    { year: page.event4_year, title: page.event4_title, description: page.event4_description },
  ].filter((e) => e.title);
  const links = [
    { url: page.partnership_link1_url, text: page.partnership_link1_text },
    { url: page.partnership_link2_url, text: page.partnership_link2_text },
  ].filter((l) => l.url && l.text);
  const legacy = [
    { title: page.legacy1_title, description: page.legacy1_description },
    { title: page.legacy2_title, description: page.legacy2_description },
    { title: page.legacy3_title, description: page.legacy3_description },
  ].filter((l) => l.title);

  return (
    <>
      <PageHero
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        eyebrow={
          page.hero_range ? (
            <p className={styles.heroRange}>
              <span className="visually-hidden">{`${texts.rangeLabel}: `}</span>
              {page.hero_range}
            </p>
          ) : undefined
        }
      />

      {events.length > 0 && (
        <Section id="history-timeline" title={page.timeline_title || texts.timelineTitle} subtitle={page.timeline_subtitle}>
          <ol className={styles.milestones}>
            {events.map((event) => (
              <li key={`${event.year}-${event.title}`} className={styles.milestone}>
                <span className={styles.milestoneYear}>{event.year}</span>
                <h3>{event.title}</h3>
                <p>{event.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="history-partnership" title={page.partnership_title || texts.partnershipTitle} tone="tinted">
        <div className={shared.split}>
          <div>
            <RichText html={page.partnership_text} className={shared.text} />
            {links.length > 0 && (
              <ul className={shared.links}>
                {links.map((link, i) => (
                  <li key={link.url}>
                    <Link href={localePath(lang, link.url)} className={i === 0 ? shared.primaryLink : shared.secondaryLink}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {page.partnership_image && (
            <div className={shared.media}>
              <Image src={page.partnership_image} alt="" fill sizes="(min-width: 1024px) 45vw, 100vw" className={shared.mediaImage} />
            </div>
          )}
        </div>
        <div className={styles.figuresBelow}>
          <Figures
            figures={[
              { value: page.partnership_stat1_number, label: page.partnership_stat1_label },
              { value: page.partnership_stat2_number, label: page.partnership_stat2_label },
              { value: page.partnership_stat3_number, label: page.partnership_stat3_label },
              { value: page.partnership_stat4_number, label: page.partnership_stat4_label },
            ]}
          />
        </div>
      </Section>

      {legacy.length > 0 && (
        <Section id="history-legacy" title={page.legacy_title || texts.legacyTitle} subtitle={page.legacy_subtitle}>
          <ul className={shared.cards}>
            {legacy.map((card, i) => (
              <li key={card.title} className={shared.card}>
                <span className={shared.cardNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
