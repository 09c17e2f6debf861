import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageDataError } from '@/components/ui/PageDataError';
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
 * dictionary's; the page data error when the record failed, else the view. `also` loads what else
 * the view needs, at the same time as the record.
 */
export function cmsPageRoute<P, A = undefined>(route: {
  path: string;
  texts: (lang: Locale) => MetaTexts & { pageName: string };
  load: (lang: Locale) => Promise<P | null>;
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
      const metadata = pageMetadata({ lang, path: route.path, texts: route.texts(lang), ...head(await route.load(lang)) });
      return route.extendHead ? route.extendHead(metadata, lang) : metadata;
    },
    async Page({ params }) {
      const lang = await langFrom(params);
      const [page, also] = await Promise.all([route.load(lang), route.also ? route.also(lang) : (undefined as A)]);
      if (!page) return <PageDataError lang={lang} page={route.texts(lang).pageName} />;
      return route.render(lang, page, also);
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
