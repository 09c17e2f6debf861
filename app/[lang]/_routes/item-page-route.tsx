import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import type { NotFound, Redirect, Resolution, Unavailable } from '@/lib/cms/fallback';
import { followRedirect } from '@/lib/dynamic-pages/follow-redirect';
import { notFoundMetadata, type NotFoundKind } from '@/lib/navigation/not-found';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';

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
