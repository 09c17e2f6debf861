import { AboutPageView } from '@/components/about/AboutPageView';
import { findAboutPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../_routes/cms-page-route';

const route = cmsPageRoute({
  path: '/about',
  texts: (lang) => getDictionary(lang).about,
  find: findAboutPage,
  image: (page) => page.story_image,
  render: (lang, page) => <AboutPageView lang={lang} page={page} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
