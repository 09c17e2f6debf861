import { LazyNotFoundScreen } from '@/components/errors/LazyNotFoundScreen';
import { notFoundMetadata, notFoundTexts } from '@/lib/navigation/not-found';

/**
 * A `notFound()` thrown under a language, shown when the browser renders it (pages return
 * NotFoundPage instead, which the server renders in full). Texts in the path's language.
 */
export default function NotFound() {
  const title = (lang: 'uk' | 'en') => String(notFoundMetadata(lang, 'page').title);
  return <LazyNotFoundScreen texts={{ uk: notFoundTexts('uk', 'page'), en: notFoundTexts('en', 'page') }} titles={{ uk: title('uk'), en: title('en') }} />;
}
