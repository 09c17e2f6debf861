/**
 * Against the real WordPress: the site is the only public face. Every front-end
 * address of WordPress answers 301 with the same item's address on the site (the plugin's Site URL,
 * which the test command points at a server of its own), or the site's home; wp-admin, wp-login,
 * the REST API, media files, cron and the preview flow are left alone. The list of accounts is
 * closed to anonymous callers, author archives go to the home like any other archive, and
 * xmlrpc.php is off.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createItem, deleteCreated, frontEnd, signIn, wp, WP_URL, wpSettings } from './wordpress';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let site = '';
let article: { id: number; slug: string; link: string };
let page: { id: number; slug: string; link: string };
let draft: { id: number; slug: string; link: string };

beforeAll(async () => {
  article = await createItem('posts', { title: `Front end ${run}`, slug: `front-end-${run}`, status: 'publish', categories: [70], lang: 'en' });
  page = await createItem('pages', { title: `Умови ${run}`, slug: `умови-${run}`, status: 'publish', lang: 'uk' });
  draft = await createItem('posts', { title: `Draft ${run}`, status: 'draft', categories: [70], lang: 'en' });
  // The plugin's Site URL, as the Preview button shows it.
  const preview = await frontEnd(`/?p=${draft.id}&preview=true`, await signIn('editor'));
  site = new URL(preview.location ?? '').origin;
});
afterAll(deleteCreated);

describe('WordPress’s front end answers 301 with the site', () => {
  it('an article and a page, by their WordPress links and by ?p=: their addresses on the site', async () => {
    // Their WordPress addresses (pretty and plain); WordPress itself gives out the site's (`link`).
    const cases = [
      [`/front-end-${run}/`, `${site}/en/news/front-end-${run}`],
      [`/?p=${article.id}`, `${site}/en/news/front-end-${run}`],
      [`/${encodeURIComponent(decodeURIComponent(page.slug))}/`, `${site}/uk/${encodeURIComponent(decodeURIComponent(page.slug))}`],
      [`/?page_id=${page.id}`, `${site}/uk/${encodeURIComponent(decodeURIComponent(page.slug))}`],
    ];
    expect(article.link).toBe(`${site}/en/news/front-end-${run}`);
    expect(page.link).toBe(`${site}/uk/${encodeURIComponent(decodeURIComponent(page.slug))}`);
    for (const [from, to] of cases) expect({ from, ...(await frontEnd(from ?? '')) }).toEqual({ from, status: 301, location: to });
  });

  it('archives, authors, feeds, search and the home: the site’s page for them, else its home', async () => {
    const cases = [
      ['/', `${site}/`],
      ['/?author=1', `${site}/`],
      ['/author/admin/', `${site}/`],
      ['/author/no-such-user/', `${site}/`],
      ['/?cat=70', `${site}/en/news?category=70`],
      ['/2026/', `${site}/`],
      ['/feed/', `${site}/uk/news/feed.xml`],
      ['/?s=grant+Київ', `${site}/uk/search?q=grant%20${encodeURIComponent('Київ')}`],
      ['/wp-sitemap.xml', `${site}/sitemap.xml`],
      [`/?p=${draft.id}`, `${site}/`],
    ];
    for (const [from, to] of cases) expect({ from, ...(await frontEnd(from ?? '')) }).toEqual({ from, status: 301, location: to });
  });

  it('leaves wp-login, wp-admin, the REST API, media files and cron alone', async () => {
    const media = (await wp('wp/v2/media', { per_page: 1 })).body as { source_url: string }[];
    const file = new URL(media[0]?.source_url ?? '').pathname;
    for (const [path, status] of [['/wp-login.php', 200], ['/wp-admin/', 302], ['/wp-json/', 200], ['/?rest_route=/', 200], [file, 200], ['/wp-cron.php', 200]] as const) {
      expect({ path, status: (await frontEnd(path)).status }).toEqual({ path, status });
    }
    expect((await frontEnd('/wp-admin/')).location).toMatch(/\/wp-login\.php\?/);
  });

  it('leaves the preview flow alone: the Preview button still reaches the site’s /api/preview', async () => {
    const answer = await frontEnd(`/?p=${draft.id}&preview=true`, await signIn('editor'));
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/\/api\/preview\?token=/);
  });
});

describe('accounts and XML-RPC', () => {
  it('wp/v2/users answers 401 to anonymous callers, and still lists accounts for a signed-in editor', async () => {
    for (const path of ['wp/v2/users', 'wp/v2/users/1', 'wp/v2/users?who=authors']) {
      const answer = await wp(path);
      expect({ path, status: answer.status, code: (answer.body as { code?: string }).code }).toEqual({ path, status: 401, code: 'rest_user_cannot_view' });
    }
    const forEditor = await wp('wp/v2/users', { who: 'authors' }, { auth: 'editor' });
    expect(forEditor.status).toBe(200);
    expect((forEditor.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('oEmbed names no account (its author name and archive address would give the login away)', async () => {
    const embed = await wp('oembed/1.0/embed', { url: `${WP_URL}/?p=${article.id}` });
    expect(embed.status).toBe(200);
    expect(embed.body).not.toHaveProperty('author_name');
    expect(embed.body).not.toHaveProperty('author_url');
  });

  const listMethods = () =>
    fetch(`${WP_URL}/xmlrpc.php`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<?xml version="1.0"?><methodCall><methodName>system.listMethods</methodName></methodCall>',
    });

  it('xmlrpc.php is off: 403, and no method is listed; the setting turns it on', async () => {
    const off = await listMethods();
    expect(off.status).toBe(403);
    expect(await off.text()).not.toContain('wp.getUsersBlogs');
    try {
      expect(wpSettings({ xmlrpc: '1' }).xmlrpc).toBe('1');
      const on = await listMethods();
      expect(on.status).toBe(200);
      expect(await on.text()).toContain('wp.getUsersBlogs');
    } finally {
      wpSettings({ xmlrpc: '0' });
    }
  });
});
