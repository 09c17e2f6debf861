import { z } from 'zod';
import { getTeamGallery } from '@/lib/cms/team';
import { LOCALES, REVALIDATE, TEAM_GALLERY_PAGE_SIZE } from '@/lib/constants';
import { teamGalleryView } from '@/lib/team/view';
import { apiError } from '@/lib/http/api-error';

const querySchema = z.object({
  lang: z.enum(LOCALES),
  page: z.coerce.number().int().min(1).max(1000),
});

/**
 * GET /api/team-gallery?lang=uk&page=2 → { items, hasMore }: the team gallery's 'load more'
 * (6 a page). The browser never calls the CMS; the getter's cache answers repeated pages.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({ lang: url.searchParams.get('lang'), page: url.searchParams.get('page') ?? '1' });
  if (!parsed.success) return apiError(400, 'invalid_query', { detail: 'lang must be uk or en and page a whole number from 1 to 1000' });
  const { lang, page } = parsed.data;
  const gallery = await getTeamGallery(lang, page, TEAM_GALLERY_PAGE_SIZE);
  return Response.json(
    { items: gallery.items.map(teamGalleryView), hasMore: gallery.hasMore },
    { headers: { 'cache-control': `public, max-age=60, s-maxage=${REVALIDATE.lists}, stale-while-revalidate=600` } },
  );
}
