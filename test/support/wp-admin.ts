import type { Page } from '@playwright/test';
import { E2E } from './env';
import { NAMESPACE, sqlString, wpLogin, wpQuery, wpRest, wpWrite } from './wordpress';

/**
 * The plugin's own screens in the local WordPress's admin, as an editor (whose admin language is
 * Ukrainian) or a Ukrainian-speaking administrator sees them: for the check that each of their
 * texts is translated (wp-admin-ukrainian.wordpress.spec.ts) and for the screenshots of
 * scripts/wp-admin-screenshots.ts.
 */

type AdminRole = 'editor' | 'admin';

export interface AdminScreen {
  name: string;
  as: AdminRole;
  /** Path and query under the WordPress address. */
  path: string;
  /** The parts of the screen the plugin writes (the rest is WordPress's own). */
  parts: string[];
  /** What shows that the screen is ready (the block editor draws its meta boxes late). */
  ready?: string;
  /** What to click, in order, to show the plugin's part (closed panels). */
  open?: string[];
}

/** A Ukrainian-speaking administrator, made for the run (the sample admin keeps the site's English). */
export async function makeUkrainianAdmin(tag: string): Promise<{ id: number; user: string; password: string }> {
  const user = `admin-uk-${tag}`;
  const password = `pw-${tag}-${Math.random().toString(36).slice(2)}`;
  const made = await wpWrite<{ id: number }>('wp/v2/users', {
    body: { username: user, password, email: `${user}@example.org`, roles: ['administrator'], locale: 'uk' },
    as: 'admin',
    expected: 201,
  });
  return { id: made.body.id, user, password };
}

export async function removeUser(id: number): Promise<void> {
  await wpRest(`wp/v2/users/${id}`, { method: 'DELETE', query: { force: 'true', reassign: 1 }, as: 'admin' });
}

