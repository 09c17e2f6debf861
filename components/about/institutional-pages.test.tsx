import { renderPage, withoutPageData } from '@/test/embedded-pages';
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';

/**
 * The about, history and founder pages rendered by their routes from the embedded CMS: every
 * section the spec lists shows the office's data, and without its page data each page says
 * 'Unable to load … page data.'
 */
const read = (file: string): unknown => JSON.parse(readFileSync(`content/${file}`, 'utf8'));

async function render(name: string, lang: 'uk' | 'en') {
  return (await renderPage(name, lang)).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

interface Flat {
  [key: string]: string | Record<string, string>;
}

describe.each(LOCALES)('about, history and founder pages from the CMS (%s)', (lang) => {
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
    const dict = getDictionary(lang);
    const pageName = name === 'about' ? dict.about.pageName : name === 'history' ? dict.history.pageName : dict.founder.pageName;
    const html = await withoutPageData(name, () => render(name, lang));
    expect(html).toContain(dict.ui.pageData.title);
    expect(html).toContain(fill(dict.ui.pageData.message, { page: pageName }));
  });
});
