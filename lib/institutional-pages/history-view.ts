import type { HistoryPage } from '@/lib/cms/schemas/index';
import { numbered, numberedFigures, numberedLinks } from '@/lib/cms/numbered';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** History page: four events, the partnership and three legacy cards, texts resolved once. */
export function historyView(page: HistoryPage, lang: Locale) {
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    texts: cmsTexts(page, getDictionary(lang).history.defaults, lang),
    events: numbered(page, 'event', 4, ['year', 'title', 'description']).filter((e) => e.title),
    links: numberedLinks(page, 'partnership_link', 2),
    figures: numberedFigures(page, 'partnership_stat', 4),
    legacy: numbered(page, 'legacy', 3, ['title', 'description']).filter((l) => l.title),
  };
}
