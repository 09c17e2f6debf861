import { LazyTooManyRequests } from '@/components/errors/LazyTooManyRequests';
import { HomeView } from '@/components/home/HomeView';
import { JsonLd } from '@/components/seo/JsonLd';
import { resolveHome } from '@/lib/home/home-data';
import { getDictionary } from '@/lib/i18n/dictionary';
import { langFrom } from '@/lib/i18n/params';
import { localePath } from '@/lib/i18n/routing';
import { organization, website } from '@/lib/seo/jsonld';
import { dictionaryMetadata } from './_routes/dictionary-metadata';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = dictionaryMetadata('/', (lang) => getDictionary(lang).home);

export default async function HomeRoute({ params }: Props) {
  const lang = await langFrom(params);
  // When the CMS is down: lib/home/home-data.ts.
  const home = await resolveHome(lang);
  if (home.kind === 'unavailable') {
    return <LazyTooManyRequests texts={getDictionary(lang).home.tooManyRequests} contactsHref={localePath(lang, '/contacts')} />;
  }
  return (
    <>
      <JsonLd data={[organization(lang), website(lang)]} />
      <HomeView
        lang={lang}
        slides={home.slides}
        groups={home.groups}
        about={home.about}
        news={home.news}
        newsTranslations={home.newsTranslations}
        library={home.library}
        testimonials={home.testimonials}
        serverNow={new Date().toISOString()}
      />
    </>
  );
}

export const dynamicParams = false;
