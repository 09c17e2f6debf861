import { ImpactPageView } from '@/components/static-pages/ImpactPageView';
import { impactContent } from '@/lib/static-content/impact';
import { generateLangParams } from '@/lib/i18n/params';
import { staticPageRoute } from '../page-routes';

const route = staticPageRoute('/impact', impactContent, (_lang, content) => <ImpactPageView content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

// REVALIDATE.pages as a literal, which Next needs; [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx).
export const revalidate = 300, dynamicParams = false;
export const generateStaticParams = generateLangParams;
