import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter } from './fallback';
import { footerSchema, headerDataSchema, menuSchema, type FooterData, type HeaderData, type Menu } from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadMenu = cachedGetter(
  'menu',
  async (lang: Locale) => (await cmsGet(menuSchema, ns('menu/primary'), { lang })).data,
  { revalidate: REVALIDATE.shell, tags: (lang) => [tags.menu(lang)] },
);
export const getMenu = fallbackGetter('getMenu', [], (lang: Locale): Promise<Menu> => loadMenu(lang));

const loadHeader = cachedGetter(
  'header',
  async (lang: Locale) => (await cmsGet(headerDataSchema, ns('header-data'), { lang })).data,
  { revalidate: REVALIDATE.shell, tags: (lang) => [tags.header(lang)] },
);
/** Fallback: the two languages the site always has, so the toggle never disappears. */
export const FALLBACK_HEADER: HeaderData = {
  languages: [
    { code: 'uk', label: 'УКР', name: 'Українська' },
    { code: 'en', label: 'ENG', name: 'English' },
  ],
  logo: { url: '', alt: '' },
  site_title: '',
};
export const getHeaderData = fallbackGetter('getHeaderData', FALLBACK_HEADER, (lang: Locale): Promise<HeaderData> => loadHeader(lang));

const loadFooter = cachedGetter(
  'footer',
  async (lang: Locale) => (await cmsGet(footerSchema, ns('footer-data'), { lang })).data,
  { revalidate: REVALIDATE.shell, tags: (lang) => [tags.footer(lang)] },
);
export const EMPTY_FOOTER: FooterData = {
  about_text: '',
  menu: [],
  contacts: { address: '', phone: '', email: '' },
  social: { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' },
  translations: {},
};
export const getFooterData = fallbackGetter('getFooterData', EMPTY_FOOTER, (lang: Locale): Promise<FooterData> => loadFooter(lang));
