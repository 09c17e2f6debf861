import Link from 'next/link';
import type { ReactNode } from 'react';
import { getMenu } from '@/lib/cms/shell';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { toNavItems } from '@/lib/navigation/menu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { PrimaryNav } from './PrimaryNav';
import { SearchButton } from './SearchButton';
import styles from './Header.module.scss';

/** `languageSwitch`: the page's own language links (app/[lang]/@languages), else the plain swap. */
export async function Header({ lang, languageSwitch }: { lang: Locale; languageSwitch?: ReactNode }) {
  const menu = await getMenu(lang);
  const dictionary = getDictionary(lang);
  const dict = dictionary.shell;
  const searchTexts = { ...dictionary.search.overlay, resultWord: dictionary.search.page.resultWord, typeLabels: dictionary.search.typeLabels };
  const labels = {
    primaryNav: dict.header.primaryNav,
    openMenu: dict.header.openMenu,
    closeMenu: dict.header.closeMenu,
    openSubmenu: dict.header.openSubmenu,
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={localePath(lang, '/')} className={styles.brand} aria-label={t(lang, dict.logoAlt)}>
          <Logo />
          <span className={styles.brandText} aria-hidden="true">
            {t(lang, dict.siteName)}
          </span>
        </Link>
        <PrimaryNav items={toNavItems(menu, lang)} labels={labels} />
        <div className={styles.tools}>
          <SearchButton lang={lang} label={dict.header.openSearch} texts={searchTexts} />
          {languageSwitch ?? <LanguageSwitch lang={lang} />}
        </div>
      </div>
    </header>
  );
}
