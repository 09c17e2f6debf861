import { ResearchPageView } from '@/components/static-pages/ResearchPageView';
import { researchContent } from '@/lib/static-pages/research';
import { staticPageRoute } from '../_routes/static-page-route';

const route = staticPageRoute('/research', researchContent, (lang, content) => <ResearchPageView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
