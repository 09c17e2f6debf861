import { Link } from '@/components/ui/Link';
import { Figures } from '@/components/ui/Figures';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { aboutView } from '@/lib/institutional-pages/about-view';
import type { AboutPage } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { Cards, LinkButtons, Split, SplitImage } from './InstitutionalParts';
import styles from './Institutional.module.scss';

/** About page: hero; story; four impact stats; mission; three programme groups; global network. */
export function AboutPageView({ lang, page }: { lang: Locale; page: AboutPage }) {
  const view = aboutView(page, lang);
  const { texts, labels } = view;
  return (
    <>
      <PageHero {...view.hero} />

      <Section id="about-story" title={texts.story_title}>
        <Split
          aside={
            page.story_image && (
              <SplitImage src={page.story_image}>
                {page.story_stat_number && (
                  <figcaption className={styles.mediaBadge}>
                    <strong>{page.story_stat_number}</strong>
                    <span>{page.story_stat_label}</span>
                  </figcaption>
                )}
              </SplitImage>
            )
          }
        >
          <RichText lang={lang} html={page.story_text} className={styles.text} />
          <LinkButtons lang={lang} links={view.storyLinks} />
        </Split>
      </Section>

      <Section id="about-impact" title={texts.impact_title} tone="tinted">
        <Figures figures={view.impact} />
      </Section>

      <Section id="about-mission" title={texts.mission_title}>
        <RichText lang={lang} html={page.mission_text} className={styles.text} />
        {page.mission_quote && (
          <blockquote className={styles.quote}>
            <p>{page.mission_quote}</p>
            {page.mission_quote_author && <footer>— {page.mission_quote_author}</footer>}
          </blockquote>
        )}
        {view.values.length > 0 && (
          <>
            <h3 className={styles.valuesTitle}>{labels.our_values}</h3>
            <Cards items={view.values} numbered heading="h4" />
          </>
        )}
      </Section>

      <Section id="about-programs" title={texts.programs_title} subtitle={page.programs_subtitle} tone="tinted">
        <ul className={styles.cards}>
          {view.programs.map((program) => (
            <li key={program.title} className={styles.card}>
              <h3>{program.title}</h3>
              <p>{program.description}</p>
              <ul className={styles.features} aria-label={program.featuresLabel}>
                {program.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {program.url && (
                <Link href={localePath(lang, program.url)} className={styles.cardLink}>
                  {program.link}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-network" title={texts.network_title} subtitle={page.network_subtitle} tone="dark">
        <Figures tone="onDark" figures={view.network} />
      </Section>
    </>
  );
}
