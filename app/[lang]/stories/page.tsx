import { StoriesPageView } from '@/components/stories/StoriesPageView';
import { config } from '@/lib/config';
import { getTestimonials } from '@/lib/cms/home';
import { getStoriesPage } from '@/lib/cms/pages';
import { STORIES_PAGE_SIZE } from '@/lib/constants';
import { heroHead } from '@/lib/seo/page-metadata';
import { toStory } from '@/lib/stories/from-testimonial';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/stories',
  texts: (lang) => getDictionary(lang).stories,
  load: getStoriesPage,
  also: (lang) => getTestimonials(lang, STORIES_PAGE_SIZE),
  head: (page) => heroHead(page?.page),
  render: (lang, page, testimonials) => {
    const now = new Date();
    return <StoriesPageView lang={lang} page={page} stories={testimonials.map((item) => toStory(item, config.product[lang], now))} />;
  },
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300;
export const dynamicParams = false;
