import type { LibraryPage, LibraryResource } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { localizeFileSize } from './file-size';

/** Resources as the rows show them (file sizes in the language's notation). */
export function localizedResources(resources: LibraryResource[], lang: Locale): LibraryResource[] {
  return resources.map((r) => ({ ...r, file_size: localizeFileSize(r.file_size, lang) }));
}

/**
 * "Library page": hero counts (`resourceCount`: every resource of the library),
 * the list's texts and three link cards, resolved once.
 */
export function libraryView(page: LibraryPage, resourceCount: number, lang: Locale) {
  const { stats, ...dict } = getDictionary(lang).library;
  const pagination = getDictionary(lang).ui.pagination;
  const texts = cmsTexts(
    page,
    { all: dict.allFallback, searchPlaceholder: dict.searchLabel, download: dict.downloadFallback, noResultsTitle: dict.noResources, noResultsSearch: '“{query}”', clearFilters: dict.clearFallback },
    lang,
    { all: 'all_resources_text', searchPlaceholder: 'search_placeholder', download: 'download_text', noResultsTitle: 'no_results_title', noResultsSearch: 'no_results_search_text', clearFilters: 'clear_filters_text' },
  );
  return {
    hero: { title: page.hero_title, subtitle: page.hero_subtitle, description: page.hero_description },
    stats: [
      { value: `${formatNumber(resourceCount, lang)}+`, label: countLabel(resourceCount, lang, stats.resources, page.stats_resources_label) },
      { value: `${formatNumber(page.categories.length, lang)}+`, label: countLabel(page.categories.length, lang, stats.categories, page.stats_categories_label) },
      { value: page.stats_downloads_number, label: page.stats_downloads_label },
    ],
    main: { title: page.main_title || page.hero_title, subtitle: page.main_subtitle },
    explorer: {
      ...dict,
      ...texts,
      downloadLabel: dict.download,
      noResultsDescription: page.no_results_description,
      page: pagination.page,
      previous: pagination.previous,
      next: pagination.next,
    },
    more: { title: page.additional_title, subtitle: page.additional_subtitle },
    cards: ([1, 2, 3] as const)
      .map((n) => ({ title: page[`card${n}_title`], description: page[`card${n}_description`], button: page[`card${n}_button_text`], url: page[`card${n}_button_url`] }))
      .filter((card) => card.title)
      .map((card) => ({ ...card, url: card.url && localePath(lang, card.url) })),
  };
}
