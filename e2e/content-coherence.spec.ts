import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { publishedNews, readContent } from '../test/support/content';

/**
 * The sample content describes one coherent office: the same headline figures on every page,
 * counts taken from the data, every count in its plural form, Ukrainian pages in Ukrainian and
 * English pages spelling "program" as the spec does.
 */
type Lang = 'uk' | 'en';
const LANGS = ['uk', 'en'] as const;

/** The office's figures, as its CMS pages state them (about page: impact stats). */
const about = (lang: Lang) => readContent<Record<string, string>>(lang, 'pages/about.json');
const OFFICE = (lang: Lang) => ({
  alumni: about(lang).impact_stat1_number ?? '',
  partnersInUkraine: about(lang).impact_stat3_number ?? '',
  hostsInUsa: readContent<Record<string, string>>(lang, 'pages/history.json').partnership_stat3_number ?? '',
});

/** The programmes of the /programs catalogue (every category but us-academic), each once. */
function catalogueCount(lang: Lang): number {
  const groups = readContent<{ slug: string; programs: { slug: string }[] }[]>(lang, 'programs.json');
  return new Set(groups.filter((g) => !g.slug.startsWith('us-academic')).flatMap((g) => g.programs.map((p) => p.slug))).size;
}

const heroFigure = (page: Page, value: string) => page.locator('main dl dd').filter({ hasText: new RegExp(`^\\s*${value.replace(/[+.]/g, '\\$&')}\\s*$`) });

/** Visible text of a server-rendered page: the HTML without scripts, styles and tags; plus title and description. */
async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return `${body} ${description}`;
}

for (const lang of LANGS) {
  const office = OFFICE(lang);

  test.describe(`one coherent office (${lang})`, () => {
    test('the same headline figures on every page that states them', async ({ request }) => {
      const oldAlumni = /\b1[\s,\u00a0]?000\+/;
      for (const path of ['', '/about', '/history', '/fulbrighters', '/impact', '/ukraine-programs', '/participants', '/stories']) {
        const text = await pageText(request, `/${lang}${path}`);
        expect(text, `${path}: the office's alumni figure`).toContain(office.alumni);
        expect(text, `${path}: no other alumni figure`).not.toMatch(oldAlumni);
      }
      for (const path of ['/about', '/history', '/impact']) {
        expect(await pageText(request, `/${lang}${path}`), `${path}: partners in Ukraine`).toContain(office.partnersInUkraine);
      }
      for (const path of ['/history', '/programs', '/ukraine-programs']) {
        expect(await pageText(request, `/${lang}${path}`), `${path}: U.S. host institutions`).toContain(office.hostsInUsa);
      }
      const impact = await pageText(request, `/${lang}/impact`);
      expect(impact).not.toMatch(/\b50\+/);
      expect(await pageText(request, `/${lang}/ukraine-programs`)).not.toMatch(/\b200\+/);
    });

    test('the programme count is counted from the data, the same on the home, /programs and /participants', async ({ page }) => {
      const count = String(catalogueCount(lang));
      await page.goto(`/${lang}`);
      await expect(page.getByTestId('about-counter').locator('dd').filter({ hasText: new RegExp(`^${count}$`) })).toHaveCount(1);
      await page.goto(`/${lang}/programs`);
      await expect(heroFigure(page, count)).toHaveCount(1);
      await expect(page.locator('main article[data-slug]')).toHaveCount(catalogueCount(lang));
      await page.goto(`/${lang}/participants`);
      await expect(heroFigure(page, count)).toHaveCount(1);
    });

    test('the contacts page and the footer list only the office’s own numbers', async ({ page }) => {
      await page.goto(`/${lang}/contacts`);
      const phones = await page.locator('a[href^="tel:"]').allTextContents();
      expect(phones.length).toBeGreaterThan(2);
      for (const phone of phones) expect(phone).toMatch(/^\+380 44 585 06 \d\d$/);
    });
  });
}

