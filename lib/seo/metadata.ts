import type { Metadata } from 'next';
import { config } from '@/lib/config';
import { LOCALES } from '@/lib/constants';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { OG_LOCALE, otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { ogImagePath, sectionOf } from '@/lib/og/params';
import { cutDescription } from './description';

export interface PageSeo {
  lang: Locale;
  /** The page's path without the language, e.g. '/news/some-slug' ('' or '/' for home). */
  path: string;
  title: string;
  /** HTML or text; stripped and cut near 155 (page) or 160 (article) characters. */
  description: string;
  descriptionKind?: 'page' | 'article';
  /** The same page in each language when its path differs (translated slugs), with or without the
   * language prefix; null = no translation. */
  alternatePaths?: Partial<Record<Locale, string | null>>;
  image?: string | null;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
  /** An absolute URL on the site to declare instead of the page's own address (lib/seo/stored-seo.ts). */
  canonical?: string;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${config.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The one metadata builder every page calls: title, description, canonical, hreflang, OG, Twitter. */
export function buildMetadata(seo: PageSeo): Metadata {
  const siteName = t(seo.lang, getDictionary(seo.lang).shell.siteName);
  const description = cutDescription(seo.description, seo.descriptionKind ?? 'page');
  const ownPath = localePath(seo.lang, seo.path || '/');
  const languages: Record<string, string> = {};
  for (const lang of LOCALES) {
    const alternate = lang === seo.lang ? ownPath : seo.alternatePaths?.[lang] === undefined ? seo.path || '/' : seo.alternatePaths[lang];
    // Every alternate under its own language's prefix, so it answers 200 without a redirect.
    if (alternate) languages[lang] = absoluteUrl(localePath(lang, alternate));
  }
  if (languages.uk) languages['x-default'] = languages.uk;
  // Every page has a share image: its own, else one generated for it (title, section, language).
  const images = seo.image
    ? [{ url: absoluteUrl(seo.image), alt: seo.title }]
    : [{ url: absoluteUrl(ogImagePath({ lang: seo.lang, title: seo.title, section: sectionOf(seo.path) })), width: 1200, height: 630, alt: seo.title }];
  const isHome = seo.path === '' || seo.path === '/';
  const canonical = seo.canonical ?? absoluteUrl(ownPath);

  return {
    metadataBase: new URL(config.siteUrl),
    title: isHome ? seo.title : `${seo.title} | ${siteName}`,
    description,
    alternates: { canonical, languages },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: seo.type ?? 'website',
      title: seo.title,
      description,
      url: canonical,
      siteName,
      locale: OG_LOCALE[seo.lang],
      alternateLocale: [OG_LOCALE[otherLocale(seo.lang)]],
      images,
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description,
      images: images.map((i) => ({ url: i.url, alt: i.alt })),
    },
  };
}
