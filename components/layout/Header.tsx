import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { cache, type ReactNode } from 'react';
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

/** Brand and primary menu: the part of the header that carries the CMS's menu. */
async function HeaderNavigation({ lang }: { lang: Locale }) {
  const [menu, headerData] = await Promise.all([getMenu(lang), getHeaderData(lang)]);
  const dict = getDictionary(lang).shell;
  const brand = headerBrand(headerData, lang);
  const labels = {
    primaryNav: dict.header.primaryNav,
    openMenu: dict.header.openMenu,
    closeMenu: dict.header.closeMenu,
    openSubmenu: dict.header.openSubmenu,
  };
  return (
    <>
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
    </>
  );
}

function HeaderSearch({ lang }: { lang: Locale }) {
  const dictionary = getDictionary(lang);
  const searchTexts = { ...dictionary.search.overlay, resultWord: dictionary.search.page.resultWord, typeLabels: dictionary.search.typeLabels };
  return <SearchButton lang={lang} label={dictionary.shell.header.openSearch} texts={searchTexts} />;
}

/**
 * One element of each per request and language. Next renders the language layout twice per page
 * (around the page and around the layout's not-found boundary, both in the RSC payload); the same
 * element object twice is serialized once, where two would repeat the whole menu in every page.
 */
const navigationElement = cache((lang: Locale) => <HeaderNavigation lang={lang} />);
const searchElement = cache((lang: Locale) => <HeaderSearch lang={lang} />);

/** `languageSwitch`: the page's own language links (app/[lang]/@languages), else the plain swap. */
export function Header({ lang, languageSwitch }: { lang: Locale; languageSwitch?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {navigationElement(lang)}
        <div className={styles.tools}>
          {searchElement(lang)}
          {languageSwitch ?? <LanguageSwitch lang={lang} />}
        </div>
      </div>
    </header>
  );
}
