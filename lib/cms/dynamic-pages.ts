import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter, lookupGetter } from './fallback';
import { everyPage, listPage } from './paging';
import { previewSession } from './preview';
import { dynamicContentSchema, dynamicPagesSchema, wpPostsSchema, type DynamicContent, type DynamicPages } from './schemas/index';
import { tags } from './tags';
import { cmsGet, cmsGetOrNull, ns } from './transport';

/** Dynamic content by slug. `null` is the CMS's "not found" (never stored: see cachedGetter). */
const loadDynamicContent = cachedGetter(
  'dynamic-content',
  async (slug: string, lang: Locale): Promise<DynamicContent | null> =>
    cmsGetOrNull(dynamicContentSchema, ns(`dynamic-content/${encodeURIComponent(slug)}`), { lang }),
  { revalidate: REVALIDATE.pages, tags: (slug) => [tags.content(slug)] },
);
/** A content page (the spec's "rethrows": the page tells a missing page from a failed read). */
export const findDynamicContent = lookupGetter('findDynamicContent', async (slug: string, lang: Locale): Promise<DynamicContent | null> => {
  const preview = await previewSession();
  if (!preview) return loadDynamicContent(slug, lang);
  // Draft preview: never cached; the token opens the one item it was made for.
  return cmsGetOrNull(dynamicContentSchema, ns(`dynamic-content/${encodeURIComponent(slug)}`), { lang }, { previewToken: preview.token });
});

const loadDynamicPages = cachedGetter(
  'dynamic-pages',
  async (lang: Locale): Promise<DynamicPages> => ({
    pages: (await everyPage((page) => cmsGet(dynamicPagesSchema, ns('dynamic-content'), { lang, ...listPage(page) }))).flatMap((answer) => answer.pages),
  }),
  { revalidate: REVALIDATE.lists, tags: () => [tags.posts, tags.sitemap] },
);
/** Every public page of a language (the sitemap); empty when the CMS fails. */
export const getDynamicPages = fallbackGetter('getDynamicPages', { pages: [] }, (lang: Locale): Promise<DynamicPages> => loadDynamicPages(lang));

/** The categories of the post with this slug (standard posts endpoint), for the redirect rules. */
const loadPostCategories = cachedGetter(
  'post-categories',
  async (slug: string): Promise<number[] | null> => {
    const answer = await cmsGet(wpPostsSchema, 'wp/v2/posts', { slug });
    return answer.data[0]?.categories ?? null;
  },
  { revalidate: REVALIDATE.pages, tags: (slug) => [tags.content(slug), tags.newsItem(slug), tags.posts] },
);
/** Spec: "a failed lookup is ignored": null when there is no such post or the read failed. */
export const getPostCategories = fallbackGetter('getPostCategories', null, (slug: string): Promise<number[] | null> => loadPostCategories(slug));

