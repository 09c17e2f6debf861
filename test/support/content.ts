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

/**
 * The questions of a language's FAQ page: the page's own, then the published articles of the FAQ
 * category (260/262), oldest first, as both CMSs answer page/faq.
 */
export function faqQuestions(lang: 'uk' | 'en'): { id: number; question: string }[] {
  const own = readContent<{ faq_questions: { id: number; question: string }[] }>(lang, 'pages/faq.json').faq_questions;
  const posts = readContent<{ news: NewsEntry[] }>(lang, 'news.json')
    .news.filter((n) => n.status !== 'draft' && n.categories.some((c) => c === 260 || c === 262))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((n) => ({ id: n.id, question: n.title }));
  return [...own, ...posts];
}
