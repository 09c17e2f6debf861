import { REVALIDATE, TEAM_EXCLUDED_CATEGORY, TEAM_GALLERY_PAGE_SIZE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter } from './fallback';
import { everyPage, listPage } from './paging';
import { teamSchema, toTeamGalleryItem, wpPostsSchema, type TeamGalleryItem, type TeamMember } from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadTeam = cachedGetter(
  'team',
  async (lang: Locale) => (await everyPage((page) => cmsGet(teamSchema, ns('team'), { lang, ...listPage(page) }))).flatMap((answer) => answer.team),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.team(lang)] },
);
export const getTeam = fallbackGetter('getTeam', [], (lang: Locale): Promise<TeamMember[]> => loadTeam(lang));

export interface TeamGalleryPage {
  items: TeamGalleryItem[];
  hasMore: boolean;
}

/**
 * The team gallery is the standard posts endpoint filtered by the gallery category
 * (256 uk, 258 en), 6 a page; `has_more` comes from X-WP-TotalPages.
 */
const loadTeamGallery = cachedGetter(
  'team-gallery',
  async (lang: Locale, page: number, perPage: number): Promise<TeamGalleryPage> => {
    const answer = await cmsGet(wpPostsSchema, 'wp/v2/posts', {
      categories: TEAM_EXCLUDED_CATEGORY[lang],
      page,
      per_page: perPage,
      _embed: 1,
    });
    return {
      items: answer.data.map(toTeamGalleryItem),
      hasMore: answer.totalPages !== null ? page < answer.totalPages : answer.data.length === perPage,
    };
  },
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.teamGallery(lang), tags.posts] },
);
export const getTeamGallery = fallbackGetter(
  'getTeamGallery',
  { items: [], hasMore: false },
  (lang: Locale, page: number = 1, perPage: number = TEAM_GALLERY_PAGE_SIZE): Promise<TeamGalleryPage> => loadTeamGallery(lang, page, perPage),
);
