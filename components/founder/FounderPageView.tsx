import { Link } from '@/components/ui/Link';
import { Cards, Split, SplitImage } from '@/components/about/InstitutionalParts';
import shared from '@/components/about/Institutional.module.scss';
import { Figures } from '@/components/ui/Figures';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { FounderPage } from '@/lib/cms/schemas';
import { founderView } from '@/lib/institutional-pages/founder-view';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './FounderPageView.module.scss';

/**
 * {name} (founder biography) page: hero with three facts; biography with image,
 * year and quote; six achievements; legacy with two stats; a bridges card; a main quote and two
 * navigation links; four mission cards.
 */
export function FounderPageView({ lang, page }: { lang: Locale; page: FounderPage }) {
  const view = founderView(page, lang);
  const { texts } = view;

  return (
    <>
      <PageHero {...view.hero} stats={view.facts} />

      <Section id="founder-bio" title={texts.bio_title}>
        <Split aside={page.bio_image && <SplitImage src={page.bio_image} alt={page.hero_title} />}>
          {page.bio_year && (
            <p className={styles.bioMeta}>
              <span>{view.labels.born}</span>
              <strong>{page.bio_year}</strong>
            </p>
          )}
          <RichText lang={lang} html={page.bio_text} className={shared.text} />
          {page.bio_quote && (
            <blockquote className={shared.quote}>
              <p>{page.bio_quote}</p>
              <footer>— {page.hero_title}</footer>
            </blockquote>
          )}
        </Split>
      </Section>

      {view.achievements.length > 0 && (
        <Section id="founder-achievements" title={texts.achievements_title} tone="tinted">
          <Cards items={view.achievements} numbered ordered />
        </Section>
      )}

      <Section id="founder-legacy" title={texts.legacy_title}>
        <Split
          aside={
            page.bridges_title && (
              <div className={styles.bridges}>
                <h3 id="founder-bridges">{page.bridges_title}</h3>
                <p>{page.bridges_text}</p>
              </div>
            )
          }
        >
          <RichText lang={lang} html={page.legacy_text} className={shared.text} />
          <Figures figures={view.legacyFigures} />
        </Split>
      </Section>

      {page.main_quote && (
        <Section label={page.main_quote_author || page.hero_title} tone="dark">
          <blockquote className={styles.bigQuote}>
            <p>“{page.main_quote}”</p>
            {page.main_quote_author && <footer>— {page.main_quote_author}</footer>}
          </blockquote>
          {view.navLinks.length > 0 && (
            <nav aria-label={getDictionary(lang).founder.navLabel}>
              <ul className={styles.nav}>
                {view.navLinks.map((link) => (
                  <li key={link.url}>
                    <Link href={localePath(lang, link.url)} className={styles.onDarkLink}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Section>
      )}

      {view.missions.length > 0 && (
        <Section id="founder-mission" title={texts.mission_title} tone="tinted">
          <Cards items={view.missions} className={styles.cardsFour} />
        </Section>
      )}
    </>
  );
}
