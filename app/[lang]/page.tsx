import type { Metadata } from 'next';
import { TooManyRequests } from '@/components/errors/TooManyRequests';
import { HomeView } from '@/components/home/HomeView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getAboutData, getHeroSlides, getTestimonials } from '@/lib/cms/home';
import { getLibrary } from '@/lib/cms/library';
import { getNewsCards } from '@/lib/cms/news';
import { getPrograms } from '@/lib/cms/programs';
import { HOME_TESTIMONIALS_MAX, LIBRARY_PREVIEW } from '@/lib/constants';
import { homeTestimonials } from '@/lib/home/testimonials';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { localePath } from '@/lib/i18n/routing';
import { latestNewsQuery } from '@/lib/news/queries';
import { organization, website } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  return pageMetadata({ lang, path: '/', texts: getDictionary(lang).home });
}

export default async function HomeRoute({ params }: Props) {
  const lang = await langFrom(params);
  const [slides, groups, about, news, library, testimonials] = await Promise.all([
    getHeroSlides(lang),
    getPrograms(lang),
    getAboutData(lang),
    getNewsCards(lang, latestNewsQuery()),
    getLibrary(lang, { limit: LIBRARY_PREVIEW }),
    getTestimonials(lang, HOME_TESTIMONIALS_MAX),
  ]);
  // Hero slides or programmes empty or failed → the 'Too Many Requests' screen.
  if (slides.length === 0 || groups.length === 0) {
    return <TooManyRequests texts={getDictionary(lang).home.tooManyRequests} contactsHref={localePath(lang, '/contacts')} />;
  }
  return (
    <>
      <JsonLd data={[organization(lang), website(lang)]} />
      <HomeView
        lang={lang}
        slides={slides}
        groups={groups}
        about={about}
        news={news.items}
        newsTranslations={news.translations}
        library={library.resources.slice(0, LIBRARY_PREVIEW)}
        testimonials={homeTestimonials(testimonials)}
        serverNow={new Date().toISOString()}
      />
    </>
  );
}

export const revalidate = 300;
export const dynamicParams = false;
