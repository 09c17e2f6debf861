import type { HeaderData } from '@/lib/cms/schemas';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

export interface HeaderBrand {
  /** The CMS's logo, or null for the built-in mark. */
  logoUrl: string | null;
  /** The logo's text alternative; '' when the title beside it already names the link. */
  logoAlt: string;
  title: string;
}

/** The header's logo and site title: the CMS's `logo` and `site_title`, the built-in mark and name otherwise. */
export function headerBrand(data: HeaderData, lang: Locale): HeaderBrand {
  const url = data.logo.url.trim();
  return {
    logoUrl: url === '' ? null : url,
    logoAlt: url === '' ? '' : data.logo.alt.trim(),
    title: data.site_title.trim() || t(lang, getDictionary(lang).shell.siteName),
  };
}
