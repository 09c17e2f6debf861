import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads the embedded content the fixture CMS serves, so tests state expectations from the data. */
export function readContent<T = unknown>(lang: 'uk' | 'en' | null, file: string): T {
  const full = lang ? path.join('content', lang, file) : path.join('content', file);
  return JSON.parse(readFileSync(full, 'utf8')) as T;
}

export interface NewsEntry {
  id: number;
  slug: string;
  title: string;
  status?: string;
  date: string;
  categories: number[];
}

/** A language's published articles in the embedded content, newest first. */
export function publishedNews(lang: 'uk' | 'en'): NewsEntry[] {
  return readContent<{ news: NewsEntry[] }>(lang, 'news.json')
    .news.filter((n) => n.status !== 'draft')
    .sort((a, b) => b.date.localeCompare(a.date));
}
