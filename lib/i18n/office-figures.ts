import { OFFICE_FIGURES } from '@/lib/office/figures';
import type { Locale } from './locales';

type FigureName = keyof typeof OFFICE_FIGURES;

/**
 * Office figures (lib/office/figures.ts) as a page shows them: each one's value in the language,
 * with the words beside it, in the order of `labels`: `officeFigures('en', { countries: 'countries' })`.
 */
export function officeFigures(lang: Locale, labels: Partial<Record<FigureName, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([name, label]) => ({ value: OFFICE_FIGURES[name as FigureName][lang], label }));
}
