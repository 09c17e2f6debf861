import { NewsNotFound } from '@/components/news/NewsNotFound';
import { getDictionary } from '@/lib/i18n/dictionary';

/** An unknown article: status 404, 'News not found' and 'Return to News' in the path's language. */
export default function NotFound() {
  const pick = (lang: 'uk' | 'en') => {
    const a = getDictionary(lang).news.article;
    return { title: a.notFoundTitle, text: a.notFoundText, back: a.returnToNews };
  };
  return <NewsNotFound texts={{ uk: pick('uk'), en: pick('en') }} />;
}
