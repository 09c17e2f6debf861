import { ImpactPageView } from '@/components/static-pages/ImpactPageView';
import { impactContent } from '@/lib/static-content/impact';
import { staticPageRoute } from '../page-routes';

const route = staticPageRoute('/impact', impactContent, (_lang, content) => <ImpactPageView content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed (its values come from the layout's generateStaticParams): any other value is Next's 404 (app/global-not-found.tsx)
