import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { getDictionary, t } from '@/lib/i18n/dictionary';

/** Every unmatched path under a language: status 404, texts in the path's language. */
export default function NotFound() {
  const uk = getDictionary('uk').shell;
  const en = getDictionary('en').shell;
  return (
    <NotFoundScreen
      texts={{ uk: uk.notFound, en: en.notFound }}
      siteName={{ uk: t('uk', uk.siteName), en: t('en', en.siteName) }}
    />
  );
}
