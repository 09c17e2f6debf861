/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { authorsSchema, photoGallerySchema, type GalleryImage } from '@/lib/cms/schemas';
import { DEFAULT_GALLERY_SOURCES } from '@/lib/exhibition/gallery';
import { fallbackGetter } from '@/lib/cms/fallback';
import { getDictionary } from '@/lib/i18n/dictionary';
import { AuthorsSection, GallerySection, TimelineSection } from './sections';

const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, 'utf8'));
/** What the exhibition's `get…` getters give when the CMS fails (lib/cms/fallback.ts): their fallback, logged. */
const failing = <T,>(name: string, fallback: T) => fallbackGetter(name, fallback, (): Promise<T> => Promise.reject(new Error('HTTP 500')))();

describe.each(['uk', 'en'] as const)('photo exhibition sections (%s)', (lang) => {
  const texts = getDictionary(lang).exhibition;
  let errorSpy: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('the gallery shows the CMS images that have a source', async () => {
    const gallery = photoGallerySchema.parse({ items: read(`${lang}/photo-gallery.json`), pagination: { page: 1, per_page: 64, has_more: false } });
    render(await GallerySection({ lang, images: Promise.resolve(gallery.items) }));
    expect(screen.getAllByRole('button', { name: /.+/ }).filter((b) => b.getAttribute('aria-haspopup'))).toHaveLength(16);
    expect(document.querySelector('img[src=""]')).toBeNull();
  });

  it('"empty gallery uses the built-in default images", also after a failed call (logged)', async () => {
    for (const images of [Promise.resolve([] as GalleryImage[]), failing<GalleryImage[]>('getPhotoGallery', [])]) {
      const view = render(await GallerySection({ lang, images }));
      const first = texts.defaultGallery[0]?.title ?? '';
      expect(screen.getByRole('button', { name: new RegExp(first) })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /.+/ }).filter((b) => b.getAttribute('aria-haspopup'))).toHaveLength(DEFAULT_GALLERY_SOURCES.length);
      view.unmount();
    }
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('authors: avatar, name, HTML info, "Read More" to our host and language; "No authors found." on failure', async () => {
    const authors = authorsSchema.parse(read(`${lang}/authors.json`));
    const view = render(await AuthorsSection({ lang, authors: Promise.resolve(authors) }));
    const first = authors[0];
    if (!first) throw new Error('content needs authors');
    const item = screen.getByRole('heading', { name: first.name }).closest('li') as HTMLElement;
    const link = within(item).getByRole('link', { name: new RegExp(texts.readMore) });
    // A path on this site ("some links are absolute to SITE_URL where a path would do").
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/${lang}/authors/[a-z-]+$`));
    view.unmount();

    render(await AuthorsSection({ lang, authors: failing('getAuthors', []) }));
    expect(screen.getByText(texts.noAuthors)).toBeInTheDocument();
  });

  it('timeline: "No timeline events available" when the list is empty', async () => {
    render(await TimelineSection({ lang, events: Promise.resolve([]), title: 'T' }));
    expect(screen.getByText(texts.timeline.empty)).toBeInTheDocument();
  });
});
