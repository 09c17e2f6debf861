import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { PageDataError } from '@/components/ui/PageDataError';
import type { Lookup, NotFound, Redirect, Resolution, Unavailable } from '@/lib/cms/fallback';
import { followRedirect } from '@/lib/content/follow-redirect';
import { notFoundMetadata, type NotFoundKind } from '@/lib/errors/not-found';
import { langFrom, routeLang, slugFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { readListState, type ListFilters, type ListState } from '@/lib/list-state/list-state';
import { heroHead, pageMetadata, type HeroFields, type PageHead } from '@/lib/seo/page-metadata';

/**
 * The shapes of a language page (`/{lang}/about`, `/{lang}/impact`, `/{lang}/news`,
 * `/{lang}/news/[slug]`): its `generateMetadata` and its component, for a page file to export
 * next to its literal segment config.
 */

type Props = { params: Promise<{ lang: string }> };
type MetaTexts = PageHead['texts'];

interface PageRoute {
  generateMetadata: (props: Props) => Promise<Metadata>;
  Page: (props: Props) => Promise<ReactNode>;
}

/**
 * A page whose copy is a CMS record: its head from the record's hero (and `image`), else the
 * dictionary's; "Page data failures: … 'Unable to load … page data.'" when the record is not
 * found or unavailable, else the view. `also` reads what else the view needs (`get…` getters, which
 * fall back), at the same time as the record.
 */
export function cmsPageRoute<P, A = undefined>(route: {
  path: string;
  texts: (lang: Locale) => MetaTexts & { pageName: string };
  find: (lang: Locale) => Promise<Lookup<P>>;
  also?: (lang: Locale) => Promise<A>;
  /** The record's image for the head (the share image). */
  image?: (page: P) => string | null | undefined;
  render: (lang: Locale, page: P, also: A) => ReactNode;
  /** Adds to the head (the news list's feed link). */
  extendHead?: (metadata: Metadata, lang: Locale) => Metadata;
}): PageRoute {
  return {
    async generateMetadata({ params }) {
      const lang = await langFrom(params);
      const record = await route.find(lang);
      const page = record.kind === 'found' ? record.value : null;
      const metadata = pageMetadata({ lang, path: route.path, texts: route.texts(lang), ...heroHead(page as HeroFields | null), image: page && route.image?.(page) });
      return route.extendHead ? route.extendHead(metadata, lang) : metadata;
    },
    async Page({ params }) {
      const lang = await langFrom(params);
      const [record, also] = await Promise.all([route.find(lang), route.also ? route.also(lang) : (undefined as A)]);
      if (record.kind !== 'found') return <PageDataError lang={lang} page={route.texts(lang).pageName} />;
      return route.render(lang, record.value, also);
    },
  };
}

/** The `generateMetadata` of a page whose head is its dictionary's texts (the home page, participants). */
export function dictionaryMetadata(path: string, texts: (lang: Locale) => MetaTexts, options: Pick<PageHead, 'noindex'> = {}): PageRoute['generateMetadata'] {
  return async ({ params }) => {
    const lang = await langFrom(params);
    return pageMetadata({ lang, path, texts: texts(lang), ...options });
  };
}

/** A page of hard-coded content ("some pages … are hard-coded sample or placeholder content"). */
export function staticPageRoute<C extends MetaTexts>(path: string, content: Record<Locale, C>, render: (lang: Locale, content: C) => ReactNode): PageRoute {
  return {
    async generateMetadata({ params }) {
      const lang = await langFrom(params);
      return pageMetadata({ lang, path, texts: content[lang] });
    },
    async Page({ params }) {
      const lang = await langFrom(params);
      return render(lang, content[lang]);
    },
  };
}

type ListRender<K extends string, R> = (lang: Locale, state: ListState<K> & { valid: boolean }) => Promise<R>;

/**
 * The first view of a paged list (`/{lang}/news`, the search before any search): its address
 * without a query, a static page (ISR). Every other view is the list's `~view/[state]` route
 * (lib/list-state/view-route.ts), drawn by the same two functions.
 */
export function listFirstPageRoute<K extends string>(filters: ListFilters<K>, page: ListRender<K, ReactNode>, metadata: ListRender<K, Metadata>): PageRoute {
  const firstView = readListState(filters, null);
  return {
    generateMetadata: async ({ params }) => metadata(await langFrom(params), firstView),
    Page: async ({ params }) => page(await langFrom(params), firstView),
  };
}

type ItemProps = { params: Promise<{ lang: string; slug: string }> };
type Item<R> = Exclude<R, Redirect | NotFound | Unavailable>;

function isItem<R extends Resolution<{ kind: string }>>(resolution: R): resolution is Item<R> {
  return resolution.kind !== 'redirect' && resolution.kind !== 'not-found' && resolution.kind !== 'unavailable';
}

function isRedirect(resolution: { kind: string }): resolution is Redirect {
  return resolution.kind === 'redirect';
}

/**
 * A page of one item of a list (`/{lang}/news/[slug]`, `/{lang}/programs/[slug]`), whose route is
 * open: an unknown language is the generic 404 page; the resolver's redirect is followed; an item
 * not found or unavailable is the item's not-found screen ("News article missing or failed: 404
 * with 'News not found'"; a failed read's render is not kept), and its head is that screen's.
 */
export function itemPageRoute<R extends Resolution<{ kind: string }>>(route: {
  resolve: (slug: string, lang: Locale) => Promise<R>;
  notFound: NotFoundKind;
  metadata: (lang: Locale, item: Item<R>) => Promise<Metadata>;
  render: (lang: Locale, item: Item<R>) => Promise<ReactNode>;
}) {
  return {
    async generateMetadata({ params }: ItemProps): Promise<Metadata> {
      const { lang, known } = await routeLang(params);
      if (!known) return notFoundMetadata(lang, 'page');
      const resolution = await route.resolve(await slugFrom(params), lang);
      return isItem(resolution) ? route.metadata(lang, resolution) : notFoundMetadata(lang, route.notFound);
    },
    async Page({ params }: ItemProps): Promise<ReactNode> {
      const { lang, known } = await routeLang(params);
      if (!known) return <NotFoundPage lang={lang} />;
      const resolution = await route.resolve(await slugFrom(params), lang);
      if (isRedirect(resolution)) followRedirect(resolution);
      if (!isItem(resolution)) return <NotFoundPage lang={lang} kind={route.notFound} />;
      return route.render(lang, resolution);
    },
  };
}
