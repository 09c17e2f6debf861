import type { Metadata } from 'next';
import { t } from '@/lib/i18n/dictionary';
import { buildMetadata, type PageSeo } from './metadata';

/** A page record's hero, the first place its head is taken from. */
export interface HeroFields {
  hero_title?: string | null;
  hero_subtitle?: string | null;
  hero_description?: string | null;
}

export interface PageHead extends Pick<PageSeo, 'lang' | 'path' | 'image' | 'noindex'> {
  /** The page's own head texts (dictionary or static content); `{product}` is filled in. */
  texts: { metaTitle: string; metaDescription: string };
  /** The CMS's title and descriptions, first non-empty wins; `texts` where all are empty. */
  title?: string | null;
  descriptions?: readonly (string | null | undefined)[];
}

/**
 * The head of a page: the CMS's title and description where it gives them, else the page's
 * `metaTitle` and `metaDescription`. The one place a page's head falls back.
 */
export function pageMetadata({ texts, title, descriptions = [], ...seo }: PageHead): Metadata {
  return buildMetadata({
    ...seo,
    title: title || t(seo.lang, texts.metaTitle),
    description: descriptions.find(Boolean) || t(seo.lang, texts.metaDescription),
  });
}

/** A page whose CMS record has a hero: its title, then its description or subtitle. */
export function heroHead(page: HeroFields | null | undefined): Pick<PageHead, 'title' | 'descriptions'> {
  return { title: page?.hero_title, descriptions: [page?.hero_description, page?.hero_subtitle] };
}
