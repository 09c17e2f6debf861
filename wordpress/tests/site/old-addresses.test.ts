/**
 * Against the real WordPress, issue 49 items 4 and 5 and issue 50 item 8. An editor publishes
 * through the REST API, as the block editor and the classic editor save: a Ukrainian article
 * (block markup, a slug WordPress made from its title) that is then renamed, an English article
 * (classic content) whose text links to the first one in every form WordPress gave it, a page,
 * a private and a password-protected article. Then:
 * - WordPress's own front end sends each of their addresses, the renamed article's old one
 *   included, to its address on the site in one hop (issue 50, item 8: "A renamed post's old
 *   address on WordPress's own host goes to the post's current address on the site");
 * - the map the plugin exports (`old-addresses`) holds the same, and the site's matcher
 *   (lib/old-addresses/match.ts) fed with it sends every address where WordPress itself sends it;
 * - the links inside the English article's text lead to the Ukrainian article's page on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { newsItemSchema, oldAddressesSchema, type OldAddressEntry } from '@/lib/cms/schemas';
import { buildOldAddressIndex, oldAddressTarget } from '@/lib/old-addresses/match';
import { isAllowedTarget } from '@/lib/old-addresses/targets';
import { createItem, deleteCreated, frontEnd, NAMESPACE, wp, WP_URL, wpSettings } from './wordpress';

const run = Math.floor(Math.random() * 1e6).toString();
const ns = (p: string) => `${NAMESPACE}/${p}`;
let before: Record<string, string>;
let site = '';
const made = { uk: { id: 0, first: '', slug: '' }, en: { id: 0, slug: '' }, page: { id: 0, slug: '' }, hidden: [] as number[] };

/** The whole map, as the site reads it: every page, each parsed by the site's schema. */
async function wholeMap(): Promise<OldAddressEntry[]> {
  const entries: OldAddressEntry[] = [];
  for (let page = 1; page <= 100; page++) {
    const answer = await wp(ns('old-addresses'), { page, per_page: 100 });
    entries.push(...oldAddressesSchema.parse(answer.body).addresses);
    if (page >= (answer.totalPages ?? 1)) break;
  }
  return entries;
}

const pathOf = (slug: string) => `/${encodeURIComponent(decodeURIComponent(slug))}/`;

beforeAll(async () => {
  before = wpSettings({});
  wpSettings({ transliterate_slugs: '0' });
  const uk = await createItem('posts', {
    title: `Зимова школа фулбрайтівців ${run}`,
    content: `<!-- wp:paragraph -->\n<p>Школа відбудеться у Львові.</p>\n<!-- /wp:paragraph -->`,
    status: 'publish', categories: [3], lang: 'uk',
  });
  made.uk.id = uk.id;
  made.uk.first = decodeURIComponent(uk.slug);
  const renamed = await wp(`wp/v2/posts/${uk.id}`, {}, { method: 'POST', body: { slug: `zymova-shkola-${run}` }, auth: true });
  expect(renamed.status).toBe(200);
  made.uk.slug = `zymova-shkola-${run}`;
  const page = await createItem('pages', { title: `Візова підтримка ${run}`, content: '<p>Віза J-1.</p>', status: 'publish', lang: 'uk' });
  made.page = { id: page.id, slug: decodeURIComponent(page.slug) };
  const wpHost = new URL(WP_URL);
  const links = [
    `${WP_URL}/?p=${uk.id}`,
    `https://www.${wpHost.host}/?p=${uk.id}`,
    `/?page_id=${uk.id}`,
    pathOf(made.uk.first),
    `${WP_URL}${pathOf(made.uk.slug)}`,
    '/?cat=3',
    `/?page_id=${page.id}`,
    'https://example.org/elsewhere',
  ];
  const classic = `The winter school is <a href="${links[0]}">announced</a>.\n\n${links.slice(1).map((l, i) => `Link ${i}: <a href="${l}">here</a>`).join('\n\n')}`;
  const en = await createItem('posts', { title: `Winter school links ${run}`, content: classic, status: 'publish', categories: [70], lang: 'en' });
  made.en = { id: en.id, slug: en.slug };
  for (const fields of [{ status: 'private' }, { password: 'secret' }]) {
    const hidden = await createItem('posts', { title: `Прихований ${run} ${Object.keys(fields)[0]}`, content: '<p>—</p>', status: 'publish', categories: [3], lang: 'uk', ...fields });
    made.hidden.push(hidden.id);
  }
  site = new URL((await frontEnd(`/?p=${en.id}`)).location ?? '').origin;
});

afterAll(async () => {
  await deleteCreated();
  wpSettings(before);
});

describe('WordPress’s own front end (issue 50, item 8)', () => {
  it('the renamed article’s old address, in any encoding, goes to its current address on the site in one hop', async () => {
    const current = `${site}/uk/news/${made.uk.slug}`;
    for (const from of [pathOf(made.uk.first), pathOf(made.uk.first).toLowerCase(), `/?p=${made.uk.id}`, pathOf(made.uk.slug)]) {
      expect({ from, ...(await frontEnd(from)) }).toEqual({ from, status: 301, location: current });
    }
  });

  it('a private or password-protected article’s addresses never lead to it', async () => {
    for (const id of made.hidden) {
      expect(await frontEnd(`/?p=${id}`)).toEqual({ status: 301, location: `${site}/` });
    }
  });
});

describe('the map the plugin exports, applied by the site’s matcher (issue 49, item 5)', () => {
  it('holds the new items, the old slug, never the hidden ones, and sends each address where WordPress sends it', async () => {
    const entries = await wholeMap();
    const uk = entries.find((e) => e.from.includes(`/?p=${made.uk.id}`));
    expect(uk).toEqual({ from: [`/?p=${made.uk.id}`, `/${made.uk.slug}/`], old: [`/${made.uk.first}/`], to: `/uk/news/${made.uk.slug}` });
    expect(entries.find((e) => e.from.includes(`/?p=${made.page.id}`))?.to).toBe(`/uk/${made.page.slug}`);
    for (const id of made.hidden) expect(entries.some((e) => e.from.includes(`/?p=${id}`))).toBe(false);

    const index = buildOldAddressIndex(entries, (target) => isAllowedTarget(target, `${WP_URL}/wp-json`));
    const addresses = [`/?p=${made.uk.id}`, `/?page_id=${made.uk.id}`, pathOf(made.uk.first), pathOf(made.uk.slug), `/?p=${made.en.id}`, `/?page_id=${made.page.id}`, pathOf(made.page.slug), '/?cat=70', '/feed/'];
    for (const address of addresses) {
      const url = new URL(address, 'http://old.example');
      const matched = oldAddressTarget(index, url.pathname, url.searchParams);
      const wordpress = await frontEnd(address);
      // WordPress writes the site's address percent-encoded, the map as text.
      expect({ address, to: matched && decodeURI(`${site}${matched}`) }).toEqual({ address, to: decodeURI(wordpress.location ?? '') });
    }
  });
});

describe('links inside content (issue 49, item 4)', () => {
  it('every link to an address WordPress gave the article leads to its page on the site; others are kept', async () => {
    const item = newsItemSchema.parse((await wp(ns(`news/${made.en.slug}`), { lang: 'en' })).body);
    const hrefs = [...item.content.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    const article = `/uk/news/${made.uk.slug}`;
    expect(hrefs).toEqual([article, article, article, article, article, '/uk/news?category=3', `/uk/${encodeURIComponent(made.page.slug)}`, 'https://example.org/elsewhere']);
    expect(item.content).toContain('<p>The winter school is ');
  });
});
