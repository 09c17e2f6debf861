import type { Metadata } from 'next';
import { PhotoExhibitionView } from '@/components/exhibition/PhotoExhibitionView';
import { getAuthors, getPhotoGallery, getTimelineEvents } from '@/lib/cms/exhibition';
import { getPhotoExhibitionPage } from '@/lib/cms/pages';
import { EXHIBITION_GALLERY_MAX_PAGES } from '@/lib/constants';
import { withFallback } from '@/lib/cms/fallback';
import { collectPages } from '@/lib/exhibition/sections';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

/** The exhibition getters rethrow; every section settles on its own fallback. */
const exhibitionPage = (lang: Locale) => withFallback('getPhotoExhibitionPage', null, () => getPhotoExhibitionPage(lang));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await exhibitionPage(lang);
  return pageMetadata({
    lang,
    path: '/photo-exhibition',
    texts: getDictionary(lang).exhibition,
    title: page?.hero_title,
    descriptions: [page?.hero_description, page?.about_content],
    image: page?.hero_background_image,
  });
}

export default async function PhotoExhibitionRoute({ params }: Props) {
  const lang = await langFrom(params);
  const gallery = withFallback('getPhotoGallery', [], () =>
    collectPages(async (n) => {
      const answer = await getPhotoGallery(lang, n);
      return { items: answer.items, hasMore: answer.pagination.has_more };
    }, EXHIBITION_GALLERY_MAX_PAGES),
  );
  const authors = withFallback('getAuthors', [], () => getAuthors(lang));
  const timeline = getTimelineEvents(lang);
  const page = await exhibitionPage(lang);
  return <PhotoExhibitionView lang={lang} page={page} gallery={gallery} timeline={timeline} authors={authors} />;
}

export const revalidate = 300;
export const dynamicParams = false;
