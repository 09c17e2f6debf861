import type { Locale } from '@/lib/i18n/locales';
import { LOCALES } from '@/lib/constants';
import { wpTimestamp } from '../wp-date-order';
import type { Json } from './answers';
import { readContentFile } from './store';
import { viewCounts } from './writes';

/** The content files the embedded CMS reads, as WordPress would see them: published items, newest first. */

type Lang = Locale;

export function file<T>(relative: string): T | undefined {
  return readContentFile(relative) as T | undefined;
}

export function list(relative: string): Json[] {
  const data = file<unknown>(relative);
  return Array.isArray(data) ? (data as Json[]) : [];
}

/** WordPress answers published posts only; items without a status count as published. */
export const isPublished = (item: Json) => item.status === undefined || item.status === 'publish';
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
export const categoriesOf = (item: Json): number[] => (Array.isArray(item.categories) ? item.categories.map(num) : []);
export const inAny = (item: Json, ids: readonly number[]) => categoriesOf(item).some((c) => ids.includes(c));

const timeOf = (value: unknown): number => wpTimestamp(typeof value === 'string' ? value : '');
export const newestFirst = (a: Json, b: Json) => timeOf(b.date) - timeOf(a.date);

export function rawNews(lang: Lang): { news: Json[]; translations: unknown } {
  const data = file<{ news?: unknown; translations?: unknown }>(`${lang}/news.json`);
  return { news: Array.isArray(data?.news) ? (data.news as Json[]) : [], translations: data?.translations ?? {} };
}

/** Views in the content plus the views counted by increment-views. */
export async function withViews(items: Json[]): Promise<Json[]> {
  const counted = await viewCounts();
  return items.map((item) => {
    const extra = counted[String(item.id)] ?? 0;
    return extra ? { ...item, views: (Number.isFinite(num(item.views)) ? num(item.views) : 0) + extra } : item;
  });
}

/** Published news of a language, newest first. */
export async function newsList(lang: Lang): Promise<{ news: Json[]; translations: unknown }> {
  const { news, translations } = rawNews(lang);
  return { news: await withViews(news.filter(isPublished).sort(newestFirst)), translations };
}

export function programDetails(lang: Lang, includeDrafts = false): Json[] {
  const items = list(`${lang}/program-details.json`);
  return includeDrafts ? items : items.filter(isPublished);
}

export function dynamicItems(lang: Lang, includeDrafts = false): Json[] {
  const items = list(`${lang}/dynamic-content.json`);
  return includeDrafts ? items : items.filter(isPublished);
}

/** The published news item with this id (either language); views are counted for these only. */
export function publishedNewsItem(postId: number): Json | undefined {
  for (const lang of LOCALES) {
    const item = rawNews(lang).news.find((n) => num(n.id) === postId && isPublished(n));
    if (item) return item;
  }
  return undefined;
}
