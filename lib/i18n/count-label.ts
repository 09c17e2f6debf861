import { pluralForm, type PluralForms } from './format';
import type { Locale } from './locales';

const FORM_NAMES = ['one', 'few', 'many', 'other'] as const;
const normalise = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The words shown beside a count, through the language's plural rules (
 * "one (1), few (2-4), many (others and 11-14)"): 1 публікація, 34 публікації, 35 публікацій.
 *
 * The CMS sends one label per figure, written for the figure the office had in mind. When that
 * label is one of the dictionary's forms, the form the count needs replaces it (the office's
 * "публікацій" beside 34 becomes "публікації"). A label the dictionary does not know is the
 * office's own word: it is kept for the counts of a round figure (uk "many", en "other") and the
 * dictionary's form serves the others, so the number and its word always agree.
 */
export function countLabel(count: number, lang: Locale, forms: PluralForms, cmsLabel = ''): string {
  const label = cmsLabel.trim();
  if (label === '') return pluralForm(count, lang, forms);
  const known = FORM_NAMES.some((name) => {
    const form = forms[name];
    return form !== undefined && normalise(form) === normalise(label);
  });
  if (known) return matchCase(pluralForm(count, lang, forms), label);
  return pluralForm(count, lang, { ...forms, [lang === 'uk' ? 'many' : 'other']: label });
}

/** Keeps the office's capitalisation: 'Історій' stays capitalised as 'Історії'. */
function matchCase(form: string, label: string): string {
  const first = label.charAt(0);
  return first !== first.toLocaleLowerCase() ? form.charAt(0).toLocaleUpperCase() + form.slice(1) : form;
}

/**
 * The number in a figure the CMS wrote as text ('2,000+', '2 000+', '34', '12 400'), or null
 * when it is not a count ('100%', 'Weekly').
 */
export function figureCount(figure: string): number | null {
  const match = /^\s*(\d{1,3}(?:[\s\u00a0\u202f,.]\d{3})*|\d+)\s*\+?\s*$/.exec(figure);
  if (!match?.[1]) return null;
  return Number(match[1].replace(/[\s\u00a0\u202f,.]/g, ''));
}
