import { ImpactPageView } from '@/components/static-pages/ImpactPageView';
import { impactContent } from '@/lib/static-content/impact';
import { generateLangParams } from '@/lib/i18n/params';
import { staticPageRoute } from '../page-routes';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

const route = staticPageRoute('/impact', impactContent, (_lang, content) => <ImpactPageView content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
