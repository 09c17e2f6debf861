import type { Metadata } from 'next';
import { StoriesPageView } from '@/components/stories/StoriesPageView';
import { PageDataError } from '@/components/ui/PageDataError';
import { config } from '@/lib/config';
import { getTestimonials } from '@/lib/cms/home';
import { getStoriesPage } from '@/lib/cms/pages';
import { STORIES_PAGE_SIZE } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams, langFrom } from '@/lib/i18n/params';
import { toStory } from '@/lib/stories/from-testimonial';
import { heroHead, pageMetadata } from '@/lib/seo/page-metadata';

export const revalidate = 300; // REVALIDATE.lists — Next needs a literal here
export const dynamicParams = false; // [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx)
export const generateStaticParams = generateLangParams;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getStoriesPage(lang);
  return pageMetadata({ lang, path: '/stories', texts: getDictionary(lang).stories, ...heroHead(page?.page) });
}

export default async function StoriesRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [page, testimonials] = await Promise.all([getStoriesPage(lang), getTestimonials(lang, STORIES_PAGE_SIZE)]);
  if (!page) return <PageDataError lang={lang} page={getDictionary(lang).stories.pageName} />;
  const now = new Date();
  const stories = testimonials.map((item) => toStory(item, config.product[lang], now));
  return <StoriesPageView lang={lang} page={page} stories={stories} />;
}
