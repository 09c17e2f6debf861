import type { AboutPage } from '@/lib/cms/schemas/index';
import { numbered, numberedFigures, numberedLinks } from '@/lib/cms/numbered';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** About page: its numbered records as lists, texts resolved once. */
export function aboutView(page: AboutPage, lang: Locale) {
  const dict = getDictionary(lang).about;
  const labels = cmsTexts(page.translations, dict.translations, lang);
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    texts: cmsTexts(page, dict.defaults, lang),
    labels,
    storyLinks: numberedLinks(page, 'story_link', 2),
    impact: numberedFigures(page, 'impact_stat', 4),
    values: numbered(page, 'value', 3, ['title', 'description']).filter((v) => v.title),
    programs: numbered(page, 'program', 3, ['title', 'description', 'feature1', 'feature2', 'feature3', 'link_url', 'link_text'])
      .filter((p) => p.title)
      .map((p) => ({
        title: p.title,
        description: p.description,
        features: [p.feature1, p.feature2, p.feature3].filter(Boolean),
        featuresLabel: t(lang, dict.featuresOf, { title: p.title }),
        url: p.link_url,
        link: p.link_text || labels.read_more,
      })),
    network: numberedFigures(page, 'network_stat', 4),
  };
}
