import { siteCanonical } from '@/lib/cms/rules/site-canonical';
import { MOVED_KINDS, type MovedKind } from '../schemas/moved';
import type { CmsAnswer } from '../types';
import { answer, noRoute, notFound, type Json } from './answers';
import { dynamicItems, file, newsList, programDetails } from './collections';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the office's items already carry, answered as the plugin answers it: their SEO record and
 * the old addresses of renamed items (content/seo.json, content/moved.json).
 */

/** `seo/{postId}`: the stored record; its canonical only when it is on the site (the plugin's rule with SITE_URL as its Site URL). */
export function seoAnswer(postId: string): CmsAnswer {
  const record = file<Record<string, Json>>('seo.json')?.[postId];
  if (!record) return notFound('No SEO record for this post');
  const canonical = typeof record.canonical === 'string' ? (siteCanonical(record.canonical) ?? '') : '';
  return answer(200, { title: '', description: '', ...record, canonical });
}

const isMovedKind = (kind: string): kind is MovedKind => (MOVED_KINDS as readonly string[]).includes(kind);

async function publishedSlugs(kind: MovedKind, lang: Locale): Promise<Set<unknown>> {
  const items = kind === 'news' ? (await newsList(lang)).news : kind === 'program' ? programDetails(lang) : dynamicItems(lang);
  return new Set(items.map((item) => item.slug));
}

/**
 * `moved/{kind}/{slug}`: content/moved.json maps each language's kinds' old slugs to the
 * answer `{slug}` of the item that had them. As on WordPress, an address a published item has
 * now is that item's, and the old address of an item that is not published is unknown.
 */
export async function movedAnswer(lang: Locale, param: string): Promise<CmsAnswer> {
  const [kind = '', ...rest] = param.split('/');
  if (!isMovedKind(kind)) return noRoute();
  const old = rest.join('/');
  const record = file<Record<string, Record<string, Record<string, Json>>>>('moved.json')?.[lang]?.[kind]?.[old];
  const current = await publishedSlugs(kind, lang);
  if (!record || current.has(old) || !current.has(record.slug)) return notFound('No item had this address');
  return answer(200, record);
}
