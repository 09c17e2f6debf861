import type { Metadata } from 'next';
import { PhotoExhibitionView } from '@/components/exhibition/PhotoExhibitionView';
import { getAuthors, getPhotoGallery, getTimelineEvents } from '@/lib/cms/exhibition';
import { getPhotoExhibitionPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const page = await getPhotoExhibitionPage(lang);
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
  // Each section waits for its own read, which falls back on its own (part 2 §8: "logged only").
  const gallery = getPhotoGallery(lang);
  const authors = getAuthors(lang);
  const timeline = getTimelineEvents(lang);
  const page = await getPhotoExhibitionPage(lang);
  return <PhotoExhibitionView lang={lang} page={page} gallery={gallery} timeline={timeline} authors={authors} />;
}

export const dynamicParams = false;
