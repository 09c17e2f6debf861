import type { AlumniPage } from '@/lib/cms/schemas/index';
import { ALUMNI_FILTER_YEARS } from '@/lib/constants';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** Where each "stay in the circle" card leads when the CMS gives no link. */
const CIRCLE_DEFAULT_PATHS = ['/stories', '/news', '/contacts'] as const;

/** {product}ers (alumni) page: texts resolved once, links made local. */
export function alumniView(page: AlumniPage, lang: Locale) {
  const dict = getDictionary(lang);
  const labels = dict.alumni;
  const texts = cmsTexts(page, labels.defaults, lang);
  const { title, subtitle, figures } = dict.stories.network;
  const network = cmsTexts(page, { title, subtitle }, lang, { title: 'network_title', subtitle: 'network_subtitle' });
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    stats: [
      { value: page.stats_alumni_number, label: texts.stats_alumni_label },
      { value: page.stats_countries_number, label: texts.stats_countries_label },
      { value: page.stats_universities_number, label: texts.stats_universities_label },
    ].filter((s) => s.value),
    texts,
    filters: [
      { id: 'q', label: labels.searchLabel, kind: 'search' as const, placeholder: texts.search_placeholder },
      { id: 'field', label: texts.filter_field_label, kind: 'select' as const, options: labels.fields },
      { id: 'year', label: texts.filter_year_label, kind: 'select' as const, options: ALUMNI_FILTER_YEARS.map(String), allLabel: labels.allYears },
    ],
    progressHref: localePath(lang, page.progress_link_url || '/library'),
    network: { ...network, figures },
    subtitles: { testimonials: page.testimonials_subtitle, circle: page.circle_subtitle && t(lang, page.circle_subtitle) },
    circles: ([1, 2, 3] as const).map((n, i) => ({
      title: texts[`circle${n}_title`],
      description: texts[`circle${n}_description`],
      link: texts[`circle${n}_link_text`],
      href: localePath(lang, page[`circle${n}_link_url`] || CIRCLE_DEFAULT_PATHS[i] || '/'),
    })),
  };
}
