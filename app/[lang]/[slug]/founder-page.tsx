import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FounderPageView } from '@/components/founder/FounderPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { findFounderPage } from '@/lib/cms/pages';
import { config } from '@/lib/config';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** The founder's biography lives at /{lang}/{FOUNDER_SLUG} inside the catch-all route. */
export const founderPage = {
  matches: (slug: string) => slug === config.founderSlug,
  render: async (lang: Locale): Promise<ReactNode> => {
    const page = await findFounderPage(lang);
    if (page.kind !== 'found') return <PageDataError lang={lang} page={getDictionary(lang).founder.pageName} />;
    return <FounderPageView lang={lang} page={page.value} />;
  },
  metadata: async (lang: Locale): Promise<Metadata> => {
    const found = await findFounderPage(lang);
    const page = found.kind === 'found' ? found.value : null;
    return pageMetadata({
      lang,
      path: `/${config.founderSlug}`,
      texts: getDictionary(lang).founder,
      title: page?.hero_title,
      descriptions: [page?.hero_description, page?.bio_text],
      image: page?.bio_image,
    });
  },
};
