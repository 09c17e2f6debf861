import { ArticlePageView } from '@/components/static-pages/ArticlePageView';
import { articleContent } from '@/lib/static-content/article';
import { staticPageRoute } from '../page-routes';

const route = staticPageRoute('/custom-article', articleContent, (lang, content) => <ArticlePageView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed (its values come from the layout's generateStaticParams): any other value is Next's 404 (app/global-not-found.tsx)
