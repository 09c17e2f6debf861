import { ProgramsPageView } from '@/components/programs/ProgramsPageView';
import { findProgramsPage, getPrograms } from '@/lib/cms/programs';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../_routes/cms-page-route';

const route = cmsPageRoute({
  path: '/programs',
  texts: (lang) => getDictionary(lang).programs,
  find: findProgramsPage,
  also: getPrograms,
  render: (lang, page, groups) => <ProgramsPageView lang={lang} page={page} groups={groups} serverNow={new Date().toISOString()} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
