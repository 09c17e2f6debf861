import { TeamPageView } from '@/components/team/TeamPageView';
import { findTeamPage } from '@/lib/cms/pages';
import { getTeam, getTeamGallery } from '@/lib/cms/team';
import { teamGalleryView, teamMemberViews } from '@/lib/team/view';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../_routes/cms-page-route';

const route = cmsPageRoute({
  path: '/team',
  texts: (lang) => getDictionary(lang).team,
  find: findTeamPage,
  also: (lang) => Promise.all([getTeam(lang), getTeamGallery(lang, 1)]),
  render: (lang, page, [team, gallery]) => (
    <TeamPageView
      lang={lang}
      page={page}
      members={teamMemberViews(team, lang)}
      gallery={{ items: gallery.items.map(teamGalleryView), hasMore: gallery.hasMore }}
    />
  ),
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
