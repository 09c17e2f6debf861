import type { StoriesPage } from '@/lib/cms/schemas';
import { config } from '@/lib/config';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { sortPrograms, sortYears, type Story } from './stories';

/** Stories page: hero counts, the explorer's labels and the global network, texts resolved once. */
export function storiesView(page: StoriesPage, stories: Story[], lang: Locale) {
  const dict = getDictionary(lang).stories;
  const pagination = getDictionary(lang).ui.pagination;
  const { found, network, statStories, statYears, statPrograms, ...labels } = dict;
  const years = sortYears(stories.map((s) => s.year));
  const programs = sortPrograms(stories.map((s) => s.program));
  const alumniPath = localePath(lang, `/${config.alumniSlug}`);
  const tr = page.translations;
  const explorer = cmsTexts(tr, labels, lang, { searchPlaceholder: 'search_placeholder', allYears: 'all_years', allPrograms: 'all_programs', reset: 'reset' });
  const net = cmsTexts(tr, { title: network.title, subtitle: network.subtitle, cta: network.cta }, lang, {
    title: 'global_network_title', subtitle: 'global_network_subtitle', cta: 'global_network_cta',
  });
  return {
    hero: { title: page.page.hero_title, subtitle: page.page.hero_subtitle, description: page.page.hero_description },
    stats: [
      { count: stories.length, forms: statStories },
      { count: years.length, forms: statYears },
      { count: programs.length, forms: statPrograms },
    ].map(({ count, forms }) => ({ value: formatNumber(count, lang), label: countLabel(count, lang, forms) })),
    years,
    programs,
    labels: { ...explorer, found },
    pagination: { nav: dict.pagination, page: pagination.page, previous: pagination.previous, next: pagination.next },
    network: {
      title: net.title,
      subtitle: net.subtitle,
      figures: network.figures,
      links: [
        { href: localePath(lang, page.page.global_cta_url || alumniPath), text: net.cta, primary: true },
        { href: alumniPath, text: t(lang, network.meet) },
      ],
    },
  };
}
