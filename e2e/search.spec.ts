import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../test/support/axe';
import { holdScripts } from '../test/support/hold-scripts';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';

const TEXTS = {
  uk: {
    open: 'Відкрити пошук',
    dialog: 'Пошук на сайті',
    input: 'Пошук',
    close: 'Закрити пошук',
    recent: 'Нещодавні пошуки',
    seeAll: 'Усі результати',
    prompt: 'Введіть пошуковий запит, щоб почати',
    pageInput: 'Пошук на сайті',
    submit: 'Шукати',
    clear: 'Очистити пошук',
    noResults: 'Нічого не знайдено',
    hint: 'Спробуйте шукати щось інше або використайте інші ключові слова',
    error: 'Не вдалося виконати пошук',
    overlayError: 'Пошук зараз недоступний. Будь ласка, спробуйте ще раз за мить.',
    retry: 'Спробувати ще раз',
    previous: 'Попередня',
    next: 'Наступна',
    news: 'Новини',
    all: 'Усі',
    many: 'програма',
    query: 'грант',
    recentQueries: ['віза', 'грант', 'фулбрайт', 'програма', 'україна', 'стипендія'],
    // Issue 39: no item writes this form; the items write others (стипендій, стипендію).
    formOnly: 'стипендія',
    formMark: /^стипенді[йюї]$/i,
  },
  en: {
    open: 'Open search',
    dialog: 'Search the site',
    input: 'Search',
    close: 'Close search',
    recent: 'Recent searches',
    seeAll: 'See all results',
    prompt: 'Enter a search term to get started',
    pageInput: 'Search the site',
    submit: 'Search',
    clear: 'Clear search',
    noResults: 'No results found',
    hint: 'Try searching for something else or use different keywords',
    error: 'We could not complete your search',
    overlayError: 'Search is unavailable right now. Please try again in a moment.',
    retry: 'Try again',
    previous: 'Previous',
    next: 'Next',
    news: 'News',
    all: 'All',
    many: 'program',
    query: 'grant',
    recentQueries: ['visa', 'grant', 'fulbright', 'program', 'ukraine', 'scholarship'],
    formOnly: 'scholarships',
    formMark: /^scholarship$/i,
  },
} as const;

const apiRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search')) urls.push(request.url());
  });
  return urls;
};

