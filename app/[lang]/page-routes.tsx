import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageDataError } from '@/components/ui/PageDataError';
import type { Lookup } from '@/lib/cms/fallback';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { heroHead, pageMetadata, type HeroFields, type PageHead } from '@/lib/seo/page-metadata';

/**
 * The two shapes of a language page (`/{lang}/about`, `/{lang}/impact`): its `generateMetadata`
 * and its component, for a page file to export next to its literal segment config.
 */

type Props = { params: Promise<{ lang: string }> };
type Head = Pick<PageHead, 'title' | 'descriptions' | 'image'>;
type MetaTexts = PageHead['texts'];

interface PageRoute {
  generateMetadata: (props: Props) => Promise<Metadata>;
  Page: (props: Props) => Promise<ReactNode>;
}

/**
 * A page whose copy is a CMS record: its head from the record (the hero by default), else the
 * dictionary's; "Page data failures: … 'Unable to load … page data.'" when the record is not
 * found or unavailable, else the view. `also` reads what else the view needs (`get…` getters, which
 * fall back), at the same time as the record.
 */
export function cmsPageRoute<P, A = undefined>(route: {
  path: string;
  texts: (lang: Locale) => MetaTexts & { pageName: string };
  find: (lang: Locale) => Promise<Lookup<P>>;
  also?: (lang: Locale) => Promise<A>;
  head?: (page: P | null) => Head;
  render: (lang: Locale, page: P, also: A) => ReactNode;
  /** Adds to the head (the news list's feed link). */
  extendHead?: (metadata: Metadata, lang: Locale) => Metadata;
}): PageRoute {
  const head = route.head ?? ((page: P | null) => heroHead(page as HeroFields | null));
  return {
    async generateMetadata({ params }) {
      const lang = await langFrom(params);
      const record = await route.find(lang);
      const metadata = pageMetadata({ lang, path: route.path, texts: route.texts(lang), ...head(record.kind === 'found' ? record.value : null) });
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
