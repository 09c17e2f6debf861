import type { PhotoExhibitionPage } from '@/lib/cms/schemas';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** The photo exhibition's section titles: the CMS's, else the dictionary's (also when the page data failed). */
export function exhibitionTexts(page: PhotoExhibitionPage | null, lang: Locale) {
  return cmsTexts(page, getDictionary(lang).exhibition.defaults, lang);
}
