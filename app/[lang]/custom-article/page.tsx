import { ArticlePageView } from '@/components/static-pages/ArticlePageView';
import { articleContent } from '@/lib/static-pages/article';
import { staticPageRoute } from '../_routes/static-page-route';

const route = staticPageRoute('/custom-article', articleContent, (lang, content) => <ArticlePageView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
