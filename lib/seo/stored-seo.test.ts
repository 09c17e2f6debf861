import { describe, expect, it } from '@jest/globals';
import { config } from '@/lib/config';
import { buildMetadata, type PageSeo } from './metadata';
import { siteCanonical } from './site-canonical';
import { storedTitle, withStoredSeo } from './stored-seo';

/**
 * Issue 37: "The site uses Yoast SEO's (and Rank Math's) stored title, description and canonical
 * where an item has them." Never a raw `%%…%%` before a visitor, never the site's name twice
 * (the site appends " | {site name}"), and a canonical only on the site itself.
 */
const site = config.siteUrl;
const page: PageSeo = { lang: 'uk', path: '/news/zymova-shkola', title: 'Зимова школа', description: 'Текст статті', type: 'article', modifiedTime: '2026-01-01' };
const record = (fields: Partial<Record<'title' | 'description' | 'canonical' | 'modified_time', string>>) => ({
  title: '',
  description: '',
  canonical: '',
  modified_time: '',
  ...fields,
});

describe('a stored title', () => {
  it('drops a last part that names the programme, since the site appends its own name', () => {
    expect(storedTitle('2028–2029 Graduate Student competition | Fulbright Ukraine')).toBe('2028–2029 Graduate Student competition');
    expect(storedTitle('Конкурс для магістрантів 2028–2029 | Фулбрайт в Україні')).toBe('Конкурс для магістрантів 2028–2029');
    expect(storedTitle('Зимова школа – Програма Фулбрайт в Україні')).toBe('Зимова школа');
  });

  it('keeps the programme’s name where it is the title itself', () => {
    expect(storedTitle('Fulbright Scholar Program: deadlines')).toBe('Fulbright Scholar Program: deadlines');
    expect(storedTitle('Fulbright Ukraine')).toBe('Fulbright Ukraine');
    expect(storedTitle('Kyiv-Mohyla partners - Kharkiv')).toBe('Kyiv-Mohyla partners - Kharkiv');
  });

  it('never shows a variable a CMS left unresolved (Yoast %%…%%, Rank Math %…%)', () => {
    expect(storedTitle('%%title%% %%sep%% %%sitename%%')).toBe('');
    expect(storedTitle('Зимова школа %%page%% %%sep%% %%sitename%%')).toBe('Зимова школа');
    expect(storedTitle('%primary_category% | Winter school %customfield(year)%')).toBe('Winter school');
    expect(storedTitle('100% of grantees &amp; alumni')).toBe('100% of grantees & alumni');
  });
});

describe('a stored canonical', () => {
  it('is used only as an absolute address on the site', () => {
    expect(siteCanonical(`${site}/uk/news/a`)).toBe(`${site}/uk/news/a`);
    expect(siteCanonical('https://www.example.org/uk/a', 'https://www.example.org')).toBe('https://www.example.org/uk/a');
    expect(siteCanonical('https://cms.example.org/2026/01/a/', 'https://www.example.org')).toBeUndefined();
    expect(siteCanonical('https://www.example.org.evil.test/uk', 'https://www.example.org')).toBeUndefined();
    expect(siteCanonical('http://www.example.org/uk', 'https://www.example.org')).toBeUndefined();
    expect(siteCanonical('/uk/news/a', 'https://www.example.org')).toBeUndefined();
    expect(siteCanonical('', 'https://www.example.org')).toBeUndefined();
    expect(siteCanonical('https://www.example.org/site/uk', 'https://www.example.org/site')).toBe('https://www.example.org/site/uk');
    expect(siteCanonical('https://www.example.org/other/uk', 'https://www.example.org/site')).toBeUndefined();
  });
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
});
