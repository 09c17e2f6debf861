import Image from 'next/image';
import Link from 'next/link';
import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import type { AboutPage } from '@/lib/cms/schemas';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Institutional.module.scss';
import { Figures } from '@/components/ui/Figures';
import { Section } from '@/components/ui/Section';

/** Spec part 2 §2, "About page": hero; story; four impact stats; mission; three programme groups; global network. */
export function AboutPageView({ lang, page }: { lang: Locale; page: AboutPage }) {
  const texts = getDictionary(lang).about;
  const tr = page.translations;
  const storyLinks = [
    { url: page.story_link1_url, text: page.story_link1_text },
    { url: page.story_link2_url, text: page.story_link2_text },
  ].filter((l) => l.url && l.text);
  const values = [
    { title: page.value1_title, description: page.value1_description },
    { title: page.value2_title, description: page.value2_description },
    { title: page.value3_title, description: page.value3_description },
  ].filter((v) => v.title);
  const programs = [
    {
      title: page.program1_title, description: page.program1_description,
      features: [page.program1_feature1, page.program1_feature2, page.program1_feature3],
      url: page.program1_link_url, link: page.program1_link_text,
    },
    {
      title: page.program2_title, description: page.program2_description,
      features: [page.program2_feature1, page.program2_feature2, page.program2_feature3],
      url: page.program2_link_url, link: page.program2_link_text,
    },
    {
      title: page.program3_title, description: page.program3_description,
      features: [page.program3_feature1, page.program3_feature2, page.program3_feature3],
      url: page.program3_link_url, link: page.program3_link_text,
    },
  ].filter((p) => p.title);

  return (
    <>
      <PageHero title={page.hero_title} subtitle={page.hero_subtitle} description={page.hero_description} />

      <Section id="about-story" title={page.story_title || texts.storyTitle}>
        <div className={styles.split}>
          <div>
            <RichText html={page.story_text} className={styles.text} />
            {storyLinks.length > 0 && (
              <ul className={styles.links}>
                {storyLinks.map((link, i) => (
                  <li key={link.url}>
                    <Link href={localePath(lang, link.url)} className={i === 0 ? styles.primaryLink : styles.secondaryLink}>
                      {link.text}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {page.story_image && (
            <figure className={styles.media}>
              <Image src={page.story_image} alt="" fill sizes="(min-width: 1024px) 45vw, 100vw" className={styles.mediaImage} />
              {page.story_stat_number && (
                <figcaption className={styles.mediaBadge}>
                  <strong>{page.story_stat_number}</strong>
                  <span>{page.story_stat_label}</span>
                </figcaption>
              )}
            </figure>
          )}
        </div>
      </Section>

      <Section id="about-impact" title={page.impact_title || texts.impactTitle} tone="tinted">
        <Figures
          figures={[
            { value: page.impact_stat1_number, label: page.impact_stat1_label },
            { value: page.impact_stat2_number, label: page.impact_stat2_label },
            { value: page.impact_stat3_number, label: page.impact_stat3_label },
            { value: page.impact_stat4_number, label: page.impact_stat4_label },
          ]}
        />
      </Section>

      <Section id="about-mission" title={page.mission_title || texts.missionTitle}>
        <RichText html={page.mission_text} className={styles.text} />
        {page.mission_quote && (
          <blockquote className={styles.quote}>
            <p>{page.mission_quote}</p>
            {page.mission_quote_author && <footer>— {page.mission_quote_author}</footer>}
          </blockquote>
        )}
        {values.length > 0 && (
          <>
            <h3 className={styles.valuesTitle}>{tr.our_values || texts.valuesTitle}</h3>
            <ul className={styles.cards}>
              {values.map((value, i) => (
                <li key={value.title} className={styles.card}>
                  <span className={styles.cardNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <h4>{value.title}</h4>
                  <p>{value.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="about-programs" title={page.programs_title || texts.programsTitle} subtitle={page.programs_subtitle} tone="tinted">
        <ul className={styles.cards}>
          {programs.map((program) => (
            <li key={program.title} className={styles.card}>
              <h3>{program.title}</h3>
              <p>{program.description}</p>
              <ul className={styles.features} aria-label={t(lang, texts.featuresOf, { title: program.title })}>
                {program.features.filter(Boolean).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {program.url && (
                <Link href={localePath(lang, program.url)} className={styles.cardLink}>
                  {program.link || tr.read_more || texts.learnMore}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-network" title={page.network_title || texts.networkTitle} subtitle={page.network_subtitle} tone="dark">
        <Figures
          tone="onDark"
          figures={[
            { value: page.network_stat1_number, label: page.network_stat1_label },
            { value: page.network_stat2_number, label: page.network_stat2_label },
            { value: page.network_stat3_number, label: page.network_stat3_label },
            { value: page.network_stat4_number, label: page.network_stat4_label },
          ]}
        />
      </Section>
    </>
  );
}
