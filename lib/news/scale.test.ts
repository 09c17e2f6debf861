import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

/**
 * What the news list's server render reads and renders grows with the page size, not with the
 * archive. With 2,000 articles in the content, the data of page 1 and of a page deep in the list
 * (page record, categories with their counts, one page of cards) stays within 10% of its size with
 * 40 articles.
 */
jest.setTimeout(120_000);

type ListData = typeof import('./list-data');
type NewsGetters = typeof import('@/lib/cms/news');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'news-scale-'));
const small = path.join(root, 'small');
const large = path.join(root, 'large');

function generate(count: number, dir: string) {
  execFileSync('npx', ['tsx', 'scripts/generate-content-archive.ts', String(count), dir, '--fresh'], { stdio: 'pipe' });
}

async function payloadFor(contentDir: string): Promise<{ bytes: number; articles: number; pages: number }> {
  const saved = { ...process.env };
  Object.assign(process.env, { CONTENT_DIR: contentDir, CMS_API_URL: '', DATA_DIR: path.join(root, 'data') });
  let result: { bytes: number; articles: number; pages: number } | undefined;
  try {
    // The transport loads the embedded CMS lazily: keep the environment and the module registry
    // isolated for the whole render, not only for the imports.
    await jest.isolateModulesAsync(async () => {
      const listData: ListData = await import('./list-data');
      const news: NewsGetters = await import('@/lib/cms/news');
      const state = (page: number) => ({ filters: { category: '', q: '' }, page });
      const [page, categories, first] = await Promise.all([news.findNewsPage('en'), news.getNewsCategories('en'), listData.loadNewsListPage('en', state(1), 6)]);
      const deep = await listData.loadNewsListPage('en', state(Math.min(first.totalPages, 50)), 6);
      expect(deep.items.length).toBeGreaterThan(0);
      const served = JSON.stringify({ page, categories, first, deep });
      result = { bytes: Buffer.byteLength(served), articles: first.all, pages: first.totalPages };
    });
  } finally {
    process.env = saved;
  }
  if (!result) throw new Error('no payload measured');
  return result;
}

describe('news list payload at scale', () => {
  beforeAll(() => {
    generate(40, small);
    generate(2000, large);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stays within 10% between a 40-article and a 2,000-article archive', async () => {
    const a = await payloadFor(small);
    const b = await payloadFor(large);
    expect(a.articles).toBeGreaterThan(30);
    expect(b.articles).toBeGreaterThan(1900);
    expect(b.pages).toBeGreaterThan(300);
    expect(Math.abs(b.bytes - a.bytes) / a.bytes).toBeLessThanOrEqual(0.1);
  });
});
