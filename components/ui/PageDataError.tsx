import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import styles from './PageDataError.module.scss';

/** Spec: "When page data is missing the screen says 'Page not found' with 'Unable to load ... page data.'" */
export function PageDataError({ lang, page, message }: { lang: Locale; page: string; message?: string }) {
  const texts = getDictionary(lang).ui.pageData;
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{texts.title}</h1>
      <p>{message ?? fill(texts.message, { page })}</p>
    </section>
  );
}
