import { searchCms } from '@/lib/cms/search';
import { REVALIDATE } from '@/lib/constants';
import { parseSearchQuery } from '@/lib/search/query';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * GET /api/search?q=…&type=all|news|program|page|team&lang=uk|en&page=1&per_page=10
 * → { results, total, page, per_page }. Invalid input: 400 { error }. A failed CMS search is a
 * 502 { error }: never the invented sample results the original site showed.
 */
export async function GET(request: Request) {
  const parsed = parseSearchQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers: NO_STORE });
  const { q, type, lang, page, per_page } = parsed.query;
  try {
    const answer = await searchCms({ query: q, type, lang, page, perPage: per_page });
    return Response.json(
      { results: answer.results, total: answer.total, page, per_page },
      { headers: { 'cache-control': `public, max-age=${REVALIDATE.search}, stale-while-revalidate=${REVALIDATE.search}` } },
    );
  } catch (error) {
    console.warn(`[search] CMS search failed: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ error: 'Search is temporarily unavailable' }, { status: 502, headers: NO_STORE });
  }
}
