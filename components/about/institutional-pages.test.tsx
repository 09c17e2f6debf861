/**
 * @jest-environment jsdom
 */
import { renderPage, withoutPageData } from '@/test/embedded-pages';
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';

/**
 * The about, history and founder pages rendered by their routes from the embedded CMS: every
 * section the spec lists shows the office's data in that section (issue 52: "checks values like
 * '1992' against the whole page, so it passes when their section is gone. Scope each check to its
 * section"), and without its page data each page says 'Unable to load … page data.'
 */
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(`content/${file}`, 'utf8')) as Record<string, string>;

/** The page as a visitor's browser holds it. */
async function show(name: string, lang: 'uk' | 'en'): Promise<void> {
  document.body.innerHTML = await renderPage(name, lang);
}

/** The hero: the page's top-level block that holds its h1. */
function hero(): Element {
  let block: Element | null = document.querySelector('h1');
  while (block && block.parentElement !== document.body) block = block.parentElement;
  if (!block) throw new Error('no h1 on the page');
  return block;
}

/** The section labelled by the heading with this id (Section's `id`), or by this name (its `label`). */
function section(idOrName: string): Element {
  const found = document.querySelector(`section[aria-labelledby="${idOrName}"]`) ?? document.querySelector(`section[aria-label="${idOrName}"]`);
  if (!found) throw new Error(`no section ${idOrName} on the page`);
  return found;
}

/** Each field's value shown inside its own part of the page; a failure names the part and the field. */
function expectShownIn(part: string, block: Element, data: Record<string, string>, fields: string[]) {
  const text = block.textContent ?? '';
  for (const field of fields) {
    expect({ part, field, value: data[field], shown: text.includes(String(data[field])) }).toEqual({ part, field, value: data[field], shown: true });
  }
}

describe.each(LOCALES)('about, history and founder pages from the CMS (%s)', (lang) => {
  it('about: hero, story with two links, four impact stats, mission with three values, three programme groups, network', async () => {
    const data = read(`${lang}/pages/about.json`);
    await show('about', lang);
    expectShownIn('hero', hero(), data, ['hero_title']);
    expectShownIn('story', section('about-story'), data, ['story_title', 'story_link1_text', 'story_link2_text', 'story_stat_number']);
    expect(section('about-story').querySelector(`a[href="/${lang}${data.story_link1_url}"]`)).not.toBeNull();
    expectShownIn('impact', section('about-impact'), data, ['impact_stat1_number', 'impact_stat4_label']);
    expectShownIn('mission', section('about-mission'), data, ['mission_quote', 'value1_title', 'value3_title']);
    expectShownIn('programmes', section('about-programs'), data, ['program1_title', 'program2_feature2', 'program3_link_text']);
    expectShownIn('network', section('about-network'), data, ['network_stat1_number', 'network_stat4_label']);
  });

  it('history: hero with range, four events, partnership with four stats and two links, three legacy cards', async () => {
    const data = read(`${lang}/pages/history.json`);
    await show('history', lang);
    expectShownIn('hero', hero(), data, ['hero_title', 'hero_range']);
    expectShownIn('timeline', section('history-timeline'), data, ['event1_year', 'event4_title']);
    expectShownIn('partnership', section('history-partnership'), data, [
      'partnership_title',
      'partnership_stat1_number',
      'partnership_stat4_label',
      'partnership_link1_text',
      'partnership_link2_text',
    ]);
    expectShownIn('legacy', section('history-legacy'), data, ['legacy1_title', 'legacy3_description']);
  });

  it('founder: three facts, biography, six achievements, legacy stats, bridges, main quote, two links, four missions', async () => {
    const data = read(`${lang}/pages/founder.json`);
    await show('founder', lang);
    expectShownIn('hero', hero(), data, ['hero_title', 'fact1_value', 'fact3_label']);
    expectShownIn('biography', section('founder-bio'), data, ['bio_year', 'bio_quote']);
    expectShownIn('achievements', section('founder-achievements'), data, ['achievement1_title', 'achievement6_title']);
    expectShownIn('legacy', section('founder-legacy'), data, ['legacy_stat1_number', 'legacy_stat2_label', 'bridges_title']);
    expectShownIn('main quote', section(data.main_quote_author || data.hero_title || ''), data, ['main_quote', 'nav_link1_text', 'nav_link2_text']);
    expectShownIn('missions', section('founder-mission'), data, ['mission1_title', 'mission4_description']);
  });

  it.each(['about', 'history', 'founder'])('%s says "Unable to load … page data." when its data is missing', async (name) => {
    const dict = getDictionary(lang);
    const pageName = name === 'about' ? dict.about.pageName : name === 'history' ? dict.history.pageName : dict.founder.pageName;
    await withoutPageData(name, () => show(name, lang));
    const text = document.body.textContent ?? '';
    expect(text).toContain(dict.ui.pageData.title);
    expect(text).toContain(fill(dict.ui.pageData.message, { page: pageName }));
  });
});
