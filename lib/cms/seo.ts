import { REVALIDATE } from '@/lib/constants';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { seoRecordSchema, type SeoRecord } from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadSeo = cachedGetter(
  'seo',
  async (postId: number) => (await cmsGet(seoRecordSchema, ns(`seo/${postId}`))).data,
  { revalidate: REVALIDATE.pages, tags: (postId) => [tags.seo(postId)] },
);

/** Spec: "a failure is ignored with a warning". */
export async function getSeoRecord(postId: number): Promise<SeoRecord | null> {
  try {
    return await loadSeo(postId);
  } catch (error) {
    console.warn(`[cms] seo/${postId} ignored: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
