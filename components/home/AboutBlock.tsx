import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { AboutData } from '@/lib/cms/schemas';
import { LinkContext } from '@/components/ui/LinkContext';
import { RichText } from '@/components/ui/RichText';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { countLabel, figureCount } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Home.module.scss';

/** A counter's word in the plural form its figure needs; a figure that is not a count keeps the CMS's label. */
function counterLabel(figure: string, lang: Locale, forms: Parameters<typeof countLabel>[2], label: string): string {
  const count = figureCount(figure);
  return count === null ? label : countLabel(count, lang, forms, label);
}

/**
 * Section 3: about block with three counters (alumni, programmes, years), a link and learn-more
 * text. The programmes are counted from the catalogue, as on /programs; the other two are the
 * office's figures from the CMS.
 */
export function AboutBlock({ lang, about, programCount, dict }: { lang: Locale; about: AboutData | null; programCount: number; dict: Dictionary }) {
  const forms = dict.home.about.counters;
  const counters = about
    ? [
        { value: about.alumni_count, label: counterLabel(about.alumni_count, lang, forms.alumni, about.alumni_label) },
        { value: formatNumber(programCount, lang), label: countLabel(programCount, lang, forms.programs, about.programs_label) },
        { value: about.years_count, label: counterLabel(about.years_count, lang, forms.years, about.years_excellence_label) },
      ]
    : [];
  return (
    <section className={`${styles.section} ${styles.about}`} aria-labelledby="home-about" data-section="about">
      <div className={styles.inner}>
        {!about ? (
          <>
            <h2 id="home-about" className={styles.visuallyHidden}>
              {dict.shell.footer.aboutTitle}
            </h2>
            <p className={styles.error} role="alert">
              {dict.home.about.error}
            </p>
          </>
        ) : (
          <div className={styles.aboutGrid}>
            <div>
              <h2 id="home-about" className={styles.sectionTitle}>
                {about.title}
              </h2>
              <RichText lang={lang} html={about.content} />
              <dl className={styles.counters}>
                {counters.map(({ value, label }) => (
                  <div key={label} className={styles.counter} data-testid="about-counter">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {about.page_link && (
                <Link href={localePath(lang, about.page_link)} className={styles.primaryButton}>
                  {about.learn_more_text || dict.home.news.readMore}
                  <LinkContext>{about.title}</LinkContext>
                </Link>
              )}
            </div>
            {about.featured_image && (
              <Image className={styles.aboutImage} src={about.featured_image} alt="" width={560} height={420} sizes="(min-width: 1024px) 40vw, 100vw" />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
