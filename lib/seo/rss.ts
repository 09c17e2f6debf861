import { wpInstant } from '@/lib/cms/wp-date';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { NewsCard } from '@/lib/cms/rules/news-card';
import { absoluteUrl } from './metadata';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function rfc822(date: string): string {
  return (wpInstant(date) ?? new Date(0)).toUTCString();
}

/** An RSS 2.0 feed of the latest articles, with absolute links. */
export function buildRss(input: { lang: Locale; title: string; description: string; items: NewsCard[] }): string {
  const channelLink = absoluteUrl(localePath(input.lang, '/news'));
  const selfLink = absoluteUrl(localePath(input.lang, '/news/feed.xml'));
  const items = input.items
    .map((item) => {
      const link = absoluteUrl(localePath(input.lang, `/news/${item.slug}`));
      const description = item.excerpt.slice(0, 500);
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        `      <description>${escapeXml(description)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(input.title)}</title>`,
    `    <link>${escapeXml(channelLink)}</link>`,
    `    <description>${escapeXml(input.description)}</description>`,
    `    <language>${input.lang === 'uk' ? 'uk-UA' : 'en-US'}</language>`,
    `    <atom:link href="${escapeXml(selfLink)}" rel="self" type="application/rss+xml"/>`,
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
