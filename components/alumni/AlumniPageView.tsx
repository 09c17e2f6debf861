import { Link } from '@/components/ui/Link';
import { DisabledFilters } from '@/components/participants/DisabledFilters';
import { InProgress } from '@/components/participants/InProgress';
import { GlobalNetwork } from '@/components/stories/GlobalNetwork';
import { TestimonialCard } from '@/components/testimonials/TestimonialCard';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { alumniView } from '@/lib/institutional-pages/alumni-view';
import type { AlumniPage, Testimonial } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import styles from './Alumni.module.scss';

/** {product}ers (alumni) page. */
export function AlumniPageView({ lang, page, testimonials }: { lang: Locale; page: AlumniPage; testimonials: Testimonial[] }) {
  const dict = getDictionary(lang);
  const labels = dict.alumni;
  const view = alumniView(page, lang);
  const { texts } = view;

  return (
    <>
      <PageHero titleId="alumni-title" {...view.hero} stats={view.stats} />
      <div className={styles.directory}>
        <DisabledFilters idPrefix="alumni-filters" title={labels.filtersTitle} note={labels.filtersDisabled} allLabel={labels.allFields} filters={view.filters} />
        <InProgress title={texts.progress_title} text={texts.progress_text} linkText={texts.progress_link_text} href={view.progressHref} />
        <p className={styles.participants}>
          <Link href={localePath(lang, '/participants')} className={styles.participantsLink}>
            {texts.participants_link_text}
          </Link>
        </p>
      </div>
      <GlobalNetwork {...view.network} links={[]} />
      {testimonials.length > 0 && (
        <Section id="alumni-testimonials" title={texts.testimonials_title} subtitle={view.subtitles.testimonials}>
          <div className={styles.testimonials}>
            {testimonials.map((item) => (
              <TestimonialCard key={item.id} testimonial={item} labels={dict.testimonials} />
            ))}
          </div>
        </Section>
      )}
      <Section id="alumni-circle" title={texts.circle_title} subtitle={view.subtitles.circle} tone="tinted">
        <ul className={styles.circles}>
          {view.circles.map((c) => (
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
