import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';

/**
 * Every page of this area rendered from the embedded content with the getters mocked, and
 * with its page data missing: no runtime error, the spec's texts where the data says so.
 */
const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, 'utf8'));
const missing = { value: false };

jest.mock('@/lib/cms/pages', () => {
  const { teamPageSchema, contactsPageSchema, storiesPageSchema, alumniPageSchema } = jest.requireActual<typeof import('@/lib/cms/schemas')>('@/lib/cms/schemas');
  const page = <T,>(schema: { parse: (v: unknown) => T }, name: string) => async (lang: string) => (missing.value ? null : schema.parse(read(`${lang}/pages/${name}.json`)));
  return {
    getTeamPage: page(teamPageSchema, 'team'),
    getContactsPage: page(contactsPageSchema, 'contacts'),
    getStoriesPage: page(storiesPageSchema, 'stories'),
    getAlumniPage: page(alumniPageSchema, 'alumni'),
  };
});
jest.mock('@/lib/cms/team', () => {
  const { teamSchema, wpPostsSchema, toTeamGalleryItem } = jest.requireActual<typeof import('@/lib/cms/schemas')>('@/lib/cms/schemas');
  return {
    getTeam: async (lang: string) => teamSchema.parse(read(`${lang}/team.json`)).team,
    getTeamGallery: async (lang: string) => ({
      items: wpPostsSchema.parse(read('posts.json')).filter((p) => p.categories.includes(lang === 'en' ? 258 : 256)).slice(0, 6).map(toTeamGalleryItem),
      hasMore: true,
    }),
  };
});
jest.mock('@/lib/cms/home', () => {
  const { testimonialsSchema } = jest.requireActual<typeof import('@/lib/cms/schemas')>('@/lib/cms/schemas');
  return { getTestimonials: async (lang: string) => testimonialsSchema.parse(read(`${lang}/testimonials.json`)) };
});

/* eslint-disable @typescript-eslint/no-require-imports */
const routes: Record<string, (props: { params: Promise<{ lang: string }> }) => Promise<ReactNode>> = {
  team: (require('@/app/[lang]/team/page') as typeof import('@/app/[lang]/team/page')).default,
  contacts: (require('@/app/[lang]/contacts/page') as typeof import('@/app/[lang]/contacts/page')).default,
  stories: (require('@/app/[lang]/stories/page') as typeof import('@/app/[lang]/stories/page')).default,
  participants: (require('@/app/[lang]/participants/page') as typeof import('@/app/[lang]/participants/page')).default,
};
const { alumniPage } = require('@/app/[lang]/[slug]/alumni-page') as typeof import('@/app/[lang]/[slug]/alumni-page');
/* eslint-enable @typescript-eslint/no-require-imports */

async function render(name: string, lang: 'uk' | 'en') {
  const node = name === 'alumni' ? await alumniPage.render(lang) : await routes[name]?.({ params: Promise.resolve({ lang }) });
  return renderToStaticMarkup(<>{node}</>);
}

describe.each(['uk', 'en'] as const)('pages of issue 6 (%s)', (lang) => {
  beforeEach(() => {
    missing.value = false;
  });

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
    missing.value = true;
    const html = await render(name, lang);
    const texts = getDictionary(lang);
    const area = name === 'team' ? texts.team : name === 'contacts' ? texts.contacts : name === 'stories' ? texts.stories : texts.alumni;
    expect(html).toContain(texts.ui.pageData.title);
    expect(html).toContain(fill(texts.ui.pageData.message, { page: area.pageName }).replace(/"/g, '&quot;'));
    expect(html).toContain('role="alert"');
  });
});
