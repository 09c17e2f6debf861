import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { articleContent } from '@/lib/static-content/article';
import { circlesContent } from '@/lib/static-content/circles';
import { impactContent } from '@/lib/static-content/impact';
import { researchContent } from '@/lib/static-content/research';
import { ukraineProgramsContent } from '@/lib/static-content/ukraine-programs';

/**
 * The pages of issue 7 rendered from the embedded content with the getters mocked, and with their
 * page data missing: no runtime error, every section the spec lists, the spec's error text.
 */
const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, 'utf8'));
const missing = { value: false };

jest.mock('@/lib/cms/pages', () => {
  const { aboutPageSchema, historyPageSchema, founderPageSchema } = jest.requireActual<typeof import('@/lib/cms/schemas')>('@/lib/cms/schemas');
  const page = <T,>(schema: { parse: (v: unknown) => T }, name: string) => async (lang: string) => (missing.value ? null : schema.parse(read(`${lang}/pages/${name}.json`)));
  return {
    getAboutPage: page(aboutPageSchema, 'about'),
    getHistoryPage: page(historyPageSchema, 'history'),
    getFounderPage: page(founderPageSchema, 'founder'),
  };
});

/* eslint-disable @typescript-eslint/no-require-imports */
type Route = (props: { params: Promise<{ lang: string }> }) => Promise<ReactNode>;
const route = (path: string): Route => (require(`@/app/[lang]/${path}/page`) as { default: Route }).default;
const routes: Record<string, Route> = {
  about: route('about'),
  history: route('history'),
  impact: route('impact'),
  'custom-article': route('custom-article'),
  'circles-demo': route('circles-demo'),
  'ukraine-programs': route('ukraine-programs'),
  research: route('research'),
};
const { founderPage } = require('@/app/[lang]/[slug]/founder-page') as typeof import('@/app/[lang]/[slug]/founder-page');
/* eslint-enable @typescript-eslint/no-require-imports */

async function render(name: string, lang: 'uk' | 'en') {
  const node = name === 'founder' ? await founderPage.render(lang) : await routes[name]?.({ params: Promise.resolve({ lang }) });
  return renderToStaticMarkup(<>{node}</>).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

interface Flat {
  [key: string]: string | Record<string, string>;
}

describe.each(['uk', 'en'] as const)('pages of issue 7 (%s)', (lang) => {
  beforeEach(() => {
    missing.value = false;
  });

  it('about: hero, story with two links, four impact stats, mission, three values, three programme groups, network', async () => {
    const data = read(`${lang}/pages/about.json`) as Flat;
    const html = await render('about', lang);
    for (const key of [
      'hero_title', 'story_title', 'story_link1_text', 'story_link2_text', 'story_stat_number',
      'impact_stat1_number', 'impact_stat4_label', 'mission_quote', 'value1_title', 'value3_title',
      'program1_title', 'program2_feature2', 'program3_link_text', 'network_stat1_number', 'network_stat4_label',
    ]) {
      expect(html).toContain(String(data[key]));
    }
    expect(html).toContain(`href="/${lang}${String(data.story_link1_url)}"`);
  });

  it('history: hero with range, four events, partnership with four stats and two links, three legacy cards', async () => {
    const data = read(`${lang}/pages/history.json`) as Flat;
    const html = await render('history', lang);
    for (const key of [
      'hero_title', 'hero_range', 'event1_year', 'event4_title', 'partnership_title', 'partnership_stat1_number',
      'partnership_stat4_label', 'partnership_link1_text', 'partnership_link2_text', 'legacy1_title', 'legacy3_description',
    ]) {
      expect(html).toContain(String(data[key]));
    }
  });

  it('founder: three facts, biography, six achievements, legacy stats, bridges, main quote, two links, four missions', async () => {
    const data = read(`${lang}/pages/founder.json`) as Flat;
    const html = await render('founder', lang);
    for (const key of [
      'hero_title', 'fact1_value', 'fact3_label', 'bio_year', 'bio_quote', 'achievement1_title', 'achievement6_title',
      'legacy_stat1_number', 'legacy_stat2_label', 'bridges_title', 'main_quote', 'nav_link1_text', 'nav_link2_text',
      'mission1_title', 'mission4_description',
    ]) {
      expect(html).toContain(String(data[key]));
    }
  });

  it.each(['about', 'history', 'founder'])('%s says "Unable to load … page data." when its data is missing', async (name) => {
    missing.value = true;
    const dict = getDictionary(lang);
    const pageName = name === 'about' ? dict.about.pageName : name === 'history' ? dict.history.pageName : dict.founder.pageName;
    const html = await render(name, lang);
    expect(html).toContain(dict.ui.pageData.title);
    expect(html).toContain(fill(dict.ui.pageData.message, { page: pageName }));
  });

  it.each([
    ['impact', () => [impactContent[lang].title, ...impactContent[lang].blocks.map((b) => b.title)]],
    ['custom-article', () => [articleContent[lang].title, getDictionary(lang).staticPages.sharedLabels.relatedTopics, articleContent[lang].author.name]],
    ['circles-demo', () => circlesContent[lang].groups.flatMap((g) => [g.title, ...g.variants.map((v) => v.name)])],
    ['ukraine-programs', () => [ukraineProgramsContent[lang].title, ...Object.values(getDictionary(lang).staticPages.ukrainePrograms.tabs)]],
    ['research', () => [researchContent[lang].study.title, ...researchContent[lang].study.findings]],
  ] as const)('%s renders its hard-coded content', async (name, expected) => {
    const html = await render(name, lang);
    for (const text of expected()) expect(html).toContain(text);
  });
});
