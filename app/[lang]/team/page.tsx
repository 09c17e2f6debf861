import type { Metadata } from 'next';
import { TeamPageView } from '@/components/team/TeamPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { getTeamPage } from '@/lib/cms/pages';
import { getTeam, getTeamGallery } from '@/lib/cms/team';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { teamGalleryView, teamMemberViews } from '@/lib/team/view';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getTeamPage(lang);
  return pageMetadata({ lang, path: '/team', texts: getDictionary(lang).team, ...heroHead(page) });
}

export default async function TeamRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, team, gallery] = await Promise.all([getTeamPage(lang), getTeam(lang), getTeamGallery(lang, 1)]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).team.pageName} />;
  return (
    <TeamPageView
      lang={lang}
      page={page}
      members={teamMemberViews(team, lang)}
      gallery={{ items: gallery.items.map(teamGalleryView), hasMore: gallery.hasMore }}
    />
  );
}
