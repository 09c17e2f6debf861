import { t } from './dictionary';
import type { Locale } from './locales';

/** A page record with every field named (type-checked), or a translations map (any key). */
type CmsRecord<F extends string> = Readonly<Record<F, string>> | Readonly<Record<string, string>> | null | undefined;

/**
 * The texts a page shows: for each default, keyed by the CMS field that may replace it, the CMS's
 * text where it gives one, else the dictionary's, with {product} filled in. A null `cms` (no page
 * data) gives the defaults. The CMS record must have every field the defaults name.
 */
export function cmsTexts<K extends string>(cms: CmsRecord<NoInfer<K>>, defaults: Readonly<Record<K, string>>, lang: Locale): Record<K, string>;
/** The same for texts keyed otherwise: `fields` names the CMS field of each text the CMS may replace. */
export function cmsTexts<K extends string, F extends string>(
  cms: CmsRecord<NoInfer<F>>,
  defaults: Readonly<Record<K, string>>,
  lang: Locale,
  fields: Readonly<Partial<Record<K, F>>>,
): Record<K, string>;
export function cmsTexts(
  cms: CmsRecord<string>,
  defaults: Readonly<Record<string, string>>,
  lang: Locale,
  fields?: Readonly<Record<string, string>>,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const field = fields ? fields[key] : key;
    const given = field === undefined ? '' : cms?.[field]?.trim();
    texts[key] = t(lang, given || fallback);
  }
  return texts;
}
