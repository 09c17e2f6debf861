import { describe, expect, it, jest } from '@jest/globals';
import { NextRequest } from 'next/server';

const disable = jest.fn();
jest.mock('next/headers', () => ({ draftMode: async () => ({ disable }) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { GET } = require('./route') as typeof import('./route');

async function exit(query: string, referer?: string) {
  const response = await GET(new NextRequest(`http://localhost:3000/api/preview/exit${query}`, { headers: referer ? { referer } : {} }));
  return { status: response.status, location: response.headers.get('location') };
}

/** The preview banner's exit link carries no path: the banner is a server component, with no script on any page. */
describe('GET /api/preview/exit', () => {
  it('leaves draft mode and returns to the page the link was followed from', async () => {
    disable.mockClear();
    expect(await exit('', 'http://localhost:3000/en/news/draft-alumni-spring-school-2027')).toEqual({ status: 307, location: '/en/news/draft-alumni-spring-school-2027' });
    expect(disable).toHaveBeenCalledTimes(1);
  });

  it('keeps a Cyrillic page address encoded once', async () => {
    const page = `/uk/${encodeURIComponent('новини')}`;
    expect((await exit('', `http://localhost:3000${page}?x=1`)).location).toBe(page);
  });

  it('prefers an explicit ?path= to the Referer', async () => {
    expect((await exit(`?path=${encodeURIComponent('/uk/programs')}`, 'http://localhost:3000/en')).location).toBe('/uk/programs');
  });

  it('takes only a path of this site: anything else goes to the home page', async () => {
    expect((await exit('', 'http://localhost:3000/wp-admin/post.php?post=1')).location).toBe('/uk');
    expect((await exit('?path=//evil.example', 'not a url')).location).toBe('/uk');
    expect((await exit('')).location).toBe('/uk');
  });
});
