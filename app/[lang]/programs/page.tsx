import { ProgramsPageView } from '@/components/programs/ProgramsPageView';
import { getPrograms, getProgramsPage } from '@/lib/cms/programs';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams } from '@/lib/i18n/params';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/programs',
  texts: (lang) => getDictionary(lang).programs,
  load: getProgramsPage,
  also: getPrograms,
  render: (lang, page, groups) => <ProgramsPageView lang={lang} page={page} groups={groups} serverNow={new Date().toISOString()} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

// REVALIDATE.pages as a literal, which Next needs; [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx).
export const revalidate = 300, dynamicParams = false;
export const generateStaticParams = generateLangParams;
