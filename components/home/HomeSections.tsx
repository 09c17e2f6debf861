import Image from 'next/image';
import Link from 'next/link';
import type { AboutData, LibraryResource, ProgramCategoryGroup, Testimonial } from '@/lib/cms/schemas';
import { NewsCard } from '@/components/news/NewsCard';
import { TestimonialCard } from '@/components/testimonials/TestimonialCard';
import { LinkContext } from '@/components/ui/LinkContext';
import { RichText } from '@/components/ui/RichText';
import { ProgramStatusBadge } from '@/components/programs/ProgramStatus';
import { getDictionary } from '@/lib/i18n/dictionary';
import { countLabel, figureCount } from '@/lib/i18n/count-label';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { localizeFileSize } from '@/lib/library/file-size';
import type { NewsCard as NewsCardData } from '@/lib/news/card';
import { programWindow } from '@/lib/programs/status';
import styles from './Home.module.scss';

type Dict = ReturnType<typeof getDictionary>;

function SectionHeader({ id, title, subtitle, link }: { id: string; title: string; subtitle?: string; link?: { href: string; text: string } }) {
  return (
    <header className={styles.sectionHeader}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {subtitle && <p className={styles.sectionSubtitle}>{subtitle}</p>}
      </div>
      {link && (
        <Link href={link.href} className={styles.sectionLink}>
          {link.text}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </header>
  );
}

/** Section 2: programmes grouped by category, each with its live status badge. */
export function HomePrograms({ lang, groups, serverNow, dict }: { lang: Locale; groups: ProgramCategoryGroup[]; serverNow: string; dict: Dict }) {
  const texts = dict.home.programs;
  return (
    <section className={styles.section} aria-labelledby="home-programs" data-section="programs">
      <div className={styles.inner}>
        <SectionHeader id="home-programs" title={texts.title} subtitle={texts.subtitle} link={{ href: localePath(lang, '/programs'), text: texts.all }} />
        <div className={styles.categories}>
          {groups
            .filter((g) => g.programs.length > 0)
            .map((group) => (
              <section key={group.id} className={styles.category} aria-labelledby={`home-category-${group.id}`}>
                <h3 id={`home-category-${group.id}`} className={styles.categoryTitle}>
                  {group.label}
                </h3>
                <ul className={styles.programList}>
                  {group.programs.map((program) => (
                    <li key={program.id} className={styles.programItem} data-slug={program.slug}>
                      <Link href={localePath(lang, `/programs/${encodeURIComponent(program.slug)}`)}>{program.title}</Link>
                      <ProgramStatusBadge program={programWindow(program)} serverNow={serverNow} lang={lang} texts={dict.programs.status} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      </div>
    </section>
  );
}

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
export function AboutBlock({ lang, about, programCount, dict }: { lang: Locale; about: AboutData | null; programCount: number; dict: Dict }) {
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
              <RichText html={about.content} />
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

/** Section 4: latest news (6), each card linking to /{lang}/news/{slug}; 'all news' is the CMS's `all_news`. */
export function LatestNews({ lang, items, dict, translations }: { lang: Locale; items: NewsCardData[]; dict: Dict; translations: Record<string, string> }) {
  const texts = { ...dict.home.news, all: translations.all_news?.trim() || dict.home.news.all };
  return (
    <section className={styles.section} aria-labelledby="home-news" data-section="news">
      <div className={styles.inner}>
        <SectionHeader id="home-news" title={texts.title} link={{ href: localePath(lang, '/news'), text: texts.all }} />
        {items.length === 0 ? (
          <p className={styles.empty}>{texts.empty}</p>
        ) : (
          <ul className={styles.newsGrid}>
            {items.map((card) => (
              <li key={card.id}>
                <NewsCard item={card} lang={lang} readMore={texts.readMore} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Section 5: library preview (4 resources). */
export function LibraryPreview({ lang, resources, dict }: { lang: Locale; resources: LibraryResource[]; dict: Dict }) {
  const texts = dict.home.library;
  return (
    <section className={`${styles.section} ${styles.muted}`} aria-labelledby="home-library" data-section="library">
      <div className={styles.inner}>
        <SectionHeader id="home-library" title={texts.title} link={{ href: localePath(lang, '/library'), text: texts.all }} />
        {resources.length === 0 ? (
          <p className={styles.empty}>{texts.empty}</p>
        ) : (
          <ul className={styles.libraryGrid}>
            {resources.map((resource) => (
              <li key={resource.id} className={styles.resource}>
                <p className={styles.resourceMeta}>
                  {[resource.category, resource.file_type, localizeFileSize(resource.file_size, lang)].filter(Boolean).join(' · ')}
                </p>
                <h3 className={styles.resourceTitle}>{resource.title}</h3>
                {resource.description && <p className={styles.resourceText}>{resource.description}</p>}
                {resource.file_url && (
                  <a className={styles.resourceLink} href={resource.file_url} download>
                    {texts.download}
                    <span className={styles.visuallyHidden}>: {resource.title}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Section 6: up to 3 home testimonials in the shared card. */
export function HomeTestimonials({ testimonials, dict }: { testimonials: Testimonial[]; dict: Dict }) {
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-testimonials" data-section="testimonials">
      <div className={styles.inner}>
        <SectionHeader id="home-testimonials" title={dict.home.testimonials.title} />
        <div className={styles.testimonialGrid}>
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} labels={dict.testimonials} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Section 7: contact call to action (meet the full team, contact us). */
export function ContactCta({ lang, dict }: { lang: Locale; dict: Dict }) {
  const texts = dict.home.contact;
  return (
    <section className={styles.contact} aria-labelledby="home-contact" data-section="contact">
      <div className={styles.contactInner}>
        <h2 id="home-contact" className={styles.contactTitle}>
          {texts.title}
        </h2>
        <p className={styles.contactText}>{texts.text}</p>
        <div className={styles.contactButtons}>
          <Link href={localePath(lang, '/team')} className={styles.onDarkButton}>
            {texts.team}
          </Link>
          <Link href={localePath(lang, '/contacts')} className={styles.primaryButton}>
            {texts.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
