import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AlumniPageView } from '@/components/alumni/AlumniPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { config } from '@/lib/config';
import { getTestimonials } from '@/lib/cms/home';
import { findAlumniPage } from '@/lib/cms/pages';
import { STORIES_PAGE_SIZE } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

/** The alumni page lives at /{lang}/{PRODUCT_SLUG}ers inside the catch-all route. */
export const alumniPage = {
  matches: (slug: string) => slug === config.alumniSlug,
  render: async (lang: Locale): Promise<ReactNode> => {
    const [page, testimonials] = await Promise.all([findAlumniPage(lang), getTestimonials(lang, STORIES_PAGE_SIZE)]);
    if (page.kind !== 'found') return <PageDataError lang={lang} page={getDictionary(lang).alumni.pageName} />;
    return <AlumniPageView lang={lang} page={page.value} testimonials={testimonials} />;
  },
  metadata: async (lang: Locale): Promise<Metadata> => {
    const page = await findAlumniPage(lang);
    return pageMetadata({ lang, path: `/${config.alumniSlug}`, texts: getDictionary(lang).alumni, ...heroHead(page.kind === 'found' ? page.value : null) });
  },
};
