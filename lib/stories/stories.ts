import { STORY_EXCERPT_CUT } from '@/lib/constants';
import { cutAt } from '@/lib/html/cut';

/** A story as the page shows it ("Story (testimonial)"), prepared on the server. */
export interface Story {
  id: number;
  name: string;
  position: string;
  institution: string;
  /** Normalised: dash variants become '-', a missing year the current year. */
  year: string;
  /** program_type: the CMS's program, or the programme name in the page's language. */
  program: string;
  photo: string | null;
  /** Sanitised HTML of the whole story. */
  html: string;
  /** Plain text of the story, for the excerpt and the search. */
  text: string;
}

const DASHES = /\s*[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D-]+\s*/g;

/**
 * "Year dash variants are normalised to a hyphen; a missing year becomes the
 * current year." The clock is a parameter.
 */
export function normaliseYear(year: string, now: Date): string {
  const trimmed = year.trim();
  if (trimmed === '') return String(now.getFullYear());
  return trimmed.replace(DASHES, '-');
}

/** The last year written in a year or range ('2019-2021' → 2021); 0 when there is none. */
export function lastYearOf(year: string): number {
  const years = year.match(/\d{4}/g);
  const last = years?.[years.length - 1];
  return last ? Number(last) : 0;
}

/** "Stories year list sorted newest first (by the last year of a range)". */
export function sortYears(years: Iterable<string>): string[] {
  return [...new Set(years)].sort((a, b) => lastYearOf(b) - lastYearOf(a) || a.localeCompare(b));
}

/** "programs sorted by name length, shortest first". */
export function sortPrograms(programs: Iterable<string>): string[] {
  return [...new Set(programs)].sort((a, b) => a.length - b.length || a.localeCompare(b));
}

export interface StoryFilters {
  query: string;
  year: string;
  program: string;
}

/**
 * "text search matches case-insensitively in name, content or position; year
 * and program must equal the chosen value."
 */
export function filterStories(stories: readonly Story[], filters: StoryFilters, locale?: string): Story[] {
  const query = filters.query.trim().toLocaleLowerCase(locale);
  return stories.filter((story) => {
    if (filters.year && story.year !== filters.year) return false;
    if (filters.program && story.program !== filters.program) return false;
    if (!query) return true;
    return [story.name, story.text, story.position].some((field) => field.toLocaleLowerCase(locale).includes(query));
  });
}

/**
 * "story excerpt truncated at 300 characters with a read-full toggle only when
 * longer". Null when the whole story fits.
 */
export function storyExcerpt(text: string): string | null {
  return cutAt(text, STORY_EXCERPT_CUT);
}
