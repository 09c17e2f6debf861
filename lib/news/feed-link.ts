import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** Adds the language's RSS feed as an alternate of a news page's metadata. */
export function withFeed(metadata: Metadata, lang: Locale): Metadata {
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': localePath(lang, '/news/feed.xml') } },
  };
}
