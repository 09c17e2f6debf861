import type { ReactNode } from 'react';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { MetaTexts, PageRoute } from './page-route';

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
