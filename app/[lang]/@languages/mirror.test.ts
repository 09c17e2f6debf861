import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 52: "`app/[lang]/@languages/*` must mirror every translated item route. Nothing fails when
 * one is missing." A translated item route is a page addressed by its item's slug (its last
 * segment is `[slug]`): the slug differs between languages, so the header's language link must be
 * the item's translation, which only a page of this slot finds (`item-language-links.tsx`).
 * Without one, `default.tsx` links the same slug in the other language, an address that does not
 * exist. Each slot page, in turn, must have its route: a slot page without one is never shown.
 */
const APP = path.join(process.cwd(), 'app', '[lang]');
const SLOT = '@languages';

/** The routes of the page files under `folder` (route groups and private folders left out as Next does). */
function pageRoutes(folder: string, route: string[] = []): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile() && /^page\.(tsx|ts|jsx|js)$/.test(entry.name)) routes.push(`/${route.join('/')}`);
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
    const segment = /^\(.+\)$/.test(entry.name) ? [] : [entry.name];
    routes.push(...pageRoutes(path.join(folder, entry.name), [...route, ...segment]));
  }
  return routes.sort();
}

const isTranslatedItem = (route: string) => route.endsWith('/[slug]');

describe('the header\'s language links (app/[lang]/@languages)', () => {
  const routes = pageRoutes(APP);
  const slotRoutes = pageRoutes(path.join(APP, SLOT));

  it('finds the translated item routes: news, programmes, authors and content pages', () => {
    expect(routes.filter(isTranslatedItem)).toEqual(expect.arrayContaining(['/[slug]', '/news/[slug]', '/programs/[slug]', '/authors/[slug]']));
  });

  it('has a page for every translated item route', () => {
    const missing = routes.filter(isTranslatedItem).filter((route) => !slotRoutes.includes(route));
    expect({ 'translated item routes without language links in app/[lang]/@languages': missing }).toEqual({
      'translated item routes without language links in app/[lang]/@languages': [],
    });
  });

  it('has no page whose route does not exist', () => {
    const orphans = slotRoutes.filter((route) => !routes.includes(route));
    expect({ 'language links of no route': orphans }).toEqual({ 'language links of no route': [] });
  });
});
