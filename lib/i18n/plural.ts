import type { PluralForms } from './format';

/**
 * The words for a count, one for each plural form of Intl.PluralRules (`pluralForm` in
 * lib/i18n/format.ts, `countLabel` in lib/i18n/count-label.ts). English gives the singular and
 * the plural, `plural('article', 'articles')`; Ukrainian all four forms, `plural('новина',
 * 'новини', 'новин', 'новини')`. A form left out repeats another: few the singular, many and other
 * the few (`plural('min read')` is the same words for every count).
 */
export function plural(one: string, few = one, many = few, other = few): Required<PluralForms> {
  return { one, few, many, other };
}
