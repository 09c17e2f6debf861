import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { lookupGetter } from './fallback';
import { movedItemSchema, type MovedKind } from './schemas';
import { tags } from './tags';
import { cmsGetOrNull, ns } from './transport';

/**
 * Tagged with the old address's own item tag (the rename's webhook names it) and with the kind's
 * list, which every later rename refreshes: after A → B → C, the answer for A is C.
 */
const movedTags = (kind: MovedKind, slug: string, lang: Locale): string[] =>
  kind === 'news' ? [tags.newsItem(slug), tags.news(lang)] : kind === 'program' ? [tags.program(slug), tags.programs(lang)] : [tags.content(slug), tags.posts];

const loadMovedSlug = cachedGetter(
  'moved',
  async (kind: MovedKind, slug: string, lang: Locale): Promise<string | null> =>
    (await cmsGetOrNull(movedItemSchema, ns(`moved/${kind}/${encodeURIComponent(slug)}`), { lang }))?.slug ?? null,
  { revalidate: REVALIDATE.pages, tags: movedTags },
);

/**
 * The current slug of the public item of this kind and language that once had `slug` (a renamed
 * item's old address); not found when none had it.
 */
export const findMovedSlug = lookupGetter('findMovedSlug', (kind: MovedKind, slug: string, lang: Locale): Promise<string | null> => loadMovedSlug(kind, slug, lang));
