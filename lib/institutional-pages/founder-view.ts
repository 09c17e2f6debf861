import type { FounderPage } from '@/lib/cms/schemas/index';
import { numbered, numberedFigures, numberedLinks } from '@/lib/cms/numbered';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** {name} (founder biography) page: facts, achievements, legacy, links and missions. */
export function founderView(page: FounderPage, lang: Locale) {
  const dict = getDictionary(lang).founder;
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    texts: cmsTexts(page, dict.defaults, lang),
    labels: cmsTexts(page.translations, dict.translations, lang),
    facts: numbered(page, 'fact', 3, ['value', 'label']).filter((f) => f.value),
    achievements: numbered(page, 'achievement', 6, ['title', 'description']).filter((a) => a.title),
    legacyFigures: numberedFigures(page, 'legacy_stat', 2),
    navLinks: numberedLinks(page, 'nav_link', 2),
    missions: numbered(page, 'mission', 4, ['title', 'description']).filter((m) => m.title),
  };
}
