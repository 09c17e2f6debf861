import { describe, expect, it } from '@jest/globals';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { heroHead, pageMetadata } from './page-metadata';

const texts = getDictionary('en').history;
const siteName = t('en', getDictionary('en').shell.siteName);

describe('pageMetadata: the CMS head, else the page texts', () => {
  it('takes the hero title, then the hero description before the subtitle', () => {
    const head = pageMetadata({ lang: 'en', path: '/history', texts, ...heroHead({ hero_title: 'Our past', hero_subtitle: 'Sub', hero_description: 'Desc' }) });
    expect(head.title).toBe(`Our past | ${siteName}`);
    expect(head.description).toBe('Desc');
    expect(pageMetadata({ lang: 'en', path: '/history', texts, ...heroHead({ hero_title: 'T', hero_subtitle: 'Sub', hero_description: '' }) }).description).toBe('Sub');
  });

  it('falls back to metaTitle and metaDescription with {product} filled in when the CMS gives nothing', () => {
    for (const page of [null, { hero_title: '', hero_subtitle: '', hero_description: '' }]) {
      const head = pageMetadata({ lang: 'en', path: '/history', texts, ...heroHead(page) });
      expect(head.title).toBe(`${t('en', texts.metaTitle)} | ${siteName}`);
      expect(head.description).toBe(t('en', texts.metaDescription));
      expect(String(head.title)).not.toContain('{product}');
    }
  });

  it('passes the image and noindex on to the metadata builder', () => {
    const head = pageMetadata({ lang: 'en', path: '/search', texts, image: '/images/a.webp', noindex: true });
    expect(head.robots).toEqual({ index: false, follow: true });
    expect(head.openGraph?.images).toEqual([expect.objectContaining({ url: expect.stringContaining('/images/a.webp') })]);
  });
});
