import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

/**
 * , point 2: "What the browser downloads for the news list grows with the page size, not
 * with the archive: with 2,000 articles in the content, the list page's HTML plus data stays
 * within 10% of its size with 40 articles." The list page's data is what the server renders into
 * the static page (page record, categories, page 1 of cards) plus one page from /api/news.
 */
jest.setTimeout(120_000);

type ListData = typeof import('./list-data');
type NewsGetters = typeof import('@/lib/cms/news');
type ApiRoute = typeof import('@/app/api/news/route');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'news-scale-'));
const small = path.join(root, 'small');
const large = path.join(root, 'large');

function generate(count: number, dir: string) {
  execFileSync('npx', ['tsx', 'scripts/generate-content-archive.ts', String(count), dir, '--fresh'], { stdio: 'pipe' });
}

async function payloadFor(contentDir: string): Promise<{ bytes: number; articles: number }> {
  const saved = { ...process.env };
  Object.assign(process.env, { CONTENT_DIR: contentDir, CMS_API_URL: '', DATA_DIR: path.join(root, 'data') });
  let result: { bytes: number; articles: number } | undefined;
  try {
    // The transport loads the embedded CMS lazily: keep the environment and the module registry
    // isolated for the whole render, not only for the imports.
    await jest.isolateModulesAsync(async () => {
      const listData: ListData = await import('./list-data');
      const news: NewsGetters = await import('@/lib/cms/news');
      const api: ApiRoute = await import('@/app/api/news/route');
      const [page, categories, initial] = await Promise.all([
        news.getNewsPage('en'),
        news.getNewsCategories('en'),
        listData.loadNewsListPage('en', { category: null, q: '', page: 1 }),
      ]);
      const served = JSON.stringify({ page, categories, initial });
      const response = await api.GET(new Request('http://site.test/api/news?lang=en&page=2'));
      expect(response.status).toBe(200);
      const apiBody = await response.text();
      result = { bytes: Buffer.byteLength(served) + Buffer.byteLength(apiBody), articles: initial.all };
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
    expect(Math.abs(b.bytes - a.bytes) / a.bytes).toBeLessThanOrEqual(0.1);
  });
});