test.describe('Ukrainian pages in Ukrainian', () => {
  /** Forms of the words the heroes put beside a count. */
  const WORDS: Record<string, { one: string; few: string; many: string }>[] = [
    { публікація: { one: 'публікація', few: 'публікації', many: 'публікацій' } },
    { рубрика: { one: 'рубрика', few: 'рубрики', many: 'рубрик' } },
    { програма: { one: 'програма', few: 'програми', many: 'програм' } },
    { категорія: { one: 'категорія', few: 'категорії', many: 'категорій' } },
    { ресурс: { one: 'ресурс', few: 'ресурси', many: 'ресурсів' } },
    { історія: { one: 'історія', few: 'історії', many: 'історій' } },
    { рік: { one: 'рік', few: 'роки', many: 'років' } },
    { фахівець: { one: 'фахівець', few: 'фахівці', many: 'фахівців' } },
  ];
  const rules = new Intl.PluralRules('uk-UA');

  test('every count beside its word takes the plural form the number needs ("34 публікації")', async ({ page }) => {
    let checked = 0;
    for (const path of ['/news', '/programs', '/library', '/stories', '/team', '/participants', '']) {
      await page.goto(`/uk${path}`);
      const pairs = await page.locator('main dl > div').evaluateAll((els) =>
        els.map((el) => [el.querySelector('dt')?.textContent ?? '', el.querySelector('dd')?.textContent ?? '']),
      );
      for (const [label, value] of pairs) {
        const digits = /^\s*([\d\s\u00a0\u202f]+)\+?\s*$/.exec(value ?? '')?.[1];
        if (!digits) continue;
        const count = Number(digits.replace(/\D/g, ''));
        const word = (label ?? '').trim().split(/\s+/)[0]?.toLocaleLowerCase() ?? '';
        const forms = WORDS.map((w) => Object.values(w)[0]).find((f) => f && Object.values(f).includes(word));
        if (!forms) continue;
        const category = rules.select(count) as 'one' | 'few' | 'many';
        expect(word, `/uk${path}: ${value} ${label}`).toBe(forms[category]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  test('the header menu, the library’s file sizes and the stories’ programme tags are in Ukrainian', async ({ page }) => {
    await page.goto('/uk');
    const labels = await page.locator('header nav').first().evaluate((nav) =>
      Array.from(nav.querySelectorAll('a, button'))
        .map((el) => (el.textContent ?? '').trim())
        .filter(Boolean),
    );
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) expect(label, 'a Ukrainian menu label').toMatch(/[а-яіїєґ]/i);

    await page.goto('/uk/library');
    const sizes = await page.getByTestId('library-row').locator('dd').allTextContents();
    const withUnits = sizes.filter((s) => /\d\s*\S*Б$|\d\s*[KMG]?B$/i.test(s.trim()));
    expect(withUnits.length).toBeGreaterThan(5);
    for (const size of withUnits) expect(size.trim()).toMatch(/^\d+(,\d+)?\s(Б|КБ|МБ|ГБ)$/);

    await page.goto('/uk/stories');
    const tags = await page.getByTestId('story-program').allTextContents();
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag, 'a Ukrainian programme tag').toMatch(/[а-яіїєґ]/i);
  });
});

test('English pages say "program", as the spec does, never "programme"', async ({ request }) => {
  const article = publishedNews('en')[0]?.slug;
  const paths = [
    '', '/programs', '/programs/graduate-student-program', '/news', `/news/${article}`, '/library', '/about', '/history',
    '/james-william-fulbright', '/fulbrighters', '/team', '/contacts', '/faq', '/research', '/impact', '/custom-article',
    '/circles-demo', '/ukraine-programs', '/photo-exhibition', '/participants', '/stories', '/search', '/privacy-policy',
  ];
  for (const path of paths) {
    expect(await pageText(request, `/en${path}`), `/en${path}`).not.toMatch(/programme/i);
  }
});
