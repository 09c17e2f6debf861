import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import type { Locale } from '@/lib/i18n/locales';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { itemTranslations } from '@/lib/i18n/routing';

/**
 * The language link of an item page under its listing (`/{lang}/news/[slug]`): the item's
 * translation, else the other language's listing; the plain switch when there is no such item.
 * `itemOf` picks the item out of the resolver's answer (null when it found none).
 */
export function itemLanguageLinks<R>(
  listingPath: string,
  resolve: (slug: string, lang: Locale) => Promise<R>,
  itemOf: (resolution: R) => { alternate_slug: string | null | undefined } | null,
) {
  return async function ItemLanguageLinks({ params }: { params: Promise<{ lang: string; slug: string }> }) {
    const { lang, known } = await routeLang(params);
    const slug = await slugFrom(params);
    const item = known ? itemOf(await resolve(slug, lang)) : null;
    if (!item) return <LanguageSwitch lang={lang} />;
    return <LanguageSwitch lang={lang} page={itemTranslations(lang, listingPath, slug, item.alternate_slug)} />;
  };
}
