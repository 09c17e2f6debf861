import { describe, expect, it } from '@jest/globals';
import { DEFAULT_GALLERY_SOURCES, defaultGallery, galleryOrDefault, galleryPage, withSource, type GalleryItem } from './gallery';

const item = (id: number, src = `/images/${id}.jpg`): GalleryItem => ({
  id,
  src,
  title: `Photo ${id}`,
  shortDescription: '',
  fullDescriptionHtml: '',
  photographer: '',
});

describe('gallery paging: "default 16 per page", "current page starts at 1"', () => {
  const items = Array.from({ length: 40 }, (_, i) => i + 1);

  it('shows 16 per page by default', () => {
    expect(galleryPage(items, 1)).toEqual({ items: items.slice(0, 16), page: 1, pageCount: 3 });
    expect(galleryPage(items, 3).items).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('clamps a page out of range and accepts another page size', () => {
    expect(galleryPage(items, 9).page).toBe(3);
    expect(galleryPage(items, 0).page).toBe(1);
    expect(galleryPage(items, 2, 10).items).toEqual(items.slice(10, 20));
  });

  it('has one (empty) page for an empty list', () => {
    expect(galleryPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('images without a source ("images 17 onward have empty src") are not rendered', () => {
  it('drops empty, blank and missing sources before paging', () => {
    const list = [{ src: '/a.jpg' }, { src: '' }, { src: '  ' }, { src: null }, { src: '/b.jpg' }];
    expect(withSource(list)).toEqual([{ src: '/a.jpg' }, { src: '/b.jpg' }]);
  });
});

describe('"a built-in default image list is used when the list is empty"', () => {
  const texts = [{ title: 'One', description: 'Kyiv' }];

  it('keeps the CMS images when some have a source', () => {
    expect(galleryOrDefault([item(1), item(2, '')], () => defaultGallery(texts, 'Archive'))).toEqual([item(1)]);
  });

  it('uses the default images when the list is empty or no image has a source', () => {
    for (const list of [[], [item(1, '')]]) {
      const shown = galleryOrDefault(list, () => defaultGallery(texts, 'Archive'));
      expect(shown.map((i) => i.src)).toEqual([...DEFAULT_GALLERY_SOURCES]);
      expect(shown[0]).toMatchObject({ title: 'One', shortDescription: 'Kyiv', photographer: 'Archive' });
      expect(shown[1]).toMatchObject({ title: '', shortDescription: '' });
    }
  });
});
