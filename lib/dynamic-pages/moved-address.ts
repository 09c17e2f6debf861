import { NOT_FOUND, type NotFound, type Redirect, type Unavailable } from '@/lib/cms/fallback';
import { findMovedSlug } from '@/lib/cms/moved';
import type { MovedKind } from '@/lib/cms/schemas/index';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/** Where each kind of item lives on the site, before its slug. */
const BASE: Readonly<Record<MovedKind, string>> = { news: '/news', program: '/programs', page: '' };

/**
 * A renamed item's old address: the permanent redirect to where the item is now, in one hop
 * however often it was renamed; not found when no public item of that kind and language had the
 * slug (an item that has it now is found before this is asked); unavailable when the CMS failed.
 */
export async function movedAddress(kind: MovedKind, slug: string, lang: Locale, base: string = BASE[kind]): Promise<Redirect | NotFound | Unavailable> {
  const moved = await findMovedSlug(kind, slug, lang);
  if (moved.kind !== 'found') return moved;
  if (moved.value === slug) return NOT_FOUND;
  return { kind: 'redirect', to: localePath(lang, `${base}/${encodeURIComponent(moved.value)}`), permanent: true };
}
