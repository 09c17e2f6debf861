import { Suspense } from 'react';
import { RichText } from '@/components/ui/RichText';
import { Spinner } from '@/components/ui/Spinner';
import { Timeline } from '@/components/ui/Timeline';
import type { Author, GalleryImage, PhotoExhibitionPage, TimelineEvent } from '@/lib/cms/schemas';
import { exhibitionTexts } from '@/lib/exhibition/view';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { ExhibitionHero } from './ExhibitionHero';
import styles from './Exhibition.module.scss';
import { AuthorsSection, GallerySection, TimelineSection } from './sections';

interface Props {
  lang: Locale;
  /** null: the page data failed or is missing — "empty exhibition data shows no hero text". */
  page: PhotoExhibitionPage | null;
  gallery: Promise<GalleryImage[]>;
  timeline: Promise<TimelineEvent[]>;
  authors: Promise<Author[]>;
}

/**
 * Photo exhibition page: hero; about; gallery; timeline; authors; closing text.
 */
export function PhotoExhibitionView({ lang, page, gallery, timeline, authors }: Props) {
  const dict = getDictionary(lang);
  const texts = dict.exhibition;
  const titles = exhibitionTexts(page, lang);

  return (
    <>
      {page ? <ExhibitionHero page={page} datesLabel={texts.datesLabel} /> : <h1 className="visually-hidden">{texts.metaTitle}</h1>}

      {page?.about_content && (
        <section className={styles.section} aria-labelledby="exhibition-about">
          <div className={styles.narrow}>
            <h2 id="exhibition-about">{titles.about_title}</h2>
            <RichText lang={lang} html={page.about_content} className={styles.about} />
          </div>
        </section>
      )}

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="exhibition-gallery">
        <header className={styles.header}>
          <h2 id="exhibition-gallery">{texts.galleryTitle}</h2>
          <p>{texts.gallerySubtitle}</p>
        </header>
        <Suspense fallback={<Spinner label={texts.galleryLoading} showLabel />}>
          <GallerySection lang={lang} images={gallery} />
        </Suspense>
      </section>

      <Suspense
        fallback={<Timeline title={titles.timeline_title} events={null} labels={texts.timeline} headingId="exhibition-timeline" />}
      >
        <TimelineSection
          lang={lang}
          events={timeline}
          title={titles.timeline_title}
          subtitle={page?.timeline_subtitle}
          instruction={page?.timeline_instruction}
        />
      </Suspense>

      <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="exhibition-authors">
        <header className={styles.header}>
          <h2 id="exhibition-authors">{titles.authors_title}</h2>
          {page?.authors_subtitle && <p>{page.authors_subtitle}</p>}
        </header>
        <Suspense fallback={<Spinner label={texts.authorsLoading} showLabel />}>
          <AuthorsSection lang={lang} authors={authors} />
        </Suspense>
      </section>

      {page?.closing_text && (
        <section className={styles.closing} aria-label={texts.heroLabel}>
          <RichText lang={lang} html={page.closing_text} className={styles.closingText} />
        </section>
      )}
    </>
  );
}
