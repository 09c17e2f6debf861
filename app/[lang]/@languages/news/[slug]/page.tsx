import { resolveArticle } from '@/lib/news/article-data';
import { itemLanguageLinks } from '../../item-language-links';

/** An article's language link: its translation, else the other language's news list. */
export default itemLanguageLinks('/news', resolveArticle, (resolution) => (resolution.kind === 'article' ? resolution.item : null));
