import Image from 'next/image';
import Link from 'next/link';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';
import shared from '@/components/about/Institutional.module.scss';
import styles from './FounderPageView.module.scss';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import type { FounderPage } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/**
 * Spec part 2 §2, "{name} (founder biography) page": hero with three facts; biography with image,
 * year and quote; six achievements; legacy with two stats; a bridges card; a main quote and two
 * navigation links; four mission cards.
 */
export function FounderPageView({ lang, page }: { lang: Locale; page: FounderPage }) {
  const texts = getDictionary(lang).founder;
  const facts = [
    { value: page.fact1_value, label: page.fact1_label },
    { value: page.fact2_value, label: page.fact2_label },
    { value: page.fact3_value, label: page.fact3_label },
  ].filter((f) => f.value);
  const achievements = [
    { title: page.achievement1_title, description: page.achievement1_description },
    { title: page.achievement2_title, description: page.achievement2_description },
    { title: page.achievement3_title, description: page.achievement3_description },
    { title: page.achievement4_title, description: page.achievement4_description },
    { title: page.achievement5_title, description: page.achievement5_description },
    { title: page.achievement6_title, description: page.achievement6_description },
  ].filter((a) => a.title);
  const missions = [
    { title: page.mission1_title, description: page.mission1_description },
    { title: page.mission2_title, description: page.mission2_description },
    { title: page.mission3_title, description: page.mission3_description },
    { title: page.mission4_title, description: page.mission4_description },
  ].filter((m) => m.title);
  const navLinks = [
    { url: page.nav_link1_url, text: page.nav_link1_text },
    { url: page.nav_link2_url, text: page.nav_link2_text },
  ].filter((l) => l.url && l.text);

  return (
    <>
      <PageHero title={page.hero_title} subtitle={page.hero_subtitle} description={page.hero_description} stats={facts} />

      <Section id="founder-bio" title={page.bio_title || texts.bioTitle}>
        <div className={shared.split}>
          <div>
            {page.bio_year && (
              <p className={styles.bioMeta}>
                <span>{page.translations.born || texts.bornLabel}</span>
                <strong>{page.bio_year}</strong>
              </p>
            )}
            <RichText html={page.bio_text} className={shared.text} />
            {page.bio_quote && (
              <blockquote className={shared.quote}>
                <p>{page.bio_quote}</p>
                <footer>— {page.hero_title}</footer>
              </blockquote>
            )}
          </div>
          {page.bio_image && (
            <div className={shared.media}>
              <Image src={page.bio_image} alt={page.hero_title} fill sizes="(min-width: 1024px) 45vw, 100vw" className={shared.mediaImage} />
            </div>
          )}
        </div>
      </Section>

      {achievements.length > 0 && (
        <Section id="founder-achievements" title={page.achievements_title || texts.achievementsTitle} tone="tinted">
          <ol className={shared.cards}>
            {achievements.map((item, i) => (
              <li key={item.title} className={shared.card}>
                <span className={shared.cardNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="founder-legacy" title={page.legacy_title || texts.legacyTitle}>
        <div className={shared.split}>
          <div>
            <RichText html={page.legacy_text} className={shared.text} />
            <Figures
              figures={[
                { value: page.legacy_stat1_number, label: page.legacy_stat1_label },
                { value: page.legacy_stat2_number, label: page.legacy_stat2_label },
              ]}
            />
          </div>
          {page.bridges_title && (
            <div className={styles.bridges}>
              <h3 id="founder-bridges">{page.bridges_title}</h3>
              <p>{page.bridges_text}</p>
            </div>
          )}
        </div>
      </Section>

      {page.main_quote && (
        <Section label={page.main_quote_author || page.hero_title} tone="dark">
          <blockquote className={styles.bigQuote}>
            <p>“{page.main_quote}”</p>
            {page.main_quote_author && <footer>— {page.main_quote_author}</footer>}
          </blockquote>
          {navLinks.length > 0 && (
            <nav aria-label={texts.navLabel}>
              <ul className={styles.nav}>
                {navLinks.map((link) => (
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

      {missions.length > 0 && (
        <Section id="founder-mission" title={page.mission_title || texts.missionTitle} tone="tinted">
          <ul className={`${shared.cards} ${styles.cardsFour}`}>
            {missions.map((item) => (
              <li key={item.title} className={shared.card}>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
