import { z } from 'zod';
import { LOCALES, SEARCH_MAX_LENGTH } from '@/lib/constants';
import { loadNewsListPage } from '@/lib/news/list-data';
import { apiError, firstIssue } from '@/lib/http/api-error';

/** GET /api/news?lang=&category=&q=&page=: one page of news cards for the list's filters. */
export const dynamic = 'force-dynamic';

const querySchema = z.object({
  lang: z.enum(LOCALES),
  category: z.coerce.number().int().positive().optional(),
  q: z.string().max(SEARCH_MAX_LENGTH).optional().default(''),
  page: z.coerce.number().int().positive().max(100_000).optional().default(1),
});

export async function GET(request: Request) {
  const params = Object.fromEntries(
    [...new URL(request.url).searchParams.entries()].filter(([, value]) => value !== ''),
  );
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) return apiError(400, 'invalid_query', { detail: firstIssue(parsed.error) });
  const { lang, category, q, page } = parsed.data;
  const data = await loadNewsListPage(lang, { category: category ?? null, q, page });
  return Response.json(data, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } });
}
