import { LOCALES } from '@/lib/constants';
import { wpDateWithOffset } from '@/lib/cms/wp-date';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { absoluteUrl } from './metadata';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  alternateRefs: { href: string; hreflang: string }[];
}

export interface TranslatableItem {
  slug: string;
  alternateSlug: string | null;
  lastmod: string;
}


/**
 * Entries for items whose slug may differ between languages (news, programmes, pages): each
 * entry lists itself and its translation as hreflang alternates, plus x-default (uk).
 */
export function itemEntries(base: string, items: Record<Locale, TranslatableItem[]>): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const lang of LOCALES) {
    const other = lang === 'uk' ? 'en' : 'uk';
    for (const item of items[lang]) {
      const own = absoluteUrl(localePath(lang, `${base}/${item.slug}`));
      const alternates: Record<string, string> = { [lang]: own };
      if (item.alternateSlug) alternates[other] = absoluteUrl(localePath(other, `${base}/${item.alternateSlug}`));
      const xDefault = alternates.uk;
      entries.push({
        loc: own,
        // WordPress's Kyiv time with the offset it had then (W3C datetime, which sitemaps use).
        lastmod: wpDateWithOffset(item.lastmod) ?? undefined,
        changefreq: 'weekly',
        priority: 0.7,
        alternateRefs: [
          ...Object.entries(alternates).map(([hreflang, href]) => ({ hreflang, href })),
          ...(xDefault ? [{ hreflang: 'x-default', href: xDefault }] : []),
        ],
      });
    }
  }
  return entries;
}
