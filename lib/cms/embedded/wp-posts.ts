import { LOCALES } from '@/lib/constants';
import type { CmsAnswer } from '../types';
import { answer, int, invalidParam, type Json, type Query } from './answers';
import { dynamicItems, inAny, isPublished, list, newestFirst, rawNews } from './collections';
import { plainText } from './plain-text';

/** wp/v2/posts: the standard posts endpoint, over posts.json and every news and dynamic-content item. */

/** A news or dynamic-content item in the shape of the standard posts endpoint. */
function asWpPost(item: Json): Json {
  const image = item.image ?? item.featured_image;
  return {
    id: item.id,
    date: item.date ?? item.modified ?? '',
    slug: item.slug,
    status: item.status ?? 'publish',
    title: { rendered: item.title ?? '' },
    excerpt: { rendered: item.description ?? '' },
    content: { rendered: item.content ?? '' },
    categories: item.categories ?? [],
    ...(typeof image === 'string' && image !== ''
      ? { _embedded: { 'wp:featuredmedia': [{ source_url: image, alt_text: plainText(String(item.title ?? '')) }] } }
      : {}),
  };
}

/** posts.json, then every news and dynamic-content item not already there (by id). */
function allPosts(): Json[] {
  const posts = list('posts.json').filter(isPublished);
  const known = new Set(posts.map((p) => String(p.id)));
  const extra: Json[] = [];
  for (const lang of LOCALES) {
    for (const item of [...rawNews(lang).news.filter(isPublished), ...dynamicItems(lang)]) {
      if (known.has(String(item.id))) continue;
      known.add(String(item.id));
      extra.push(asWpPost(item));
    }
  }
  return [...posts, ...extra];
}

/** WordPress adds `_embedded` only when asked with `_embed`. */
function embedded(post: Json, query: Query): Json {
  if ('_embed' in query) return post;
  const rest = { ...post };
  delete rest._embedded;
  return rest;
}

export function wpPosts(query: Query): CmsAnswer {
  const perPage = int(query.per_page, 10);
  if (perPage < 1 || perPage > 100) return invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  const page = int(query.page, 1);
  if (page < 1) return invalidParam('page', 'page must be greater than or equal to 1');
  let posts = allPosts();
  if (query.slug !== undefined) {
    const slugs = query.slug.split(',').map((s) => s.trim());
    posts = posts.filter((p) => slugs.includes(String(p.slug)));
  }
  if (query.categories) {
    const wanted = query.categories.split(',').map(Number).filter(Number.isFinite);
    posts = posts.filter((p) => inAny(p, wanted));
  }
  posts.sort(newestFirst);
  const total = posts.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > Math.max(totalPages, 1)) {
    return answer(400, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  }
  const slice = posts.slice((page - 1) * perPage, page * perPage).map((p) => embedded(p, query));
  return answer(200, slice, total, totalPages);
}

export function wpPost(id: string, query: Query): CmsAnswer {
  const post = allPosts().find((p) => String(p.id) === id);
  return post
    ? answer(200, embedded(post, query))
    : answer(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
}
