import { describe, expect, it } from '@jest/globals';
import { resolveDynamicContent } from '@/lib/dynamic-pages/dynamic-content';
import { resolveArticle } from '@/lib/news/article-data';
import { resolveProgram } from '@/lib/programs/program-data';
import { readContent } from '@/test/support/content';

/**
 * Issue 37: "A renamed item's old address answers a permanent redirect to its current one, in
 * both languages, for articles, programmes and pages." Read from the embedded CMS, whose
 * content/moved.json holds the old slugs as WordPress keeps them (`_wp_old_slug`).
 */
const permanent = (to: string) => ({ kind: 'redirect', to, permanent: true });

describe('a renamed item’s old address', () => {
  it('sends an article’s old slugs, Cyrillic or Latin, to its current address in one hop, in each language', async () => {
    expect(await resolveArticle('зимова-школа-у-львові', 'uk')).toEqual(permanent('/uk/news/zymova-shkola-fulbraitivtsiv-u-lvovi'));
    expect(await resolveArticle('zymova-shkola-2026', 'uk')).toEqual(permanent('/uk/news/zymova-shkola-fulbraitivtsiv-u-lvovi'));
    expect(await resolveArticle('winter-school-lviv', 'en')).toEqual(permanent('/en/news/fulbrighters-gather-for-winter-school-in-lviv'));
    expect(await resolveArticle('winter-school-2026', 'en')).toEqual(permanent('/en/news/fulbrighters-gather-for-winter-school-in-lviv'));
  });

  it('sends a programme’s and a page’s old slugs to their current addresses', async () => {
    expect(await resolveProgram('програма-гамфрі', 'uk')).toEqual(permanent('/uk/programs/stypendiia-hamfri'));
    expect(await resolveProgram('scholar-program', 'en')).toEqual(permanent('/en/programs/visiting-scholar-program'));
    expect(await resolveDynamicContent('візова-підтримка', 'uk', '')).toEqual(permanent('/uk/vizova-pidtrymka-j-1'));
    expect(await resolveDynamicContent('visa-support', 'en', '')).toEqual(permanent('/en/j-1-visa-support'));
  });

  it('is an address of its own language and kind only', async () => {
    expect(await resolveDynamicContent('visa-support', 'uk', '')).toEqual({ kind: 'not-found' });
    expect(await resolveArticle('scholar-program', 'en')).toEqual({ kind: 'not-found' });
  });

  it('belongs to the item that has that slug now', async () => {
    const resolution = await resolveArticle('graduate-student-program-2028-2029-competition-open', 'en');
    expect(resolution).toMatchObject({ kind: 'article', item: { slug: 'graduate-student-program-2028-2029-competition-open' } });
  });

  it('of an item that is not published is not found, and says nothing of the item', async () => {
    expect(await resolveArticle('vesniana-shkola-2027', 'uk')).toEqual({ kind: 'not-found' });
    expect(await resolveArticle('alumni-spring-school-2027', 'en')).toEqual({ kind: 'not-found' });
  });

  it('never reaches the sitemap, whose sources list current slugs only', async () => {
    const { GET } = await import('@/app/sitemaps/[file]/route');
    const moved = readContent<Record<string, Record<string, Record<string, unknown>>>>(null, 'moved.json');
    const olds = Object.values(moved).flatMap((kinds) => Object.values(kinds).flatMap((olds) => Object.keys(olds)));
    for (const file of ['programs.xml', 'pages.xml', 'news-uk-1.xml', 'news-en-1.xml', 'news-uk-2.xml', 'news-en-2.xml']) {
      const xml = await (await GET(new Request(`http://localhost/sitemaps/${file}`), { params: Promise.resolve({ file }) })).text();
      for (const old of olds.filter((slug) => slug !== 'graduate-student-program-2028-2029-competition-open')) {
        expect(xml).not.toContain(`/${encodeURIComponent(old)}<`);
      }
    }
    const programs = await (await GET(new Request('http://localhost/sitemaps/programs.xml'), { params: Promise.resolve({ file: 'programs.xml' }) })).text();
    expect(programs).toContain('/uk/programs/stypendiia-hamfri<');
  });
});
