'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent, FocusEvent } from 'react';
import type { Language } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { samePath, swapLocale, type TranslatedPage } from '@/lib/i18n/routing';
import styles from './Header.module.scss';

/**
 * Language toggle built from the header data's languages. On an item page each link goes to the
 * translation's own address; elsewhere it swaps the first path segment and keeps the rest and the
 * query. `page` is checked against the current path, because after a client navigation to a page
 * without translations the header may still hold the previous item's (a parallel route slot keeps
 * its last page). The server-rendered href has no query (the page stays static); the live query —
 * filters change it with history.replaceState — is read when the link is pointed at or followed.
 */
export function LanguageToggle({ lang, languages, label, page }: { lang: Locale; languages: Language[]; label: string; page?: TranslatedPage }) {
  const pathname = usePathname() ?? `/${lang}`;
  const translations = page && samePath(page.path, pathname) ? page.translations : {};

  function refresh(event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>, code: Locale) {
    if (translations[code]) return;
    event.currentTarget.href = swapLocale(window.location.pathname, window.location.search, code);
  }

  return (
    <ul className={styles.languages} aria-label={label}>
      {languages.map((language) => {
        const active = language.code === lang;
        return (
          <li key={language.code}>
            <a
              href={translations[language.code] ?? swapLocale(pathname, '', language.code)}
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
