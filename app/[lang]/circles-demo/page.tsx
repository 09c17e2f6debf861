import { CirclesDemoView } from '@/components/static-pages/CirclesDemoView';
import { circlesContent } from '@/lib/static-pages/circles';
import { staticPageRoute } from '../_routes/static-page-route';

const route = staticPageRoute('/circles-demo', circlesContent, (lang, content) => <CirclesDemoView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
