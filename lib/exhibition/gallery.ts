import { GALLERY_PAGE_SIZE } from '@/lib/constants';

/** What the gallery shows of one image; `src` is always present (images without one are dropped). */
export interface GalleryItem {
  id: number | string;
  src: string;
  title: string;
  /** Short description, or the location_date the CMS sent instead. */
  shortDescription: string;
  /** Sanitised HTML. */
  fullDescriptionHtml: string;
  photographer: string;
}

export interface GalleryPage<T> {
  items: T[];
  /** The page shown, 1-based, clamped into range. */
  page: number;
  pageCount: number;
}

/**
 * "Sample data has 48 items; images 17 onward have empty src". An image without a
 * source is left out before paging, so no page holds a broken image or an empty cell.
 */
export function withSource<T extends { src: string | null | undefined }>(items: readonly T[]): (T & { src: string })[] {
  return items.filter((item): item is T & { src: string } => typeof item.src === 'string' && item.src.trim() !== '');
}

/** "default 16 per page", "current page starts at 1". */
export function galleryPage<T>(items: readonly T[], page: number, pageSize: number = GALLERY_PAGE_SIZE): GalleryPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** The built-in images (under public/) shown when the CMS list is empty. */
export const DEFAULT_GALLERY_SOURCES = [
  '/images/gallery/gallery-01.jpg',
  '/images/gallery/gallery-04.jpg',
  '/images/gallery/gallery-07.jpg',
  '/images/gallery/gallery-10.jpg',
  '/images/gallery/gallery-14.jpg',
  '/images/gallery/gallery-18.jpg',
  '/images/gallery/gallery-22.jpg',
  '/images/gallery/gallery-26.jpg',
] as const;

export interface DefaultImageText {
  title: string;
  description: string;
}

/**
 * "empty gallery uses the built-in default images". The texts come from the
 * dictionary of the page's language; an image without a text keeps an empty caption.
 */
export function defaultGallery(texts: readonly DefaultImageText[], photographer: string): GalleryItem[] {
  return DEFAULT_GALLERY_SOURCES.map((src, index) => ({
    id: `default-${index + 1}`,
    src,
    title: texts[index]?.title ?? '',
    shortDescription: texts[index]?.description ?? '',
    fullDescriptionHtml: '',
    photographer,
  }));
}

/** The CMS images with a source, or the defaults when none is left. */
export function galleryOrDefault(items: readonly GalleryItem[], defaults: () => GalleryItem[]): GalleryItem[] {
  const shown = withSource(items);
  return shown.length > 0 ? shown : defaults();
}
