import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * WordPress's block editor as an editor uses it (its own texts are English, since Debian's
 * wordpress-l10n has no translation of the editor's scripts): the title, Save draft, Publish,
 * unpublishing, Preview in new tab, the categories, and the notices the plugin adds.
 *
 * The test command runs WordPress 6.8; the oldest release the plugin supports is 6.1. Where they
 * differ, each helper does what an editor does on the release in front of it:
 * - 6.8 draws the post's content (the title included) in an iframe, the editor canvas, while the
 *   plugin's meta boxes, the notices and the toolbar stay on the page (6.1: no iframe);
 * - 6.8's "View" menu holds Preview in new tab (6.1: "Preview");
 * - 6.8 unpublishes from the post summary's Status control, then Save (6.1: "Switch to draft" and
 *   its confirm dialog);
 * - 6.8's settings sidebar has tabs named after the post type and "Block" (6.1: "Post"/"Block"
 *   buttons).
 */

/** Opens an edit screen and waits for the editor and the plugin's meta boxes. */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${E2E.wordpress.url}${path}`);
  await editorReady(page);
}

/** The block editor is heavy: on a busy 2-core machine it takes well over expect's 8 s to draw. */
const EDITOR_LOAD_MS = 45_000;

const CANVAS = 'iframe[name="editor-canvas"]';
/** Where each page's editor draws the content: the canvas iframe (6.8), or the page itself (6.1). */
const canvases = new WeakMap<Page, FrameLocator | Page>();

/**
 * The editor's content (title and blocks): the canvas iframe when the editor draws one, else the
 * page. Known once editorReady has seen the editor.
 */
function editorCanvas(page: Page): FrameLocator | Page {
  const canvas = canvases.get(page);
  if (!canvas) throw new Error('the block editor is not ready: call openEditor or editorReady first');
  return canvas;
}

/** Waits until the editor's title and the plugin's meta boxes are drawn. */
export async function editorReady(page: Page): Promise<void> {
  const inPage = page.getByRole('textbox', { name: 'Add title' });
  // The editor draws either its canvas iframe or the title on the page itself, never both.
  await expect(page.locator(CANVAS).or(inPage)).toBeVisible({ timeout: EDITOR_LOAD_MS });
  const canvas = (await page.locator(CANVAS).count()) > 0 ? page.frameLocator(CANVAS) : page;
  canvases.set(page, canvas);
  await expect(titleField(page)).toBeVisible({ timeout: EDITOR_LOAD_MS });
  await expect(page.locator('#eos-language')).toBeVisible({ timeout: EDITOR_LOAD_MS });
}

export const titleField = (page: Page): Locator => editorCanvas(page).getByRole('textbox', { name: 'Add title' });

/** The editor's toolbar along the top (Save draft, View or Preview, Publish). */
const topBar = (page: Page): Locator => page.getByRole('region', { name: 'Editor top bar' });

/** The id of the item being edited (a new item gets one with its first save). */
export function editedId(page: Page): number {
  const id = new URL(page.url()).searchParams.get('post');
  if (!id) throw new Error(`no item in ${page.url()}`);
  return Number(id);
}

/** The editor's save of the item itself, through REST. */
const itemSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/wp-json\/wp\/v2\/[\w-]+\/\d+/.test(r.url()) && r.status() === 200);
/** The save of the plugin's meta boxes, which the editor posts to post.php after the item. */
const metaBoxesSaved = (page: Page) => page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('meta-box-loader=1'));

/** Saves the draft and waits until the editor and its meta boxes are saved. */
export async function saveDraft(page: Page): Promise<void> {
  // The editor's "Saved" shows for a second only: wait for the two saves themselves (the item
  // through REST, then the plugin's meta boxes through post.php).
  const item = itemSaved(page);
  const metaBoxes = metaBoxesSaved(page);
  await topBar(page).getByRole('button', { name: 'Save draft' }).click();
  await item;
  expect((await metaBoxes).status()).toBeLessThan(400);
  await page.waitForURL(/post\.php\?post=\d+/);
}

/** Publish, and the confirmation in the pre-publish panel; returns the time WordPress answered. */
export async function publish(page: Page): Promise<number> {
  await topBar(page).getByRole('button', { name: 'Publish', exact: true }).click();
  const saved = itemSaved(page);
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await saved;
  const answered = Date.now();
  await expect(page.getByRole('region', { name: 'Editor publish' }).getByText('is now live.')).toBeVisible();
  return answered;
}

/**
 * Unpublishes the item: on 6.8, Status → Draft in the post summary, then Save; on 6.1, Switch to
 * draft and OK in the editor's confirm dialog. Returns the time WordPress answered.
 */
export async function switchToDraft(page: Page): Promise<number> {
  const saved = itemSaved(page);
  const switchButton = page.getByRole('button', { name: 'Switch to draft' });
  if ((await switchButton.count()) > 0) {
    await switchButton.click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to unpublish this post?' });
    await confirm.getByRole('button', { name: 'OK' }).click();
  } else {
    await documentSettings(page);
    await page.getByRole('region', { name: 'Editor settings' }).getByRole('button', { name: 'Change status: Published' }).click();
    const statuses = page.getByRole('group', { name: 'Status' });
    await statuses.getByRole('radio', { name: 'Draft' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Editor settings' }).getByRole('button', { name: 'Change status: Draft' })).toBeVisible();
    await topBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  }
  const answer = await saved;
  const answered = Date.now();
  expect((await answer.json()) as { status?: string }, 'WordPress saved the item as a draft').toMatchObject({ status: 'draft' });
  return answered;
}

/** Preview in new tab (6.8: under View; 6.1: under Preview): the page the new tab lands on, once it has loaded. */
export async function previewInNewTab(page: Page): Promise<Page> {
  await topBar(page).getByRole('button', { name: /^(View|Preview)$/ }).click();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: /Preview in new tab/ }).click()]);
  await tab.waitForURL((url) => url.origin === E2E.siteUrl && url.pathname !== '/api/preview', { timeout: 30_000 });
  return tab;
}

/** The notice the plugin shows once the site has answered a save (EOS_Delivery_Feedback). */
export const deliveryNotice = (page: Page): Locator => page.locator('.components-notice__content').filter({ hasText: /Сайт оновлено|Сайт не відповів|Сайт не прийняв|Сайт ще не відповів|Надсилаємо/ });

/**
 * The item's own tab of the settings sidebar (typing in the content selects a block, whose tab
 * then shows instead): 6.8 names it after the post type ("Публікація", "Програма"), 6.1 "Post".
 */
async function documentSettings(page: Page): Promise<void> {
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  await sidebar.getByRole('tab').or(sidebar.locator('.edit-post-sidebar__panel-tab')).first().click();
}

/**
 * Files the item under a category, from the item's own settings tab. The panel takes the
 * taxonomy's name from WordPress's PHP translation: "Категорії" for a Ukrainian editor (an older
 * translation said "Рубрики").
 */
export async function checkCategory(page: Page, name: string): Promise<void> {
  await documentSettings(page);
  const sidebar = page.getByRole('region', { name: 'Editor settings' });
  const panel = sidebar.getByRole('button', { name: /^(Категорії|Рубрики)$/ });
  if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
  await sidebar.getByRole('checkbox', { name }).check();
}
