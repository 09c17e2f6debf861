import { findSearchResults } from '@/lib/cms/search';
import { REVALIDATE } from '@/lib/constants';
import { parseSearchQuery } from '@/lib/search/query';
import { apiError } from '@/lib/http/api-error';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/search?q=…&type=all|news|program|page|team&lang=uk|en&page=1&per_page=10
 * → { results, total, page, per_page }. Invalid input: 400 invalid_query. A failed CMS search is a
 * 502 cms_unreachable (lib/http/api-error.ts): never the invented sample results the original site showed.
 */
export async function GET(request: Request) {
  const parsed = parseSearchQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, 'invalid_query', { detail: parsed.error, headers: NO_STORE });
  const { q, type, lang, page, per_page } = parsed.query;
  const searched = await findSearchResults({ query: q, type, lang, page, perPage: per_page });
  if (searched.kind !== 'found') return apiError(502, 'cms_unreachable', { detail: 'search is temporarily unavailable', headers: NO_STORE });
  const answer = searched.value;
  return Response.json(
    { results: answer.results, total: answer.total, page, per_page },
    { headers: { 'cache-control': `public, max-age=${REVALIDATE.search}, stale-while-revalidate=${REVALIDATE.search}` } },
  );
}
