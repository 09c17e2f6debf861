'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent, FocusEvent } from 'react';
import type { Language } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { swapLocale } from '@/lib/i18n/routing';
import styles from './Header.module.scss';

/**
 * Language toggle built from the header data's languages. Each link swaps the first path
 * segment and keeps the rest and the query. Item pages whose slug differs between languages
 * redirect on the server to the translated item (or the listing), so the link stays a plain swap.
 * The server-rendered href has no query (the page stays static); the live query — filters
 * change it with history.replaceState — is read when the link is pointed at or followed.
 */
export function LanguageToggle({ lang, languages, label }: { lang: Locale; languages: Language[]; label: string }) {
  const pathname = usePathname() ?? `/${lang}`;

  function refresh(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>, code: Locale) {
    event.currentTarget.href = swapLocale(window.location.pathname, window.location.search, code);
  }

  return (
    <ul className={styles.languages} aria-label={label}>
      {languages.map((language) => {
        const active = language.code === lang;
        return (
          <li key={language.code}>
            <a
              href={swapLocale(pathname, '', language.code)}
              hrefLang={language.code}
              lang={language.code}
              className={`${styles.language} ${active ? styles.languageActive : ''}`}
              aria-current={active ? 'true' : undefined}
              title={language.name || undefined}
              onMouseEnter={(event) => refresh(event, language.code)}
              onFocus={(event) => refresh(event, language.code)}
              onClick={(event) => refresh(event, language.code)}
            >
              {language.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
