import { describe, expect, it } from '@jest/globals';
import { config } from '@/lib/config';
import { buildMetadata, type PageSeo } from './metadata';
import { siteCanonical } from '../cms/rules/site-canonical';
import { storedTitle, withStoredSeo } from './stored-seo';

/**
 * Issue 37: "The site uses Yoast SEO's (and Rank Math's) stored title, description and canonical
 * where an item has them." Never a raw `%%…%%` before a visitor, never the site's name twice
 * (the site appends " | {site name}"), and a canonical only on the site itself.
 */
const site = config.siteUrl;
const page: PageSeo = { lang: 'uk', path: '/news/zymova-shkola', title: 'Зимова школа', description: 'Текст статті', type: 'article', modifiedTime: '2026-01-01' };
const record = (fields: Partial<Record<'title' | 'description' | 'canonical' | 'modified_time', string>> & { noindex?: boolean }) => ({
  title: '',
  description: '',
  canonical: '',
  modified_time: '',
  noindex: false,
  ...fields,
});

describe('a stored title', () => {
  it.each([
    // A last part that names the programme is dropped, since the site appends its own name.
    ['2028–2029 Graduate Student competition | Fulbright Ukraine', '2028–2029 Graduate Student competition'],
    ['Конкурс для магістрантів 2028–2029 | Фулбрайт в Україні', 'Конкурс для магістрантів 2028–2029'],
    ['Зимова школа – Програма Фулбрайт в Україні', 'Зимова школа'],
    // The programme’s name stays where it is the title itself.
    ['Fulbright Scholar Program: deadlines', 'Fulbright Scholar Program: deadlines'],
    ['Fulbright Ukraine', 'Fulbright Ukraine'],
    ['Kyiv-Mohyla partners - Kharkiv', 'Kyiv-Mohyla partners - Kharkiv'],
    // A variable a CMS left unresolved (Yoast %%…%%, Rank Math %…%) is never shown.
    ['%%title%% %%sep%% %%sitename%%', ''],
    ['Зимова школа %%page%% %%sep%% %%sitename%%', 'Зимова школа'],
    ['%primary_category% | Winter school %customfield(year)%', 'Winter school'],
    ['100% of grantees &amp; alumni', '100% of grantees & alumni'],
  ])('%s → %s', (stored, title) => expect(storedTitle(stored)).toBe(title));
});

describe('a stored canonical', () => {
  it('is checked against the site’s own address (SITE_URL) unless told another', () => {
    expect(siteCanonical(`${site}/uk/news/a`)).toBe(`${site}/uk/news/a`);
  });

  it.each([
    ['https://www.example.org/uk/a', 'https://www.example.org', 'https://www.example.org/uk/a'],
    ['https://cms.example.org/2026/01/a/', 'https://www.example.org', undefined],
    ['https://www.example.org.evil.test/uk', 'https://www.example.org', undefined],
    ['http://www.example.org/uk', 'https://www.example.org', undefined],
    ['/uk/news/a', 'https://www.example.org', undefined],
    ['', 'https://www.example.org', undefined],
    ['https://www.example.org/site/uk', 'https://www.example.org/site', 'https://www.example.org/site/uk'],
    ['https://www.example.org/other/uk', 'https://www.example.org/site', undefined],
  ])('is used only as an absolute address on the site: %s on %s', (stored, siteUrl, canonical) => expect(siteCanonical(stored, siteUrl)).toBe(canonical));
});

describe('a page’s head with the stored record', () => {
  it('takes the stored title, description, canonical and time, once, with the site’s own suffix', () => {
    const metadata = buildMetadata(
      withStoredSeo(page, record({ title: 'Школа у Львові | Фулбрайт в Україні', description: 'Опис для пошуковиків.', canonical: `${site}/uk/news/inshe`, modified_time: '2026-02-02T10:00:00+02:00' })),
    );
    expect(metadata.title).toBe(`Школа у Львові | Програма ${config.product.uk} в Україні`);
    expect(metadata.description).toBe('Опис для пошуковиків.');
    expect(metadata.alternates?.canonical).toBe(`${site}/uk/news/inshe`);
    expect(metadata.openGraph).toMatchObject({ url: `${site}/uk/news/inshe`, modifiedTime: '2026-02-02T10:00:00+02:00' });
  });

  it('keeps the page’s own value for each field the record leaves empty or unusable', () => {
    const head = withStoredSeo(page, record({ title: '%%sitename%%', canonical: 'https://cms.elsewhere.test/uk/news/a' }));
    expect(head).toMatchObject({ title: 'Зимова школа', description: 'Текст статті', modifiedTime: '2026-01-01' });
    expect(buildMetadata(head).alternates?.canonical).toBe(`${site}/uk/news/zymova-shkola`);
    expect(withStoredSeo(page, null)).toBe(page);
  });

  it('keeps out of search engines an item the office marked noindex in Yoast SEO or Rank Math (issue 50)', () => {
    expect(buildMetadata(withStoredSeo(page, record({ noindex: true }))).robots).toEqual({ index: false, follow: true });
    expect(buildMetadata(withStoredSeo(page, record({}))).robots).toBeUndefined();
  });
});
