import { AUTHOR_CATEGORIES, DEFAULT_LOCALE, FAQ_CATEGORIES, LOCALES, NEWS_CATEGORIES, PROGRAM_CATEGORIES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { CmsAnswer } from '../types';
import type { Json, Query } from './answers';
import { dynamicItems, file, inAny, list, newsList, num, programDetails } from './collections';
import { listPageAnswer } from './list-answers';

/**
 * `old-addresses` (docs/cms-contract/old-addresses.md) for the sample content, as the plugin
 * answers it once the importer has put that content into a WordPress with the sample's permalink
 * structure, `/%postname%/` (wordpress/server/install.php): each public item's `/?p=ID` and
 * `/{slug}/` (a page's before a post's of the same slug), its old slugs from content/moved.json,
 * each news category's `/?cat=ID` and `/category/{slug}/`, and the feeds. The sample has no media
 * library (its files are the site's own), so no attachment.
 */

interface Entry {
  id: number;
  from: string[];
  old: string[];
  to: string;
}

const FEEDS = ['/feed/', '/comments/feed/'];

/** A page's address on the site, by its categories, in the order of lib/dynamic-pages/redirects.ts. */
function pageTarget(lang: Locale, item: Json): string {
  const slug = String(item.slug);
  if (inAny(item, FAQ_CATEGORIES)) return `/${lang}/${slug}`;
  if (inAny(item, PROGRAM_CATEGORIES)) return `/${lang}/programs/${slug}`;
  if (inAny(item, NEWS_CATEGORIES)) return `/${lang}/news/${slug}`;
  if (inAny(item, AUTHOR_CATEGORIES)) return `/${lang}/authors/${slug}`;
  return `/${lang}/${slug}`;
}

/** A post's: a FAQ question is on the FAQ page; an article is one only in its language's news categories. */
function newsTarget(lang: Locale, item: Json, newsCategories: readonly number[]): string | null {
  if (inAny(item, FAQ_CATEGORIES)) return `/${lang}/faq`;
  if (!inAny(item, newsCategories)) return null;
  return inAny(item, AUTHOR_CATEGORIES) ? `/${lang}/authors/${String(item.slug)}` : `/${lang}/news/${String(item.slug)}`;
}

/** content/moved.json: each old slug of a kind, by the current slug it leads to. */
function oldSlugs(lang: Locale, kind: 'news' | 'page'): Map<string, string[]> {
  const moved = file<Record<string, Record<string, Record<string, { slug?: unknown }>>>>('moved.json')?.[lang]?.[kind] ?? {};
  const out = new Map<string, string[]>();
  for (const [old, record] of Object.entries(moved)) {
    const current = String(record.slug ?? '');
    out.set(current, [...(out.get(current) ?? []), old]);
  }
  return out;
}

async function languageEntries(lang: Locale, pageSlugs: ReadonlySet<string>): Promise<{ items: Entry[]; categories: Entry[] }> {
  const categories = list(`${lang}/news-categories.json`);
  const newsCategories = categories.map((c) => num(c.id));
  const items: Entry[] = [];
  const movedNews = oldSlugs(lang, 'news');
  for (const item of (await newsList(lang)).news) {
    const to = newsTarget(lang, item, newsCategories);
    if (to === null) continue;
    const slug = String(item.slug);
    const from = pageSlugs.has(slug) ? [`/?p=${num(item.id)}`] : [`/?p=${num(item.id)}`, `/${slug}/`];
    items.push({ id: num(item.id), from, old: (movedNews.get(slug) ?? []).map((old) => `/${old}/`), to });
  }
  const movedPages = oldSlugs(lang, 'page');
  for (const item of dynamicItems(lang)) {
    const slug = String(item.slug);
    items.push({ id: num(item.id), from: [`/?p=${num(item.id)}`, `/${slug}/`], old: (movedPages.get(slug) ?? []).map((old) => `/${old}/`), to: pageTarget(lang, item) });
  }
  for (const item of programDetails(lang)) {
    // Programmes have no permalink of their own on WordPress (the plugin registers no rewrite for them).
    items.push({ id: num(item.id), from: [`/?p=${num(item.id)}`], old: [], to: `/${lang}/programs/${String(item.slug)}` });
  }
  const categoryEntries: Entry[] = [];
  for (const category of categories) {
    const id = num(category.id);
    if ((AUTHOR_CATEGORIES as readonly number[]).includes(id)) continue;
    const to = (FAQ_CATEGORIES as readonly number[]).includes(id) ? `/${lang}/faq` : `/${lang}/news?category=${id}`;
    categoryEntries.push({ id, from: [`/?cat=${id}`, `/category/${String(category.slug)}/`], old: [], to });
  }
  return { items, categories: categoryEntries };
}

/** The map in the plugin's order: items by id, then categories by id, then the feeds. */
export async function oldAddressesAnswer(query: Query): Promise<CmsAnswer> {
  const pageSlugs = new Set(LOCALES.flatMap((lang) => dynamicItems(lang).map((item) => String(item.slug))));
  const parts = await Promise.all(LOCALES.map((lang) => languageEntries(lang, pageSlugs)));
  const byId = (a: Entry, b: Entry) => a.id - b.id;
  const entries = [
    ...parts.flatMap((p) => p.items).sort(byId),
    ...parts.flatMap((p) => p.categories).sort(byId),
    { id: 0, from: FEEDS, old: [], to: `/${DEFAULT_LOCALE}/news/feed.xml` },
  ].map(({ from, old, to }): Json => ({ from, old, to }));
  return listPageAnswer(entries, query, (shown) => ({ addresses: shown }));
}
