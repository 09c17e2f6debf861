import { renderPage } from '@/test/embedded-pages';
import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { articleContent } from '@/lib/static-pages/article';
import { circlesContent } from '@/lib/static-pages/circles';
import { impactContent } from '@/lib/static-pages/impact';
import { researchContent } from '@/lib/static-pages/research';
import { ukraineProgramsContent } from '@/lib/static-pages/ukraine-programs';

/** The pages the spec hard-codes (part 2 §2) rendered by their routes: each shows its own copy. */
async function render(name: string, lang: 'uk' | 'en') {
  return (await renderPage(name, lang)).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe.each(LOCALES)('hard-coded pages (%s)', (lang) => {
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
