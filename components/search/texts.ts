import type { Dictionary } from '@/lib/i18n/dictionary';

/** The strings the search islands receive as props (from getDictionary on the server). */
export type SearchTexts = Dictionary['search'];
export type OverlayTexts = SearchTexts['overlay'] & {
  resultWord: SearchTexts['page']['resultWord'];
  typeLabels: SearchTexts['typeLabels'];
};
