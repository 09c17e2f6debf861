import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { readContent } from '../test/support/content';

interface Program {
  slug: string;
  title: string;
  deadline: string;
  submit_url: string;
}
interface Group {
  id: number;
  label: string;
  slug: string;
  programs: Program[];
}
interface Detail extends Program {
  sections: { title: string }[];
  faq_questions: { question: string; short_answer: string; answer: string }[];
  curator: { name: string; position: string; email: string; phone: string; office_hours: string } | null;
  additional_contacts: { label: string; email: string }[];
  next_program: { url: string; title: string } | null;
  breadcrumb: { programs: string; current: string };
}
interface ProgramsPage {
  hero_title: string;
  main_title: string;
  cta_button1_text: string;
  cta_button2_text: string;
  cta_note: string;
}

const SLUGS = {
  en: {
    deadlineActive: 'graduate-student-program',
    closedCrossed: 'humphrey-fellowship',
    manual: 'fulbright-specialist-program',
    upcoming: 'faculty-development-program',
    autoActive: 'visiting-scholar-program',
    autoClosed: 'fulbright-kennan-research-program',
    inactive: 'susi-student-leaders',
    empty: 'scholar-in-residence',
  },
  uk: {
    deadlineActive: 'prohrama-dlia-mahistrantiv',
    closedCrossed: 'stypendiia-hamfri',
    manual: 'prohrama-specialist',
    upcoming: 'prohrama-rozvytku-vykladachiv',
    autoActive: 'prohrama-dlia-naukovtsiv',
    autoClosed: 'fulbrait-kennan',
    inactive: 'litni-instytuty-dlia-studentiv',
    empty: 'naukovets-rezydent',
  },
} as const;

const TEXTS = {
  en: {
    status: { active: 'Active', upcoming: 'Upcoming', closed: 'Closed', inactive: 'Inactive' },
    noDeadline: 'No deadline',
    submission: 'Application Submission',
    deadline: 'Application deadline',
    startsOn: 'Submissions start September 1, 2030',
    noDate: 'No date specified',
    closedNote: 'Closed',
    comingSoon: 'Coming Soon',
    apply: 'Apply now',
    autoEnd: 'December 31, 2035',
    noFaq: 'No FAQ questions available for this program',
    showFull: 'Show full answer',
    defaultPosition: 'Program Coordinator',
    notFound: 'Program not found',
    openToc: 'Open the table of contents',
    toc: 'Contents',
  },
  uk: {
    status: { active: 'Активна', upcoming: 'Незабаром', closed: 'Закрита', inactive: 'Неактивна' },
    noDeadline: 'Без кінцевого терміну',
    submission: 'Подання заявок',
    deadline: 'Кінцевий термін подання',
    startsOn: 'Прийом заявок з 1 вересня 2030 р.',
    noDate: 'Дату не вказано',
    closedNote: 'Закрито',
    comingSoon: 'Незабаром',
    apply: 'Подати заявку',
    autoEnd: '31 грудня 2035 р.',
    noFaq: 'Для цієї програми немає запитань',
    showFull: 'Показати повну відповідь',
    defaultPosition: 'Координатор програми',
    notFound: 'Програму не знайдено',
    openToc: 'Відкрити зміст',
    toc: 'Зміст',
  },
} as const;

const card = (page: Page, slug: string) => page.locator(`article[data-slug="${slug}"]`);

