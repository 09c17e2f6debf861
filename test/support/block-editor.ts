import { expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * WordPress's block editor as an editor uses it (WordPress 6.1; its own texts are English, since
 * Debian's wordpress-l10n has no translation of the editor's scripts): the title, Save draft,
 * Publish, Switch to draft, Preview, and the notices the plugin adds.
 */

/** Opens an edit screen and waits for the editor and the plugin's meta boxes. */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${E2E.wordpress.url}${path}`);
  await editorReady(page);
}

/** The block editor is heavy: on a busy 2-core machine it takes well over expect's 8 s to draw. */
const EDITOR_LOAD_MS = 45_000;

/** Waits until the editor's title and the plugin's meta boxes are drawn. */
export async function editorReady(page: Page): Promise<void> {
  await expect(page.getByRole('textbox', { name: 'Add title' })).toBeVisible({ timeout: EDITOR_LOAD_MS });
  await expect(page.locator('#eos-language')).toBeVisible({ timeout: EDITOR_LOAD_MS });
}

export const titleField = (page: Page): Locator => page.getByRole('textbox', { name: 'Add title' });

/** The id of the item being edited (a new item gets one with its first save). */
export function editedId(page: Page): number {
  const id = new URL(page.url()).searchParams.get('post');
  if (!id) throw new Error(`no item in ${page.url()}`);
  return Number(id);
}

/** Saves the draft and waits until the editor and its meta boxes are saved. */
export async function saveDraft(page: Page): Promise<void> {
  // The editor's "Saved" shows for a second only: wait for the two saves themselves (the item
  // through REST, then the plugin's meta boxes through post.php).
  const item = page.waitForResponse((r) => r.request().method() === 'POST' && /\/wp-json\/wp\/v2\/[\w-]+\/\d+/.test(r.url()) && r.status() === 200);
  const metaBoxes = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('meta-box-loader=1'));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await item;
  expect((await metaBoxes).status()).toBeLessThan(400);
  await page.waitForURL(/post\.php\?post=\d+/);
}

/** Publish, and the confirmation in the pre-publish panel; returns the time WordPress answered. */
export async function publish(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/wp-json\/wp\/v2\/[\w-]+\/\d+/.test(r.url()) && r.status() === 200);
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await saved;
  const answered = Date.now();
  await expect(page.getByRole('region', { name: 'Editor publish' }).getByText('is now live.')).toBeVisible();
  return answered;
}

/** Switch to draft, and OK in the editor's own confirm dialog; returns the time WordPress answered. */
export async function switchToDraft(page: Page): Promise<number> {
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/wp-json\/wp\/v2\/[\w-]+\/\d+/.test(r.url()) && r.status() === 200);
  await page.getByRole('button', { name: 'Switch to draft' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to unpublish this post?' });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await saved;
  return Date.now();
}

/** Preview → Preview in new tab: the page the new tab lands on, once it has loaded. */
export async function previewInNewTab(page: Page): Promise<Page> {
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: /Preview in new tab/ }).click()]);
  await tab.waitForURL((url) => url.origin === E2E.siteUrl && url.pathname !== '/api/preview', { timeout: 30_000 });
  return tab;
}

/** The notice the plugin shows once the site has answered a save (EOS_Delivery_Feedback). */
export const deliveryNotice = (page: Page): Locator => page.locator('.components-notice__content').filter({ hasText: /Сайт оновлено|Сайт не відповів|Сайт не прийняв|Сайт ще не відповів|Надсилаємо/ });

/**
 * Files the item under a category, from the item's own settings tab (typing in the content
 * selects a block, whose tab then shows instead). The panel takes the taxonomy's name from
 * WordPress's PHP translation: "Категорії" for a Ukrainian editor.
 */
export async function checkCategory(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await sidebar.locator('.edit-post-sidebar__panel-tab').first().click();
  const panel = sidebar.getByRole('button', { name: 'Категорії', exact: true });
  if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
  await sidebar.getByRole('checkbox', { name }).check();
}
