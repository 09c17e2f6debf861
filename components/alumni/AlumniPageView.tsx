import Link from 'next/link';
import { DisabledFilters } from '@/components/participants/DisabledFilters';
import { InProgress } from '@/components/participants/InProgress';
import { GlobalNetwork } from '@/components/stories/GlobalNetwork';
import { TestimonialCard } from '@/components/testimonials/TestimonialCard';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import type { AlumniPage, Testimonial } from '@/lib/cms/schemas';
import { ALUMNI_FILTER_YEARS } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Alumni.module.scss';

const CIRCLE_DEFAULT_PATHS = ['/stories', '/news', '/contacts'] as const;

/** Spec part 2 §2, "{product}ers (alumni) page". */
export function AlumniPageView({ lang, page, testimonials }: { lang: Locale; page: AlumniPage; testimonials: Testimonial[] }) {
  const dict = getDictionary(lang);
  const texts = dict.alumni;
  const network = dict.stories.network;
  const circles = [
    { title: page.circle1_title, description: page.circle1_description, url: page.circle1_link_url, link: page.circle1_link_text },
    { title: page.circle2_title, description: page.circle2_description, url: page.circle2_link_url, link: page.circle2_link_text },
    { title: page.circle3_title, description: page.circle3_description, url: page.circle3_link_url, link: page.circle3_link_text },
  ].map((c, i) => {
    const fallback = texts.circles[i];
    return {
      title: c.title || fallback?.title || '',
      description: c.description || fallback?.description || '',
      link: c.link || fallback?.link || '',
      href: localePath(lang, c.url || CIRCLE_DEFAULT_PATHS[i] || '/'),
    };
  });

  return (
    <>
      <PageHero
        titleId="alumni-title"
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        stats={[
          { value: page.stats_alumni_number, label: page.stats_alumni_label || texts.statsAlumni },
          { value: page.stats_countries_number, label: page.stats_countries_label || texts.statsCountries },
          { value: page.stats_universities_number, label: page.stats_universities_label || texts.statsUniversities },
        ].filter((s) => s.value)}
      />
      <div className={styles.directory}>
        <DisabledFilters
          idPrefix="alumni-filters"
          title={texts.filtersTitle}
          note={texts.filtersDisabled}
          allLabel={texts.allFields}
          filters={[
            { id: 'q', label: texts.searchLabel, kind: 'search', placeholder: page.search_placeholder || texts.searchPlaceholder },
            { id: 'field', label: page.filter_field_label || texts.fieldLabel, kind: 'select', options: texts.fields },
            { id: 'year', label: page.filter_year_label || texts.yearLabel, kind: 'select', options: ALUMNI_FILTER_YEARS.map(String), allLabel: texts.allYears },
          ]}
        />
        <InProgress
          title={page.progress_title || texts.progressTitle}
          text={page.progress_text || texts.progressText}
          linkText={page.progress_link_text || texts.progressLink}
          href={localePath(lang, page.progress_link_url || '/library')}
        />
        <p className={styles.participants}>
          <Link href={localePath(lang, '/participants')} className={styles.participantsLink}>
            {page.participants_link_text || texts.participantsLink}
          </Link>
        </p>
      </div>
      <GlobalNetwork title={page.network_title || network.title} subtitle={page.network_subtitle || network.subtitle} figures={network.figures} links={[]} />
      {testimonials.length > 0 && (
        <Section id="alumni-testimonials" title={page.testimonials_title || texts.testimonialsTitle} subtitle={page.testimonials_subtitle}>
          <div className={styles.testimonials}>
            {testimonials.map((item) => (
              <TestimonialCard key={item.id} testimonial={item} labels={dict.testimonials} />
            ))}
          </div>
        </Section>
      )}
      <Section id="alumni-circle" title={page.circle_title || texts.circleTitle} subtitle={page.circle_subtitle && t(lang, page.circle_subtitle)} tone="tinted">
        <ul className={styles.circles}>
          {circles.map((c) => (
            <li key={c.title} className={styles.circle}>
              <span className={styles.circleDot} aria-hidden="true" />
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <Link href={c.href} className={styles.circleLink}>
                {c.link}
                <span className="visually-hidden">{`: ${c.title}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
