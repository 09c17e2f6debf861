import { z } from 'zod';
import { tags } from '@/lib/cms/tags';
import { LOCALES } from '@/lib/constants';
import { decodeParam } from '@/lib/http/decode-param';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the office's WordPress sends after publishing (see docs/wordpress.md, "Publishing: the revalidation webhook").
 * `type` names what changed; `slug`/`old_slug` the item (old_slug on rename or unpublish, so the
 * old address becomes a 404 rather than a stale page); `lang` limits it to one language;
 * `tags` adds explicit cache tags.
 */
export const REVALIDATE_TYPES = [
  'news', 'program', 'page', 'dynamic', 'library', 'team', 'team_gallery', 'testimonial', 'curator',
  'menu', 'header', 'footer', 'hero', 'about', 'timeline', 'gallery', 'author', 'news_category', 'seo', 'all',
] as const;

/** WordPress keeps a Cyrillic slug percent-encoded; a payload may send it so: decoded like the getters' slugs. */
const slug = z
  .string()
  .trim()
  .transform(decodeParam)
  .pipe(z.string().min(1).max(200).regex(/^[\p{L}\p{N}_-]+$/u, 'a slug has letters, digits, - and _ only'));

export const revalidatePayloadSchema = z
  .object({
    type: z.enum(REVALIDATE_TYPES).optional(),
    action: z.enum(['publish', 'update', 'unpublish', 'delete', 'rename']).default('update'),
    slug: slug.optional(),
    old_slug: slug.optional(),
    lang: z.enum(LOCALES).optional(),
    /** A page-text record name for type 'page' (programs, news, team, about, faq, …). */
    name: z.string().trim().min(1).max(60).regex(/^[a-z0-9-]+$/).optional(),
    /** A post id, for its SEO record. */
    id: z.number().int().positive().optional(),
    tags: z.array(z.string().trim().min(1).max(120).regex(/^[\w:.-]+$/)).max(50).optional(),
    /**
     * 'stale' (default): the next visitor gets the cached page while it refreshes, so a CMS fault
     * never shows. 'expire': the next request waits for a fresh render (immediate consistency).
     */
    mode: z.enum(['stale', 'expire']).default('stale'),
  })
  .strict()
  .refine((p) => p.type !== undefined || (p.tags?.length ?? 0) > 0, 'either type or tags is required')
  .refine((p) => !['program', 'dynamic'].includes(p.type ?? '') || p.slug || p.old_slug, 'slug is required for this type')
  .refine((p) => p.type !== 'page' || p.name, 'name is required for type page');
export type RevalidatePayload = z.infer<typeof revalidatePayloadSchema>;

/** The cache tags of every page the publication affects, deduplicated and sorted. */
export function tagsFor(payload: RevalidatePayload): string[] {
  const langs: readonly Locale[] = payload.lang ? [payload.lang] : LOCALES;
  const slugs = [payload.slug, payload.old_slug].filter((s): s is string => Boolean(s));
  const out = new Set<string>(payload.tags ?? []);
  const perLang = (fn: (lang: Locale) => string) => langs.forEach((lang) => out.add(fn(lang)));

  switch (payload.type) {
    case 'news':
      // The article, the news list, the home page (latest news), search and the sitemap.
      slugs.forEach((s) => out.add(tags.newsItem(s)));
      perLang(tags.news);
      out.add(tags.posts).add(tags.search).add(tags.sitemap);
      break;
    case 'news_category':
      perLang(tags.newsCategories);
      perLang((lang) => tags.page('news', lang));
      break;
    case 'program':
      slugs.forEach((s) => out.add(tags.program(s)));
      perLang(tags.programs);
      out.add(tags.search).add(tags.sitemap);
      break;
    case 'dynamic':
      slugs.forEach((s) => out.add(tags.content(s)));
      out.add(tags.posts).add(tags.search).add(tags.sitemap);
      break;
    case 'page':
      perLang((lang) => tags.page(payload.name ?? '', lang));
      out.add(tags.search);
      break;
    case 'library':
      perLang(tags.library);
      break;
    case 'team':
      perLang(tags.team);
      out.add(tags.search);
      break;
    case 'team_gallery':
      perLang(tags.teamGallery);
      out.add(tags.posts);
      break;
    case 'testimonial':
      perLang(tags.testimonials);
      break;
    case 'curator':
      out.add(tags.curators);
      break;
    case 'menu':
      perLang(tags.menu);
      break;
    case 'header':
      perLang(tags.header);
      break;
    case 'footer':
      perLang(tags.footer);
      break;
    case 'hero':
      perLang(tags.heroSlides);
      break;
    case 'about':
      perLang(tags.about);
      break;
    case 'timeline':
      perLang(tags.timeline);
      break;
    case 'gallery':
      perLang(tags.gallery);
      break;
    case 'author':
      perLang(tags.authors);
      break;
    case 'seo':
      if (payload.id) out.add(tags.seo(payload.id));
      break;
    case 'all':
      out.add(tags.all);
      break;
    case undefined:
      break;
  }
  return [...out].sort();
}

/**
 * The tags of a renamed item's old address, which expire at once whatever the mode: refreshed in
 * the background, that page would become the permanent redirect to the new address, and Next 16
 * stores a redirect rendered in the background without its Location header (a 308 that leads
 * nowhere, kept until the next refresh). Expired, the next request renders it in the foreground,
 * where the redirect is whole.
 */
export function oldAddressTags(payload: RevalidatePayload): string[] {
  const old = payload.old_slug;
  if (!old || old === payload.slug || payload.action === 'unpublish' || payload.action === 'delete') return [];
  switch (payload.type) {
    case 'news':
      return [tags.newsItem(old)];
    case 'program':
      return [tags.program(old)];
    case 'dynamic':
      return [tags.content(old)];
    default:
      return [];
  }
}
