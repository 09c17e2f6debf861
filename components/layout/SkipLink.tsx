import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import styles from './SkipLink.module.scss';

export function SkipLink({ lang }: { lang: Locale }) {
  return (
    <a className={styles.skip} href="#main">
      {getDictionary(lang).shell.skipToContent}
    </a>
  );
}
