import { Gallery } from '@/components/ui/Gallery';
import { Timeline } from '@/components/ui/Timeline';
import type { Author, GalleryImage, TimelineEvent } from '@/lib/cms/schemas';
import { defaultGallery, galleryOrDefault, type GalleryItem } from '@/lib/exhibition/gallery';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { AuthorsList } from './AuthorsList';

/*
 * The sections that wait for their own data. Each receives a promise that never rejects (a `get…`
 * getter, lib/cms/fallback.ts), so a failure shows that section's fallback, never an error page.
 */

function toGalleryItem(image: GalleryImage): GalleryItem {
  return {
    id: image.id,
    src: image.src ?? '',
    title: image.title,
    shortDescription: image.shortDescription,
    fullDescriptionHtml: image.fullDescription ? sanitizeCmsHtml(image.fullDescription) : '',
    photographer: image.photographer,
  };
}

export async function GallerySection({ lang, images }: { lang: Locale; images: Promise<GalleryImage[]> }) {
  const dict = getDictionary(lang);
  const texts = dict.exhibition;
  const items = galleryOrDefault((await images).map(toGalleryItem), () =>
    defaultGallery(texts.defaultGallery, t(lang, texts.defaultPhotographer)),
  );
  return (
    <Gallery
      items={items}
      labels={{ ...texts.gallery, goToPage: dict.ui.pagination.goToPage, previous: dict.ui.pagination.previous, next: dict.ui.pagination.next, lightbox: dict.ui.lightbox }}
    />
  );
}

export async function TimelineSection({
  lang,
  events,
  title,
  subtitle,
  instruction,
}: {
  lang: Locale;
  events: Promise<TimelineEvent[]>;
  title: string;
  subtitle?: string;
  instruction?: string;
}) {
  const items = (await events).map((event) => ({
    id: event.id,
    date: event.date,
    title: event.title,
    descriptionHtml: event.description ? sanitizeCmsHtml(event.description) : '',
  }));
  return (
    <Timeline
      title={title}
      subtitle={subtitle}
      instruction={instruction}
      events={items}
      labels={getDictionary(lang).exhibition.timeline}
      headingId="exhibition-timeline"
    />
  );
}

export async function AuthorsSection({ lang, authors }: { lang: Locale; authors: Promise<Author[]> }) {
  const texts = getDictionary(lang).exhibition;
  return <AuthorsList lang={lang} authors={await authors} labels={texts} />;
}
