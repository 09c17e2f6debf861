/**
 * Against the real WordPress: every slug WordPress makes works. Articles,
 * programmes and pages are published the ordinary way, through the REST API with a Ukrainian title
 * and no slug. With romanisation off (an install that had the plugin before), WordPress keeps
 * their slugs percent-encoded; every look-up finds them however the slug is encoded, and every
 * answer carries it decoded, as the site's addresses use it. With romanisation on, a new item gets
 * a Latin slug by the national system of 2010, and an existing slug is never changed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dynamicContentSchema, dynamicPagesSchema, newsItemSchema, newsListSchema, programDetailSchema, searchResponseSchema, wpPostsSchema } from '@/lib/cms/schemas';
import { createItem, deleteCreated, NAMESPACE, wp, wpSettings } from './wordpress';

const run = Math.floor(Math.random() * 1e6).toString();
const ns = (p: string) => `${NAMESPACE}/${p}`;
const PROGRAM_GROUP = 107;
let before: Record<string, string>;

const made = {
  news: { title: `Стипендія для науковців ${run}`, slug: `стипендія-для-науковців-${run}` },
  program: { title: `Програма для магістрантів ${run}`, slug: `програма-для-магістрантів-${run}` },
  page: { title: `Умови участі у конкурсі ${run}`, slug: `умови-участі-у-конкурсі-${run}` },
};
const ids: Record<keyof typeof made, number> = { news: 0, program: 0, page: 0 };
const stored: Record<keyof typeof made, string> = { news: '', program: '', page: '' };

beforeAll(async () => {
  before = wpSettings({});
  wpSettings({ transliterate_slugs: '0' });
  const news = await createItem('posts', { title: made.news.title, content: `<p>Текст ${run}</p>`, status: 'publish', categories: [3], lang: 'uk' });
  const program = await createItem('eos_program', { title: made.program.title, content: `<p>Програма ${run}</p>`, status: 'publish', lang: 'uk', eos_program_group: [PROGRAM_GROUP] });
  const page = await createItem('pages', { title: made.page.title, content: `<p>Сторінка ${run}</p>`, status: 'publish', lang: 'uk' });
  Object.assign(ids, { news: news.id, program: program.id, page: page.id });
  Object.assign(stored, { news: news.slug, program: program.slug, page: page.slug });
});

afterAll(async () => {
  await deleteCreated();
  wpSettings(before);
});

/** The forms a slug reaches WordPress in: as WordPress stores it, upper-case encoded, decoded, encoded by the site. */
const forms = (slug: string, storedSlug: string) => [storedSlug, storedSlug.toUpperCase(), encodeURIComponent(slug), slug];

describe('slugs WordPress made from Ukrainian titles', () => {
  it('are kept percent-encoded in lower case (romanisation off)', () => {
    for (const kind of ['news', 'program', 'page'] as const) {
      expect(stored[kind]).toBe(encodeURIComponent(made[kind].slug).toLowerCase());
    }
  });

  it('an article: the list gives the slug decoded, and news/{slug} answers it in every encoding', async () => {
    const list = newsListSchema.parse((await wp(ns('news'), { lang: 'uk' })).body);
    expect(list.news.find((n) => n.id === ids.news)?.slug).toBe(made.news.slug);
    for (const key of forms(made.news.slug, stored.news)) {
      const answer = await wp(ns(`news/${key}`), { lang: 'uk' });
      expect({ key, status: answer.status }).toEqual({ key, status: 200 });
      expect(newsItemSchema.parse(answer.body)).toMatchObject({ id: ids.news, slug: made.news.slug });
    }
  });

  it('a programme: program-by-slug answers it in every encoding, its card links to it decoded', async () => {
    for (const key of forms(made.program.slug, stored.program)) {
      const answer = await wp(ns(`program-by-slug/${key}`), { lang: 'uk' });
      expect({ key, status: answer.status }).toEqual({ key, status: 200 });
      expect(programDetailSchema.parse(answer.body)).toMatchObject({ id: ids.program, slug: made.program.slug, learnMoreLink: `/programs/${made.program.slug}` });
    }
  });

  it('a page: dynamic-content answers it in every encoding, and the list of pages gives it decoded', async () => {
    for (const key of forms(made.page.slug, stored.page)) {
      const answer = await wp(ns(`dynamic-content/${key}`), { lang: 'uk' });
      expect({ key, status: answer.status }).toEqual({ key, status: 200 });
      expect(dynamicContentSchema.parse(answer.body).content).toMatchObject({ id: ids.page, slug: made.page.slug });
    }
    const pages = dynamicPagesSchema.parse((await wp(ns('dynamic-content'), { lang: 'uk' })).body).pages;
    expect(pages.find((p) => p.id === ids.page)?.slug).toBe(made.page.slug);
  });

  it('the standard posts endpoint finds the article and the page by the decoded slug (the site’s category look-up)', async () => {
    for (const kind of ['news', 'page'] as const) {
      const posts = wpPostsSchema.parse((await wp('wp/v2/posts', { slug: made[kind].slug })).body);
      expect(posts.map((p) => [p.id, p.slug])).toEqual([[ids[kind], made[kind].slug]]);
    }
  });

  it('search links to them by the decoded slug', async () => {
    const answer = searchResponseSchema.parse((await wp(ns('search'), { lang: 'uk', query: run })).body);
    expect(answer.results.map((r) => r.url).sort()).toEqual([`/uk/${made.page.slug}`, `/uk/news/${made.news.slug}`, `/uk/programs/${made.program.slug}`].sort());
  });
});

describe('romanisation by the national system of 2010 (the setting on)', () => {
  it('gives a new item a Latin slug and leaves the slug of an existing item as it was', async () => {
    wpSettings({ transliterate_slugs: '1' });
    const fresh = await createItem('posts', { title: `Щербухи і Згорани: Юрій у Знам’янці ${run}`, status: 'publish', categories: [3], lang: 'uk' });
    expect(fresh.slug).toBe(`shcherbukhy-i-zghorany-yurii-u-znamiantsi-${run}`);
    expect((await wp(ns(`news/${fresh.slug}`), { lang: 'uk' })).status).toBe(200);

    // Editing the older article, even sending its slug back decoded, keeps its address.
    const edited = await wp(`wp/v2/posts/${ids.news}`, {}, { method: 'POST', body: { title: `Нова назва ${run}`, slug: made.news.slug }, auth: true });
    expect(edited.status).toBe(200);
    expect((edited.body as { slug: string }).slug).toBe(stored.news);
    expect((await wp(ns(`news/${made.news.slug}`), { lang: 'uk' })).status).toBe(200);
  });
});