for (const lang of ['uk', 'en'] as const) {
  const slugs = SLUGS[lang];
  const t = TEXTS[lang];
  const groups = readContent<Group[]>(lang, 'programs.json');
  const details = readContent<Detail[]>(lang, 'program-details.json');
  const pageTexts = readContent<ProgramsPage>(lang, 'pages/programs.json');
  const detail = (slug: string) => details.find((d) => d.slug === slug) as Detail;
  const program = (slug: string) => groups.flatMap((g) => g.programs).find((p) => p.slug === slug) as Program;

  test.describe(`programmes list (${lang})`, () => {
    test('hero, grouped sections, closing call to action; the us-academic category is excluded', async ({ page }) => {
      await page.goto(`/${lang}/programs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTexts.hero_title);
      await expect(page.locator('main dl dt')).toHaveCount(3);
      await expect(page.getByRole('heading', { level: 2, name: pageTexts.main_title, exact: true })).toBeVisible();
      const excluded = groups.find((g) => g.slug.startsWith('us-academic'));
      expect(excluded).toBeTruthy();
      await expect(page.locator(`[data-category="${excluded?.id}"]`)).toHaveCount(0);
      await expect(page.locator('main').getByRole('link', { name: pageTexts.cta_button1_text, exact: true }).last()).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: pageTexts.cta_button2_text, exact: true }).last()).toBeVisible();
      await expect(page.getByText(pageTexts.cta_note)).toBeVisible();
    });

    test('category filter: all chip and dropdown; closes on outside click and Escape', async ({ page }) => {
      await page.goto(`/${lang}/programs`);
      const filter = page.getByRole('group').filter({ has: page.locator('[aria-pressed]') }).first();
      const dropdown = filter.locator('button[aria-expanded]');
      await dropdown.click();
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      const options = await filter.locator('li button').allTextContents();
      const excluded = groups.find((g) => g.slug.startsWith('us-academic'));
      expect(options).not.toContain(excluded?.label);
      expect(options.length).toBeGreaterThan(2);

      // Outside click closes.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
      // Escape closes and gives focus back.
      await dropdown.click();
      await page.keyboard.press('Escape');
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
      await expect(dropdown).toBeFocused();

      // Choosing a category shows only its group; 'all' brings every group back.
      const research = groups.find((g) => g.programs.some((p) => p.slug === slugs.autoActive)) as Group;
      await dropdown.click();
      await filter.getByRole('button', { name: research.label, exact: true }).click();
      await expect(page.locator('[data-category]')).toHaveCount(1);
      await expect(page.locator(`[data-category="${research.id}"]`)).toBeVisible();
      await filter.locator('button[aria-pressed]').first().click();
      expect(await page.locator('[data-category]').count()).toBeGreaterThan(3);
    });

    test('every status state is visible with the right badge, label and apply control', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-22T12:00:00+02:00'));
      await page.goto(`/${lang}/programs`);

      const active = card(page, slugs.deadlineActive);
      await expect(active.locator('[data-status]')).toHaveAttribute('data-status', 'active');
      await expect(active.locator('[data-status]')).toHaveText(t.status.active);
      await expect(active).toContainText(program(slugs.deadlineActive).deadline);
      const applyLink = active.locator('a[data-apply="enabled"]');
      await expect(applyLink).toHaveAttribute('href', program(slugs.deadlineActive).submit_url);
      await expect(applyLink).toHaveAttribute('target', '_blank');
      await expect(applyLink).toHaveAttribute('rel', /noopener/);

      const closed = card(page, slugs.closedCrossed);
      await expect(closed.locator('[data-status]')).toHaveText(t.status.closed);
      await expect(closed.locator('del')).toHaveText(program(slugs.closedCrossed).deadline);
      await expect(closed).toContainText(t.closedNote);
      await expect(closed.locator('button[data-apply="disabled"]')).toBeDisabled();

      const manual = card(page, slugs.manual);
      await expect(manual.locator('[data-status]')).toHaveAttribute('data-status', 'active');
      await expect(manual.locator('[data-mode="manual_no_deadline"]')).toHaveText(`${t.submission}: ${t.noDeadline}`);
      await expect(manual.locator('a[data-apply="enabled"]')).toBeVisible();

      const upcoming = card(page, slugs.upcoming);
      await expect(upcoming.locator('[data-status]')).toHaveText(t.status.upcoming);
      await expect(upcoming).toContainText(t.startsOn);
      await expect(upcoming.getByRole('button', { name: t.comingSoon })).toBeDisabled();

      const autoActive = card(page, slugs.autoActive);
      await expect(autoActive.locator('[data-status]')).toHaveAttribute('data-status', 'active');
      await expect(autoActive).toContainText(`${t.deadline}: ${t.autoEnd}`);

      await expect(card(page, slugs.autoClosed).locator('[data-status]')).toHaveAttribute('data-status', 'closed');
      await expect(card(page, slugs.autoClosed).locator('button[data-apply="disabled"]')).toBeDisabled();

      const inactive = card(page, slugs.inactive);
      await expect(inactive.locator('[data-status]')).toHaveText(t.status.inactive);
      await expect(inactive).toContainText(t.noDate);
      await expect(inactive.locator('button[data-apply="disabled"]')).toBeDisabled();
    });

    test('status is never stale: the browser clock past a window boundary changes the cached page', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2031-01-01T10:00:00+02:00'));
      await page.goto(`/${lang}/programs`);
      await expect(card(page, slugs.upcoming).locator('[data-status]')).toHaveAttribute('data-status', 'active');
      await expect(card(page, slugs.upcoming).locator('a[data-apply="enabled"]')).toBeVisible();

      await page.clock.setFixedTime(new Date('2031-01-16T10:00:00+02:00'));
      await page.goto(`/${lang}/programs/${slugs.upcoming}`);
      await expect(page.locator('header [data-status]')).toHaveAttribute('data-status', 'closed');
      await expect(page.locator('#application button[data-apply="disabled"]')).toBeDisabled();
    });
  });

  test.describe(`programme detail (${lang})`, () => {
    test('hero, global blocks at their positions, numbered sections, FAQ, curator, apply and pager', async ({ page }) => {
      const d = detail(slugs.deadlineActive);
      await page.goto(`/${lang}/programs/${slugs.deadlineActive}`);
      const breadcrumb = page.locator('header nav ol');
      await expect(breadcrumb.getByRole('link')).toHaveAttribute('href', `/${lang}/programs`);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(d.breadcrumb.current || d.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.title);
      await expect(page.locator('header [data-status]')).toHaveAttribute('data-status', 'active');

      // Block order in the document: start, overview, after_content, section 1, after_section_1, …, application, end.
      const order = await page.locator('main [data-block], main section[id]').evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-block') ?? el.id),
      );
      expect(order.slice(0, 5)).toEqual(['start', 'overview', 'after_content', 'section-1', 'after_section_1']);
      expect(order.slice(-3)).toEqual(['faq', 'application', 'end']);
      for (const [i, section] of d.sections.entries()) {
        await expect(page.locator(`#section-${i + 1} h2`)).toContainText(section.title);
      }

      // FAQ: items expand independently; short answer first, then the full one.
      const questions = page.locator('#faq h3 button');
      await expect(questions).toHaveCount(d.faq_questions.length);
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
      const first = d.faq_questions[0];
      await expect(page.locator('#faq li').nth(0)).toContainText(first?.short_answer ?? '');
      await page.locator('#faq li').nth(0).getByRole('button', { name: t.showFull }).click();
      await expect(page.locator('#faq li').nth(0).locator('strong').first()).toBeVisible();
      await questions.nth(1).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');

      // Application: curator, additional contacts, apply button in a new tab.
      const curator = page.getByTestId('curator');
      await expect(curator).toContainText(d.curator?.name ?? '');
      await expect(curator).toContainText(d.curator?.position || t.defaultPosition);
      await expect(curator.getByRole('link', { name: d.curator?.email ?? '' })).toHaveAttribute('href', `mailto:${d.curator?.email}`);
      await expect(curator).toContainText(d.curator?.phone ?? '');
      await expect(curator).toContainText(d.curator?.office_hours ?? '');
      for (const contact of d.additional_contacts) {
        await expect(page.locator('#application').getByRole('link', { name: contact.email }).first()).toBeVisible();
      }
      const apply = page.locator('#application a[data-apply="enabled"]');
      await expect(apply).toHaveAttribute('href', d.submit_url);
      await expect(apply).toHaveAttribute('target', '_blank');

      // Back link and next programme link.
      await expect(page.locator('main nav').last().getByRole('link').first()).toHaveAttribute('href', `/${lang}/programs`);
      await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', `/${lang}${d.next_program?.url}`);
    });

    test('empty FAQ and no curator: the message and the default contact e-mail; apply disabled', async ({ page }) => {
      await page.goto(`/${lang}/programs/${slugs.empty}`);
      await expect(page.locator('#faq')).toContainText(t.noFaq);
      await expect(page.getByTestId('curator').getByRole('link', { name: 'info@fulbright.org.ua' })).toHaveAttribute('href', 'mailto:info@fulbright.org.ua');
      await expect(page.locator('#application button[data-apply="disabled"]')).toBeDisabled();
    });

    test('the apply bar hides once the application section is scrolled past by more than 100 px', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`/${lang}/programs/${slugs.deadlineActive}`);
      const bar = page.getByTestId('apply-bar');
      await expect(bar).toBeVisible();
      // 50 px into the section: still shown.
      await page.evaluate(() => {
        const top = document.getElementById('application')?.getBoundingClientRect().top ?? 0;
        window.scrollTo(0, window.scrollY + top - window.innerHeight + 50);
      });
      await expect(bar).toBeVisible();
      await page.evaluate(() => {
        const top = document.getElementById('application')?.getBoundingClientRect().top ?? 0;
        window.scrollTo(0, window.scrollY + top - window.innerHeight + 160);
      });
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeVisible();
    });

    test('the floating table of contents scrolls to each anchor (narrow screens; wide ones have the side navigation)', async ({ page }) => {
      const d = detail(slugs.deadlineActive);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/programs/${slugs.deadlineActive}`);
      await page.getByRole('button', { name: t.openToc }).click();
      const toc = page.getByRole('navigation', { name: t.toc }).locator('ol a[href^="#"]');
      await expect(toc).toHaveCount(d.sections.length + 3);
      expect(await toc.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual([
        '#overview',
        ...d.sections.map((_, i) => `#section-${i + 1}`),
        '#faq',
        '#application',
      ]);
      await toc.last().click();
      await expect(page).toHaveURL(/#application$/);
      await expect(page.locator('#application')).toBeInViewport();
      await expect(page.locator('#application')).toBeFocused();
    });

    test('offers the application window as a valid iCalendar file', async ({ page, request }) => {
      await page.goto(`/${lang}/programs/${slugs.upcoming}`);
      const link = page.locator('#application a[href$="calendar.ics"]');
      await expect(link).toBeVisible();
      const response = await request.get((await link.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const body = await response.text();
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(body).toContain('DTSTART;VALUE=DATE:20300901\r\n');
      expect(body).toContain('DTEND;VALUE=DATE:20310116\r\n');
      expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      // No dates, no calendar link.
      await page.goto(`/${lang}/programs/${slugs.deadlineActive}`);
      await expect(page.locator('a[href$="calendar.ics"]')).toHaveCount(0);
    });

    test('an unknown programme is a 404 with a back link; a slug of the other language redirects', async ({ page }) => {
      const response = await page.goto(`/${lang}/programs/no-such-program-anywhere`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.getByRole('link', { name: new RegExp('.') }).filter({ hasText: lang === 'en' ? 'Back to all programs' : 'Повернутися до всіх програм' })).toHaveAttribute('href', `/${lang}/programs`);

      const other = lang === 'en' ? SLUGS.uk.deadlineActive : SLUGS.en.deadlineActive;
      await page.goto(`/${lang}/programs/${other}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/programs/${slugs.deadlineActive}$`));
    });

    test('has no axe violations when closed (the active one is checked with the route table)', async ({ page }) => {
      await page.goto(`/${lang}/programs/${slugs.closedCrossed}`);
      await expectNoAxeViolations(page);
    });
  });
}
