import { ImpactPageView } from '@/components/static-pages/ImpactPageView';
import { impactContent } from '@/lib/static-pages/impact';
import { staticPageRoute } from '../_routes/static-page-route';

const route = staticPageRoute('/impact', impactContent, (_lang, content) => <ImpactPageView content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
