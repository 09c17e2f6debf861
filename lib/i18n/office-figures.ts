import type { Locale } from './locales';

type Figure = Record<Locale, string>;

/**
 * The office's headline figures. They are the figures the office publishes in the CMS (about,
 * history and alumni pages, the home's about block) and the ones the hard-coded pages state
 * (impact and Ukrainian programmes in content/{lang}/static/, participants and the stories'
 * global network in the dictionaries), so every page tells the same story; a test holds them
 * together. Counts the data can give
 * (programmes, articles, categories, resources, team members) are never written here: they are
 * counted where they are shown.
 *
 * Where the spec's sample values disagree with the office's own data, the office wins: the spec
 * shows 1,000+ alumni on three pages and 2,000+ on another; the office counts 2,000+ Ukrainian
 * alumni since 1992, 150+ partner institutions in Ukraine and 350+ host institutions in the U.S.
 */
export const OFFICE_FIGURES = {
  /** Ukrainians who took part since 1992 (about, alumni and history pages; home). */
  ukrainianAlumni: { en: '2,000+', uk: '2 000+' },
  /** Americans who taught and researched in Ukraine (about and history pages). */
  americanParticipants: { en: '500+', uk: '500+' },
  /** Ukrainian universities and research centres the office works with (about and history pages). */
  partnersInUkraine: { en: '150+', uk: '150+' },
  /** U.S. universities that hosted Ukrainian grantees (history, alumni and programmes pages). */
  hostsInUsa: { en: '350+', uk: '350+' },
  /** The programme has run in Ukraine since 1992 (about page). */
  yearsInUkraine: { en: '30+', uk: '30+' },
  /** The worldwide programme since 1946 (about and founder pages). */
  alumniWorldwide: { en: '400,000+', uk: '400 000+' },
  countries: { en: '160+', uk: '160+' },
  yearsOfExchange: { en: '80', uk: '80' },
} as const satisfies Record<string, Figure>;

type FigureName = keyof typeof OFFICE_FIGURES;

/**
 * Office figures as a page shows them: each one's value in the language,
 * with the words beside it, in the order of `labels`: `officeFigures('en', { countries: 'countries' })`.
 */
export function officeFigures(lang: Locale, labels: Partial<Record<FigureName, string>>): { value: string; label: string }[] {
  return Object.entries(labels).map(([name, label]) => ({ value: OFFICE_FIGURES[name as FigureName][lang], label }));
}
