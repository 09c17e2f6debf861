import type { ProgramCategoryGroup, ProgramsPage } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueProgramCount, filterOptions, programSections } from './groups';

/** Programs page: hero counts, the filter's and cards' texts, the call to action, resolved once. */
export function programsView(page: ProgramsPage, groups: ProgramCategoryGroup[], lang: Locale) {
  const { list, status } = getDictionary(lang).programs;
  const labels = cmsTexts(page.translations, { learnMore: list.learnMore, all: list.all, chooseCategory: list.chooseCategory }, lang, {
    learnMore: 'learn_more', all: 'all_programs', chooseCategory: 'filter_label',
  });
  const sections = programSections(groups, lang);
  const programCount = catalogueProgramCount(groups, lang);
  const categoryCount = sections.flat().length;
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    stats: [
      { value: formatNumber(programCount, lang), label: countLabel(programCount, lang, list.statsPrograms, page.stats_programs_label) },
      { value: formatNumber(categoryCount, lang), label: countLabel(categoryCount, lang, list.statsCategories, page.stats_categories_label) },
      { value: page.stats_universities_number, label: page.stats_universities_label },
    ],
    sections,
    options: filterOptions(groups),
    filterTexts: { filterLabel: list.filterLabel, all: labels.all, chooseCategory: labels.chooseCategory },
    cardTexts: { learnMore: labels.learnMore, learnMoreAbout: list.learnMoreAbout, opensInNewTab: status.opensInNewTab },
    cta: [
      { text: page.cta_button1_text, url: page.cta_button1_url, primary: true },
      { text: page.cta_button2_text, url: page.cta_button2_url, primary: false },
    ].filter((b) => b.text && b.url),
  };
}
