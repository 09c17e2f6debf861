import { z } from 'zod';
import { SEARCH_TYPES } from '@/lib/cms/schemas/search';
import { LOCALES, SEARCH_MAX_LENGTH, SEARCH_MAX_PAGE_SIZE, SEARCH_MIN_LENGTH, SEARCH_PAGE_SIZE } from '@/lib/constants';

/** The highest page anyone may ask for; deeper pages of a site search are never useful. */
export const SEARCH_MAX_PAGE = 1000;

const integerParam = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

/**
 * Query parameters of GET /api/search. "at least 2 characters (trimmed) before
 * any request"; part 2 §7: query, type (all, news, program, page, team), lang, page, per_page.
 */
const searchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(SEARCH_MIN_LENGTH, `q must be at least ${SEARCH_MIN_LENGTH} characters`)
        .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  type: z
    .enum(SEARCH_TYPES, { error: `type must be one of ${SEARCH_TYPES.join(', ')}` })
    .optional()
    .transform((v) => v ?? 'all'),
  lang: z
    .enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` })
    .optional()
    .transform((v) => v ?? 'uk'),
  page: integerParam('page', 1, SEARCH_MAX_PAGE, 1),
  per_page: integerParam('per_page', 1, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE),
});
type SearchQuery = z.output<typeof searchQuerySchema>;

export type ParsedSearchQuery = { ok: true; query: SearchQuery } | { ok: false; error: string };

/** Validates URL search parameters; the error names every problem in one readable sentence. */
export function parseSearchQuery(params: URLSearchParams): ParsedSearchQuery {
  const raw: Record<string, string> = {};
  for (const key of ['q', 'type', 'lang', 'page', 'per_page']) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const result = searchQuerySchema.safeParse(raw);
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, error: result.error.issues.map((issue) => issue.message).join('; ') };
}

