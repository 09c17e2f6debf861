import { UkraineProgramsView } from '@/components/static-pages/UkraineProgramsView';
import { ukraineProgramsContent } from '@/lib/static-content/ukraine-programs';
import { generateLangParams } from '@/lib/i18n/params';
import { staticPageRoute } from '../page-routes';

const route = staticPageRoute('/ukraine-programs', ukraineProgramsContent, (lang, content) => <UkraineProgramsView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

// REVALIDATE.pages as a literal, which Next needs; [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx).
export const revalidate = 300, dynamicParams = false;
export const generateStaticParams = generateLangParams;
