import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageDataError } from '@/components/ui/PageDataError';
import type { Lookup } from '@/lib/cms/fallback';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { heroHead, pageMetadata, type HeroFields } from '@/lib/seo/page-metadata';
import type { MetaTexts, PageRoute } from './page-route';

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
