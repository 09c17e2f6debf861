import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../test/support/env';
import { adminScreens, makeUkrainianAdmin, removeUser, showPluginPart, signInAs, signInAsEditor, storeContactMessage, type AdminScreen } from '../test/support/wp-admin';
import { wpQuery } from '../test/support/wordpress';

/**
 * The plugin speaks Ukrainian. On every screen of the plugin, as the editor (whose
 * admin is Ukrainian) or a Ukrainian-speaking administrator, each visible text the plugin writes
 * contains Cyrillic. What is not the plugin's to translate passes: the office's own content
 * (marked translate="no": titles, names, a message), codes (<code>), and, in a text, the names,
 * addresses and codes of ALLOWED. Texts of WordPress itself (outside the plugin's parts of the
 * screen) are not checked: Debian's wordpress-l10n translates only part of the admin.
 */
const ALLOWED = [
  // Names: of the languages, the social networks, the programme.
  /\bEnglish\b/g, /\bFacebook\b/g, /\bX \(Twitter\)/g, /\bLinkedIn\b/g, /\bInstagram\b/g, /\bYouTube\b/g, /\bWordPress\b/g, /\bFAQ\b/g,
  // Addresses.
  /https?:\/\/\S+/g, /\S+@\S+\.\S+/g, /(^|\s)\/[\w/.-]*/g,
  // Codes: settings of the site (REVALIDATE_SECRET), files, formats.
  /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g, /\b[\w-]+\.php\b/g, /\b(CSV|PDF|DOCX|HTML|XML-RPC|J-1)\b/g,
];

/** A text is translated when it has Cyrillic, or nothing but allowed names, addresses, codes, digits and signs. */
function untranslated(text: string): boolean {
  if (/\p{Script=Cyrillic}/u.test(text)) return false;
  return /\p{L}/u.test(ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), text));
}

/** Every visible text of the screen's parts: text, button values, placeholders, option names. */
async function pluginTexts(page: Page, screen: AdminScreen): Promise<string[]> {
  return page.evaluate((parts) => {
    const out: string[] = [];
    const notChecked = '[translate="no"], code, script, style, template, textarea, .screen-reader-text, .handle-actions';
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    for (const selector of parts) {
      for (const root of Array.from(document.querySelectorAll(selector))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          const text = node.textContent?.trim() ?? '';
          if (!el || text === '' || el.closest(notChecked)) continue;
          // An option counts when its list is shown; the option itself never is.
          if (el.closest('option') ? visible(el.closest('select') ?? el) : visible(el)) out.push(text);
        }
        const controls = root.matches('input, optgroup') ? [root] : Array.from(root.querySelectorAll('input[type="submit"], input[type="button"], [placeholder], optgroup'));
        for (const control of controls) {
          if (control.closest(notChecked)) continue;
          for (const attribute of ['value', 'placeholder', 'label']) {
            const value = (attribute === 'value' && !(control as HTMLInputElement).type?.match(/submit|button/)) ? '' : control.getAttribute(attribute) ?? '';
            if (value.trim() !== '') out.push(value.trim());
          }
        }
      }
    }
    return out;
  }, screen.parts);
}

test('every text the plugin writes on its screens is Ukrainian for a Ukrainian admin', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const message = await storeContactMessage({ name: 'Олена Коваль', email: `olena-${run}@example.org`, subject: `Перевірка перекладу ${run}`, message: 'Текст відвідувача', lang: 'uk' });
  const admin = await makeUkrainianAdmin(run);
  try {
    const screens = adminScreens(message);
    expect(screens.length).toBeGreaterThan(30);
    let signedIn = '';
    const found: { screen: string; text: string }[] = [];
    let checked = 0;
    for (const screen of screens) {
      if (signedIn !== screen.as) {
        await (screen.as === 'editor' ? signInAsEditor(page) : signInAs(page, admin.user, admin.password));
        signedIn = screen.as;
      }
      const response = await page.goto(`${E2E.wordpress.url}${screen.path}`);
      expect(response?.status(), screen.name).toBe(200);
      await showPluginPart(page, screen);
      await expect(page.locator('html'), `${screen.name}: the admin is in Ukrainian`).toHaveAttribute('lang', 'uk');
      const texts = await pluginTexts(page, screen);
      expect(texts.length, `${screen.name}: the plugin's parts are on the screen`).toBeGreaterThan(0);
      checked += texts.length;
      for (const text of texts) if (untranslated(text)) found.push({ screen: screen.name, text });
    }
    console.log(`[ukrainian] ${checked} texts on ${screens.length} screens checked`);
    expect(found, 'texts of the plugin that are not Ukrainian').toEqual([]);
  } finally {
    await removeUser(admin.id);
    wpQuery(`DELETE p, m FROM wp_posts p LEFT JOIN wp_postmeta m ON m.post_id = p.ID WHERE p.ID = ${message}`);
  }
});
