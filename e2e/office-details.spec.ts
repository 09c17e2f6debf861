import { expect } from '@playwright/test';
import { test } from '../test/support/shared-page';
import { backend } from '../test/support/backend';
import { publishedNews, readContent } from '../test/support/content';

/**
 * One office, and the CMS's own words: contact details, the footer's notice and texts, the
 * header's logo and title, the article's texts and the programme card's learn-more link come
 * from the CMS; the site's own texts and the office's settings only fill what the CMS left empty.
 */
interface Footer {
  contacts: { address: string; phone: string; email: string };
  translations: Record<string, string>;
}
interface Header {
  logo: { url: string; alt: string };
  site_title: string;
}
interface Contacts {
  hours_weekdays: string;
  hours_saturday: string;
  hours_sunday: string;
}
interface Group {
  slug: string;
  programs: { slug: string; learnMoreLink: string }[];
}

const LANGS = ['uk', 'en'] as const;
const ukFooter = readContent<Footer>('uk', 'footer-data.json');

for (const lang of LANGS) {
  const footer = readContent<Footer>(lang, 'footer-data.json');
  const header = readContent<Header>(lang, 'header-data.json');

  test.describe(`office details and CMS texts (${lang})`, () => {
    test('the footer shows one office: the CMS’s details, the office’s own where the CMS left a field empty', async ({ page }) => {
      await page.goto(`/${lang}`);
      const contacts = page.locator('footer address');
      // The English footer's phone is empty in the CMS: the fallback is the same office's number, not another one.
      await expect(contacts.locator('a[href^="tel:"]')).toHaveText(footer.contacts.phone || ukFooter.contacts.phone);
      await expect(contacts.locator('a[href^="tel:"]')).toHaveText(ukFooter.contacts.phone);
      await expect(contacts).toContainText(footer.contacts.address);
      await expect(contacts.locator('a[href^="mailto:"]')).toHaveText(footer.contacts.email);
    });

    test('the footer speaks with the CMS’s program_notice and translations', async ({ page }) => {
      await page.goto(`/${lang}`);
      const el = page.locator('footer');
      const tr = footer.translations;
      await expect(el.getByTestId('program-notice')).toHaveText(tr.program_notice ?? '');
      await expect(el.getByText(`© ${new Date().getFullYear()} ${tr.copyright}`)).toBeVisible();
      await expect(el.getByRole('heading', { name: tr.quick_links })).toBeVisible();
      await expect(el.getByRole('heading', { name: tr.contact_us })).toBeVisible();
      await expect(el.getByRole('list', { name: tr.follow_us })).toBeVisible();
      await expect(el.getByRole('link', { name: tr.privacy_policy, exact: true })).toBeVisible();
      await expect(el.getByRole('link', { name: tr.terms_of_use, exact: true })).toBeVisible();
    });

    test('the header shows the CMS’s logo and site title', async ({ page }) => {
      await page.goto(`/${lang}`);
      const brand = page.locator('header').getByRole('link', { name: header.logo.alt, exact: true });
      await expect(brand).toHaveAttribute('href', `/${lang}`);
      const logo = brand.getByRole('img', { name: header.logo.alt });
      // The CMS's address of the picture: the content's path, or WordPress's media library.
      const cmsLogo = (await backend.read<Header>('header-data', lang)).body.logo.url;
      expect(cmsLogo.endsWith(header.logo.url), cmsLogo).toBe(true);
      await expect(logo).toHaveAttribute('src', cmsLogo);
      await expect(brand).toContainText(header.site_title);
    });

    test('an article uses the texts the CMS sends with the news list, counts in their plural form', async ({ page }) => {
      const tr = readContent<{ translations: Record<string, string> }>(lang, 'news.json').translations;
      const article = publishedNews(lang).find((n) => !n.categories.some((c) => [274, 276].includes(c)));
      await page.goto(`/${lang}/news/${article?.slug}`);
      const main = page.locator('main');
      await expect(main.getByRole('link', { name: tr.back_to_news })).toHaveAttribute('href', `/${lang}/news`);
      await expect(main.getByRole('heading', { level: 2, name: tr.related_news })).toBeVisible();
      await expect(main.getByRole('link', { name: tr.view_all_news, exact: true })).toHaveAttribute('href', `/${lang}/news`);
      await expect(page.getByTestId('reading-time')).toContainText(tr.min_read ?? '');
      // "2 841 перегляд", "964 перегляди": the CMS's word is the form for many; other counts take theirs.
      const views = (await page.getByTestId('views').textContent()) ?? '';
      const count = Number(views.replace(/\D/g, ''));
      const forms = lang === 'uk' ? { one: 'перегляд', few: 'перегляди', many: 'переглядів', other: 'перегляду' } : { one: 'view', other: 'views' };
      const category = new Intl.PluralRules(lang === 'uk' ? 'uk-UA' : 'en-US').select(count) as keyof typeof forms;
      expect(views.trim().endsWith(` ${forms[category]}`)).toBe(true);
    });

    test('a programme card’s learn-more link is the CMS’s learnMoreLink', async ({ page }) => {
      const groups = readContent<Group[]>(lang, 'programs.json').filter((g) => !g.slug.startsWith('us-academic'));
      const programs = groups.flatMap((g) => g.programs);
      const external = programs.find((p) => /^https?:/.test(p.learnMoreLink));
      expect(external, 'the sample content has a programme whose learn-more link leaves the site').toBeTruthy();
      await page.goto(`/${lang}/programs`);
      for (const program of programs) {
        const link = page.locator(`article[data-slug="${program.slug}"] a[class*="learnMore"]`);
        const expected = /^https?:/.test(program.learnMoreLink) ? program.learnMoreLink : `/${lang}${program.learnMoreLink || `/programs/${program.slug}`}`;
        await expect(link).toHaveAttribute('href', expected);
      }
      await expect(page.locator(`article[data-slug="${external?.slug}"] a[class*="learnMore"]`)).toHaveAttribute('target', '_blank');
    });

    test('contacts: each opening-hours row names its day once', async ({ page }) => {
      const cms = readContent<Contacts>(lang, 'pages/contacts.json');
      await page.goto(`/${lang}/contacts`);
      const rows = page.locator('main dl').first().locator(':scope > div');
      const expected = [cms.hours_weekdays, cms.hours_saturday, cms.hours_sunday].map((text) => text.split(/:\s+/));
      await expect(rows).toHaveCount(expected.length);
      for (const [i, [day, hours]] of expected.entries()) {
        await expect(rows.nth(i).locator('dt')).toHaveText(day ?? '');
        await expect(rows.nth(i).locator('dd')).toHaveText(hours ?? '');
      }
    });
  });
}
