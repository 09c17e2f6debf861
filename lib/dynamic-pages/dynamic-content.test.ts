import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DynamicContent, TeamMember } from '@/lib/cms/schemas/index';
import { dynamicContentSchema } from '@/lib/cms/schemas/index';
import { readContent } from '@/test/support/content';

/**
 * A content page: not found, or unavailable when a read failed (both the 404 screen, the latter
 * never stored); a slug of the other language goes
 * to its translation; FAQ categories show the notice, programme and news categories redirect to
 * their route, author categories render the author variant.
 */
const mockPages = new Map<string, DynamicContent | 'fail'>();
const mockCategories = new Map<string, number[] | null>();
const mockTeam: TeamMember[] = [];
// The getter as lib/cms/fallback.ts makes it: a failed read is `unavailable`, never a throw.
jest.mock('@/lib/cms/dynamic-pages', () => ({
  findDynamicContent: async (slug: string, lang: string) => {
    const page = mockPages.get(`${lang}/${slug}`);
    if (page === 'fail') return { kind: 'unavailable' };
    return page ? { kind: 'found', value: page } : { kind: 'not-found' };
  },
  getPostCategories: async (slug: string) => mockCategories.get(slug) ?? [],
}));
jest.mock('@/lib/cms/team', () => ({ getTeam: async () => mockTeam }));

const { resolveDynamicContent } = jest.requireActual<typeof import('./dynamic-content')>('./dynamic-content');

type Raw = Record<string, unknown>;
const sample = readContent<Raw[]>('uk', 'dynamic-content.json').find((item) => item.status !== 'draft') as Raw;
const page = (slug: string, extra: Raw = {}): DynamicContent =>
  dynamicContentSchema.parse({ content: { ...sample, slug, categories: [], alternate_slug: '', ...extra }, translations: {} });

beforeEach(() => {
  mockPages.clear();
  mockCategories.clear();
  mockTeam.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('what a content page resolves to', () => {
  it('renders the page, with its coordinator when the team has that id', async () => {
    mockPages.set('uk/polityka', page('polityka', { curator_id: 7 }));
    mockTeam.push({ id: 7, name: 'Ірина Шевчук' } as TeamMember);
    const resolution = await resolveDynamicContent('polityka', 'uk', '');
    expect(resolution).toMatchObject({ kind: 'content', path: '/polityka', variant: 'default', coordinator: { id: 7 } });
  });

  it('keeps a Cyrillic slug percent-encoded in the path the page is shown at', async () => {
    mockPages.set('uk/політика', page('політика'));
    expect(await resolveDynamicContent('політика', 'uk', '')).toMatchObject({ kind: 'content', path: `/${encodeURIComponent('політика')}` });
  });

  it('redirects a slug of the other language to its translation', async () => {
    mockPages.set('en/privacy-policy', page('privacy-policy', { alternate_slug: 'polityka' }));
    expect(await resolveDynamicContent('privacy-policy', 'uk', '')).toEqual({ kind: 'redirect', to: '/uk/polityka' });
  });

  it('redirects programme and news categories to their routes, and shows the FAQ notice for FAQ categories', async () => {
    mockPages.set('uk/a', page('a', { categories: [22] }));
    mockPages.set('uk/b', page('b', { categories: [3] }));
    mockPages.set('uk/c', page('c', { categories: [260], title: 'Як подати заявку?' }));
    expect(await resolveDynamicContent('a', 'uk', '')).toEqual({ kind: 'redirect', to: '/uk/programs/a' });
    expect(await resolveDynamicContent('b', 'uk', '')).toEqual({ kind: 'redirect', to: '/uk/news/b' });
    expect(await resolveDynamicContent('c', 'uk', '')).toEqual({ kind: 'faq-notice', title: 'Як подати заявку?', faqHref: '/uk/faq' });
  });

  it('reads the categories from the posts lookup when the page came without them, and renders author pages as authors', async () => {
    mockPages.set('en/jane', page('jane'));
    mockCategories.set('jane', [276]);
    expect(await resolveDynamicContent('jane', 'en', '/authors')).toMatchObject({ kind: 'content', path: '/authors/jane', variant: 'author' });
  });

  it('is not found when neither language has the slug, and unavailable (never kept as a 404) when the CMS failed', async () => {
    expect(await resolveDynamicContent('nothing', 'uk', '')).toEqual({ kind: 'not-found' });
    mockPages.set('uk/down', 'fail');
    expect(await resolveDynamicContent('down', 'uk', '')).toEqual({ kind: 'unavailable' });
    mockPages.set('en/other-down', 'fail');
    expect(await resolveDynamicContent('other-down', 'uk', '')).toEqual({ kind: 'unavailable' });
  });
});