for (const lang of ['uk', 'en'] as const) {
  const texts = TEXTS[lang];

  async function openOverlay(page: Page) {
    await page.getByRole('link', { name: texts.open }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: texts.input })).toBeFocused();
    return dialog;
  }

  test.describe(`search overlay (${lang})`, () => {
    test('opens from the header, locks scroll, and closes on Escape, the close button and the backdrop', async ({ page }) => {
      await page.goto(`/${lang}`);
      const button = page.getByRole('link', { name: texts.open });
      await expect(button).toHaveAttribute('href', `/${lang}/search`);

      let dialog = await openOverlay(page);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      dialog = await openOverlay(page);
      await page.getByTestId('search-backdrop').click({ position: { x: 5, y: 5 } });
      await expect(dialog).toHaveCount(0);

      dialog = await openOverlay(page);
      await dialog.getByRole('button', { name: texts.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test('traps focus inside the dialog', async ({ page }) => {
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
    });

    test('debounces typing into one request and asks nothing under two characters', async ({ page }) => {
      const requests = apiRequests(page);
      await page.clock.install();
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      const input = dialog.getByRole('searchbox');
      // The page's clock stands still from here: only runFor moves it, firing every timer due.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await input.pressSequentially(texts.query.slice(0, 1));
      // Three debounce periods pass with one character typed: a request would now be under way.
      await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
      // The rest is typed while no time passes, then the debounce runs out once: one request for the
      // whole word. Requests leave in order, so by the time its results show, any earlier request
      // (for the single character, or for a part of the word) would have been seen.
      await input.pressSequentially(texts.query.slice(1));
      await page.clock.runFor(SEARCH_DEBOUNCE_MS);
      await expect(dialog.getByTestId('overlay-results').getByRole('link').first()).toBeVisible();
      expect(requests.map((url) => new URL(url).searchParams.get('q'))).toEqual([texts.query]);

      // Back under two characters: the results are cleared.
      await input.fill(texts.query.slice(0, 1));
      await expect(dialog.getByTestId('overlay-results')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: texts.seeAll })).toHaveCount(0);
    });

    test('a failed search says so, with a retry that searches again', async ({ page }) => {
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      // The visitor's connection drops for the first request only.
      let failed = false;
      await page.route('**/api/search**', (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort('internetdisconnected');
      });
      await dialog.getByRole('searchbox').fill(texts.query);
      const alert = dialog.getByRole('alert').filter({ hasText: texts.overlayError });
      await expect(alert).toBeVisible();
      await expect(dialog.getByTestId('overlay-results')).toHaveCount(0);
      await expect(dialog.getByText(texts.noResults)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await alert.getByRole('button', { name: texts.retry }).click();
      await expect(dialog.getByTestId('overlay-results').getByRole('link').first()).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
    });

    test('shows results with a see-all link, and Enter goes to the search page', async ({ page }) => {
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      await dialog.getByRole('searchbox').fill(texts.query);
      await expect(dialog.getByRole('link', { name: texts.seeAll })).toHaveAttribute('href', `/${lang}/search?q=${encodeURIComponent(texts.query)}`);
      await expectNoAxeViolations(page);
      await dialog.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.query)}`);
      await expect(page.getByRole('searchbox', { name: texts.pageInput })).toHaveValue(texts.query);
      await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
    });

    test('finds the items that hold another form of the word, and marks that form', async ({ page }) => {
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      await dialog.getByRole('searchbox').fill(texts.formOnly);
      const results = dialog.getByTestId('overlay-results');
      await expect(results.locator('li').first()).toBeVisible();
      await expect(results.locator('mark').first()).toHaveText(texts.formMark);
    });

    test('keeps at most five recent searches, newest first, without duplicates, across a reload', async ({ page }) => {
      await page.goto(`/${lang}`);
      const queries = [...texts.recentQueries, texts.recentQueries[1]];
      for (const query of queries) {
        const dialog = await openOverlay(page);
        await dialog.getByRole('searchbox').fill(query);
        await dialog.getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=`));
        await expect(dialog).toHaveCount(0);
      }
      await page.reload();
      const dialog = await openOverlay(page);
      await expect(dialog.getByRole('heading', { name: texts.recent })).toBeVisible();
      const [a, b, c, d, e, f] = texts.recentQueries;
      await expect(dialog.getByTestId('recent-searches').getByRole('button')).toHaveText([b, f, e, d, c]);
      void a;
      // A recent search fills the field and runs.
      await dialog.getByTestId('recent-searches').getByRole('button', { name: c }).click();
      await expect(dialog.getByRole('searchbox')).toHaveValue(c);
    });

    test('has no axe violations with the overlay open', async ({ page }) => {
      await page.goto(`/${lang}`);
      await openOverlay(page);
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`search results page (${lang})`, () => {
    test('prompts before any search and is noindex', async ({ page }) => {
      await page.goto(`/${lang}/search`);
      await expect(page.getByText(texts.prompt)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('button', { name: texts.submit, exact: true })).toBeDisabled();
      await page.getByRole('searchbox', { name: texts.pageInput }).fill('   ');
      await expect(page.getByRole('button', { name: texts.submit, exact: true })).toBeDisabled();
    });

    test('finds the items that hold another form of the word, and marks that form', async ({ page }) => {
      await page.goto(`/${lang}/search?q=${encodeURIComponent(texts.formOnly)}`);
      const results = page.getByTestId('search-results');
      await expect(results.locator('li').first()).toBeVisible();
      await expect(results.locator('mark').first()).toHaveText(texts.formMark);
    });

    test('runs the query from the address and keeps q, type and page in sync', async ({ page }) => {
      const answer = (await (await page.request.get(`/api/search?q=${encodeURIComponent(texts.many)}&lang=${lang}`)).json()) as { total: number };
      const pages = Math.ceil(answer.total / 10);
      expect(pages).toBeGreaterThan(2);

      await page.goto(`/${lang}/search?q=${encodeURIComponent(texts.many)}`);
      await expect(page.getByRole('searchbox', { name: texts.pageInput })).toHaveValue(texts.many);
      await expect(page.getByTestId('search-count')).toContainText(String(answer.total));
      await expect(page.getByTestId('search-results').locator('li')).toHaveCount(10);

      // "previous is disabled on page 1, next on the last page; at most five numbered
      // page buttons, shown only when there is more than one page" — links the server renders.
      const pagination = page.getByRole('navigation', { name: lang === 'uk' ? 'Сторінки результатів пошуку' : 'Search results pages' });
      await expect(pagination.getByRole('link', { name: texts.previous })).toBeDisabled();
      const numbered = pagination.getByRole('link', { name: /^(Page|Сторінка) \d+$/ });
      await expect(numbered).toHaveCount(Math.min(5, pages));

      await pagination.getByRole('link', { name: texts.next }).click();
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.many)}&page=2`);
      await expect(pagination.getByRole('link', { name: texts.previous })).toBeEnabled();
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');

      // The last page: next disabled; past it, a 404.
      await page.goto(`/${lang}/search?q=${encodeURIComponent(texts.many)}&page=${pages}`);
      await expect(pagination.getByRole('link', { name: texts.next })).toBeDisabled();
      await expect(numbered).toHaveCount(Math.min(5, pages));
      expect((await page.request.get(`/${lang}/search?q=${encodeURIComponent(texts.many)}&page=${pages + 1}`)).status()).toBe(404);

      // A filter resets to page 1 and appears in the address.
      await page.getByRole('group').getByRole('button', { name: texts.news, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.many)}&type=news`);
      await expect(page.getByRole('button', { name: texts.news, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const news = (await (await page.request.get(`/api/search?q=${encodeURIComponent(texts.many)}&lang=${lang}&type=news`)).json()) as { total: number };
      await expect(page.getByTestId('search-count')).toContainText(String(news.total));

      // All again: type leaves the address.
      await page.getByRole('button', { name: texts.all, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.many)}`);
      await expectNoAxeViolations(page);
    });

    test('submitting resets to page 1, and clear goes back to the bare route', async ({ page }) => {
      await page.goto(`/${lang}/search?q=${encodeURIComponent(texts.many)}&page=2`);
      const input = page.getByRole('searchbox', { name: texts.pageInput });
      await expect(input).toHaveValue(texts.many);
      await input.fill(texts.query);
      await page.getByRole('button', { name: texts.submit, exact: true }).click();
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.query)}`);
      await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();

      await page.getByRole('button', { name: texts.clear }).click();
      await expect(page).toHaveURL(`/${lang}/search`);
      await expect(input).toHaveValue('');
      await expect(page.getByTestId('search-results')).toHaveCount(0);
      await expect(page.getByText(texts.prompt)).toBeVisible();
    });

    test('keeps what was typed before the scripts ran: the field, its focus, and Enter searches it', async ({ page }) => {
      const { release } = await holdScripts(page);
      await page.goto(`/${lang}/search`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('searchbox', { name: texts.pageInput }).fill(texts.query);
      release();
      // The live form (the fallback has no clear button) shows the text typed into the fallback.
      // Every chunk arrives at once and the page hydrates: on a busy machine that outlasts the default 8 s.
      await expect(page.getByRole('button', { name: texts.clear })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: texts.submit, exact: true })).toBeEnabled();
      const input = page.getByRole('searchbox', { name: texts.pageInput });
      await expect(input).toHaveValue(texts.query);
      await expect(input).toBeFocused();
      await input.press('Enter');
      await expect(page).toHaveURL(`/${lang}/search?q=${encodeURIComponent(texts.query)}`);
      await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible();
    });

    test('says so when nothing matches', async ({ page }) => {
      await page.goto(`/${lang}/search?q=zzqxv`);
      await expect(page.getByText(texts.noResults)).toBeVisible();
      await expect(page.getByText(texts.hint)).toBeVisible();
      await expect(page.getByRole('navigation', { name: /results pages|результатів/ })).toHaveCount(0);
    });
  });
}
