import { REVALIDATE } from '@/lib/constants';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter } from './fallback';
import { seoRecordSchema, type SeoRecord } from './schemas';
import { tags } from './tags';
import { cmsGetOrNull, ns } from './transport';

interface SeoKey {
  postId: number;
  itemTag: string | null;
}

const loadSeo = cachedGetter(
  'seo',
  async ({ postId }: SeoKey) => cmsGetOrNull(seoRecordSchema, ns(`seo/${postId}`)),
  { revalidate: REVALIDATE.pages, tags: ({ postId, itemTag }) => [tags.seo(postId), ...(itemTag ? [itemTag] : [])] },
);

/**
 * The record, or null when the item has none (404) or the read failed (spec: "a failure is
 * ignored", logged once; the render is not kept, lib/cms/fallback.ts).
 * `itemTag` is the tag of the item's own page: a save of the item refreshes its record too,
 * whichever box (ours, Yoast's, Rank Math's) the editor changed.
 */
export const getSeoRecord = fallbackGetter(
  'getSeoRecord',
  null,
  (postId: number, itemTag: string | null = null): Promise<SeoRecord | null> => loadSeo({ postId, itemTag }),
);