/** Signs the browser in through wp-login.php. */
export async function signInAs(page: Page, user: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${E2E.wordpress.url}/wp-login.php`);
  await page.locator('#user_login').fill(user);
  await page.locator('#user_pass').fill(password);
  await Promise.all([page.waitForURL(/\/wp-admin\//), page.locator('#wp-submit').click()]);
}

export const signInAsEditor = (page: Page) => signInAs(page, wpLogin.editor.user, wpLogin.editor.password);

/** The first item of a type in a language (its WordPress id). */
function firstItem(type: string, lang: 'uk' | 'en', status = 'publish'): number {
  const id = wpQuery(
    `SELECT p.ID FROM wp_posts p JOIN wp_postmeta m ON m.post_id = p.ID AND m.meta_key = '_eos_lang' AND m.meta_value = '${lang}'
     WHERE p.post_type = '${type}' AND p.post_status = '${status}' ORDER BY p.ID LIMIT 1`,
  );
  if (!id) throw new Error(`no ${status} ${type} in ${lang}`);
  return Number(id);
}

const LIST_PARTS = [
  'h1.wp-heading-inline',
  '.subsubsub li[class^="eos-lang-"]',
  'th#eos_lang',
  'th#eos_translation',
  'td.column-eos_lang',
  'td.column-eos_translation',
  '#bulk-action-selector-top option[value^="eos_"]',
];
const EDIT_PARTS = ['#eos-fields', '#eos-seo', '#eos-language'];
const BLOCK_EDITOR_READY = '#eos-language';

/** Every screen of the plugin, with the ids of the sample content it opens; `messageId`: a message to read. */
export function adminScreens(messageId: number): AdminScreen[] {
  const category = wpQuery("SELECT t.term_id FROM wp_terms t JOIN wp_term_taxonomy x ON x.term_id = t.term_id WHERE x.taxonomy = 'category' ORDER BY t.term_id LIMIT 1");
  const texts = wpQuery("SELECT option_name FROM wp_options WHERE option_name LIKE 'eos\\_text\\_%\\_uk' ORDER BY option_name")
    .split('\n')
    .filter(Boolean)
    .map((option) => option.replace(/^eos_text_|_uk$/g, '').replace('photo_exhibition', 'photo-exhibition'));
  const list = (type: string, title: string): AdminScreen => ({ name: `list of ${title}`, as: 'editor', path: `/wp-admin/edit.php?post_type=${type}`, parts: LIST_PARTS });
  const edit = (id: number, title: string): AdminScreen => ({ name: `editing ${title}`, as: 'editor', path: `/wp-admin/post.php?post=${id}&action=edit`, parts: EDIT_PARTS, ready: BLOCK_EDITOR_READY });
  return [
    list('eos_program', 'programmes'),
    edit(firstItem('eos_program', 'uk'), 'a programme'),
    list('post', 'news'),
    edit(firstItem('post', 'en'), 'an article'),
    list('page', 'pages'),
    edit(firstItem('page', 'uk'), 'a page'),
    list('eos_team', 'the team'),
    edit(firstItem('eos_team', 'uk'), 'a team member'),
    list('eos_resource', 'the library'),
    edit(firstItem('eos_resource', 'uk'), 'a library resource'),
    list('eos_faq', 'questions'),
    list('eos_hero_slide', 'slides'),
    edit(firstItem('eos_hero_slide', 'uk'), 'a slide'),
    ...texts.map((record): AdminScreen => ({ name: `site texts: ${record}`, as: 'editor', path: `/wp-admin/admin.php?page=eos-texts&record=${record}&lang=uk`, parts: ['.wrap'] })),
    { name: 'the site refresh log', as: 'editor', path: '/wp-admin/tools.php?page=eos-webhook-log', parts: ['.wrap > h1', '.wrap > p', '.wrap > form', '.wrap thead'] },
    { name: 'newsletter subscribers', as: 'editor', path: '/wp-admin/users.php?page=eos-subscribers', parts: ['.wrap h1', '.page-title-action', '.wrap thead', '#search-submit', '#bulk-action-selector-top option:not([value="-1"])'] },
    { name: 'messages', as: 'editor', path: '/wp-admin/edit.php?post_type=eos_message', parts: ['h1.wp-heading-inline', '.wrap thead', '.row-actions'] },
    { name: 'a message', as: 'editor', path: `/wp-admin/admin.php?page=eos-message&message=${messageId}`, parts: ['.wrap'] },
    { name: 'the site’s menus', as: 'editor', path: '/wp-admin/nav-menus.php?action=locations', parts: ['#toplevel_page_nav-menus .wp-menu-name', '.menu-locations .menu-location-title'] },
    { name: 'a category', as: 'editor', path: `/wp-admin/term.php?taxonomy=category&tag_ID=${category}`, parts: ['label[for="eos_lang"]', 'label[for="eos_news"]'] },
    { name: 'programme groups', as: 'editor', path: '/wp-admin/edit-tags.php?taxonomy=eos_program_group&post_type=eos_program', parts: ['.wrap > h1', '#col-left h2', 'label[for="eos_order"]'] },
    { name: 'the settings', as: 'admin', path: '/wp-admin/options-general.php?page=eos-settings', parts: ['.wrap'] },
    { name: 'Site Health', as: 'admin', path: '/wp-admin/site-health.php', parts: ['#health-check-accordion-block-eos_site_webhook', '[aria-controls="health-check-accordion-block-eos_site_webhook"]'], ready: '[aria-controls="health-check-accordion-block-eos_site_webhook"]', open: ['.site-health-view-passed', '[aria-controls="health-check-accordion-block-eos_site_webhook"]'] },
  ];
}

/** A contact message as the site sends it (with its write secret); its WordPress id. */
export async function storeContactMessage(fields: { name: string; email: string; subject: string; message: string; lang: 'uk' | 'en' }): Promise<number> {
  const response = await fetch(`${E2E.wordpress.url}/wp-json/${NAMESPACE}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-write-secret': E2E.wordpress.env.CMS_WRITE_SECRET ?? '' },
    body: JSON.stringify(fields),
  });
  if (response.status !== 200) throw new Error(`contact: ${response.status} ${await response.text()}`);
  const id = wpQuery(`SELECT ID FROM wp_posts WHERE post_type = 'eos_message' AND post_title = ${sqlString(fields.subject)} ORDER BY ID DESC LIMIT 1`);
  if (!id) throw new Error('the message was not stored');
  return Number(id);
}

/** Closes the block editor's welcome guide, which WordPress shows a user once (its close button: 6.8 "Close", 6.1 "Close dialog"). */
export async function closeWelcomeGuide(page: Page): Promise<void> {
  const guide = page.locator('.edit-post-welcome-guide');
  if (await guide.count()) await guide.getByRole('button', { name: /^Close( dialog)?$/ }).click();
}

/** Waits for the screen's plugin part (attached: Site Health lists a passed check in a closed list) and opens its panels. */
export async function showPluginPart(page: Page, screen: AdminScreen): Promise<void> {
  if (screen.ready) await page.locator(screen.ready).first().waitFor({ state: 'attached' });
  for (const panel of screen.open ?? []) await page.locator(panel).first().click();
}
