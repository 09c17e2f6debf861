import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getHeaderData, getMenu } from '@/lib/cms/shell';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { toNavItems } from '@/lib/navigation/menu';
import { headerBrand } from './header-brand';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { PrimaryNav } from './PrimaryNav';
import { SearchButton } from './SearchButton';
import styles from './Header.module.scss';

/** `languageSwitch`: the page's own language links (app/[lang]/@languages), else the plain swap. */
export async function Header({ lang, languageSwitch }: { lang: Locale; languageSwitch?: ReactNode }) {
  const [menu, headerData] = await Promise.all([getMenu(lang), getHeaderData(lang)]);
  const dictionary = getDictionary(lang);
  const dict = dictionary.shell;
  const brand = headerBrand(headerData, lang);
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
        {/* The link is named by the logo's alt text, else by the title beside it. */}
        <Link href={localePath(lang, '/')} className={styles.brand} aria-label={brand.logoAlt ? undefined : brand.title} data-testid="site-brand">
          {brand.logoUrl ? (
            // unoptimized: a logo is usually an SVG, which the image optimizer does not take.
            <Image src={brand.logoUrl} alt={brand.logoAlt} width={40} height={40} unoptimized className={styles.logo} />
          ) : (
            <Logo />
          )}
          <span className={styles.brandText} aria-hidden="true">
            {brand.title}
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
