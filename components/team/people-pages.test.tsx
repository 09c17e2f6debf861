import { renderPage, withoutPageData } from '@/test/embedded-pages';
import { describe, expect, it, jest } from '@jest/globals';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';

/**
 * The team, contacts, stories, participants and alumni pages rendered by their routes from the
 * embedded CMS: each renders, the team page shows its visible members and first gallery photos,
 * and without its page data each says "Unable to load … page data.".
 */
// The stories list's filters are client components that move through the app router.
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined, prefetch: () => undefined, back: () => undefined, forward: () => undefined }),
}));

const render = (name: string, lang: 'uk' | 'en') => renderPage(name, lang);

describe.each(LOCALES)('team, contacts, stories, participants and alumni pages from the CMS (%s)', (lang) => {
  it.each(['team', 'contacts', 'stories', 'participants', 'alumni'])('%s renders from the content', async (name) => {
    const html = await render(name, lang);
    expect(html).toContain('<h1');
    expect(html).not.toContain('Unable to load');
  });

  it('the team page shows 3 gallery photos first and excludes hidden members', async () => {
    const html = await render('team', lang);
    expect(html.match(/data-testid="team-member"/g)).toHaveLength(11);
    expect(html.match(/aria-label="(Open photo|Відкрити фото)/g)).toHaveLength(3);
  });

  it.each(['team', 'contacts', 'stories', 'alumni'])('%s says "Page not found" / "Unable to load … page data." when its data is missing', async (name) => {
    const html = await withoutPageData(name, () => render(name, lang));
    const texts = getDictionary(lang);
    const area = name === 'team' ? texts.team : name === 'contacts' ? texts.contacts : name === 'stories' ? texts.stories : texts.alumni;
    expect(html).toContain(texts.ui.pageData.title);
    expect(html).toContain(fill(texts.ui.pageData.message, { page: area.pageName }).replace(/"/g, '&quot;'));
    expect(html).toContain('role="alert"');
  });
});
