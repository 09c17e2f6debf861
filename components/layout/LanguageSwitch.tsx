import { getHeaderData } from '@/lib/cms/shell';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { TranslatedPage } from '@/lib/i18n/routing';
import { LanguageToggle } from './LanguageToggle';

/**
 * The header's language links. On an item page (article, programme, content page, author) the
 * page's slot in app/[lang]/@languages passes the translation's address, so the link goes
 * straight there; elsewhere the link swaps the language segment.
 */
export async function LanguageSwitch({ lang, page }: { lang: Locale; page?: TranslatedPage }) {
  const { languages } = await getHeaderData(lang);
  return <LanguageToggle lang={lang} languages={languages} label={getDictionary(lang).shell.header.languageSwitch} page={page} />;
}
