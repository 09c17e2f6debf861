import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { VIEW_CLIENT_LIMIT } from '@/lib/constants';
import type { incrementViews as IncrementViews } from '@/lib/cms/writes';
import { readContent } from '@/test/support/content';

/**
 * "/api/views counts any post id, whether or not it exists. Count only
 * published articles, and limit each client across ids." The published articles come from the
 * embedded content (the getters run straight through in Jest); the CMS call is observed.
 */
const increment = jest.fn<typeof IncrementViews>();
jest.mock('@/lib/cms/writes', () => ({ incrementViews: (...args: Parameters<typeof IncrementViews>) => increment(...args) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route');

type News = { news: { id: number; status?: string }[] };
const published = [...readContent<News>('en', 'news.json').news, ...readContent<News>('uk', 'news.json').news]
  .filter((n) => n.status !== 'draft')
  .map((n) => n.id);
const draft = readContent<News>('en', 'news.json').news.find((n) => n.status === 'draft')?.id;

let client = 0;
function view(postId: number, address = `10.1.0.${(client += 1)}`) {
  return POST(
    new Request('http://localhost:3000/api/views', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0' },
      body: JSON.stringify({ post_id: postId }),
    }),
  );
}

describe('POST /api/views', () => {
  beforeEach(() => {
    increment.mockReset();
    increment.mockResolvedValue({ status: 200, data: { success: true, views: 1 }, message: '' });
  });

  it('counts a published article, naming the visitor for the CMS’s per-client limit', async () => {
    const response = await view(published[0]!);
    expect(await response.json()).toEqual({ counted: true });
    expect(increment).toHaveBeenCalledWith(published[0]!, `10.1.0.${client}`);
  });

  it('refuses an id that does not exist, or is not published, without calling the CMS', async () => {
    expect(draft).toBeDefined();
    for (const id of [999_999, draft ?? 0]) {
      const response = await view(id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', detail: 'no published article has this id' });
    }
    expect(increment).not.toHaveBeenCalled();
  });

  it(`counts at most ${VIEW_CLIENT_LIMIT.views} views per client across articles, then stops counting`, async () => {
    expect(published.length).toBeGreaterThan(VIEW_CLIENT_LIMIT.views);
    const answers: unknown[] = [];
    // A different article each time, so the per-article repeat rule never applies.
    for (const id of published.slice(0, VIEW_CLIENT_LIMIT.views + 5)) answers.push(await (await view(id, '10.2.0.1')).json());
    const counted = answers.filter((a) => (a as { counted: boolean }).counted).length;
    expect(counted).toBe(VIEW_CLIENT_LIMIT.views);
    expect(answers.at(-1)).toMatchObject({ counted: false });
    expect(increment).toHaveBeenCalledTimes(counted);
    // Another client still counts.
    expect(await (await view(published[0]!)).json()).toEqual({ counted: true });
  });
});
