import type { HomeData } from '@/lib/home/home-data';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { catalogueProgramCount } from '@/lib/programs/groups';
import { HeroSlider } from './HeroSlider';
// The shared components' stylesheets first, in the order they had when the sections were one file:
// this order is the order of their rules in the page (next.config.ts, cssChunking).
import '@/components/news/NewsCard';
import '@/components/testimonials/TestimonialCard';
import '@/components/ui/RichText';
import '@/components/programs/ProgramStatusBadge';
import { HomePrograms } from './HomePrograms';
import { AboutBlock } from './AboutBlock';
import { LatestNews } from './LatestNews';
import { LibraryPreview } from './LibraryPreview';
import { HomeTestimonials } from './HomeTestimonials';
import { ContactCta } from './ContactCta';

/** The seven home sections in the spec's order. */
export function HomeView({
  lang,
  slides,
  groups,
  about,
  news,
  newsTranslations,
  library,
  testimonials,
  serverNow,
}: Omit<HomeData, 'kind'> & { lang: Locale; serverNow: string }) {
  const dict = getDictionary(lang);
  return (
    <>
      <HeroSlider
        texts={dict.home.slider}
        slides={slides.map((s) => ({
          id: s.id,
          image: s.image,
          title: s.title,
          description: s.description,
          ctaText: s.cta_text || dict.home.slider.learnMore,
          ctaLink: s.cta_link ? localePath(lang, s.cta_link) : '',
        }))}
      />
      <HomePrograms lang={lang} groups={groups} serverNow={serverNow} dict={dict} />
      <AboutBlock lang={lang} about={about} programCount={catalogueProgramCount(groups, lang)} dict={dict} />
      <LatestNews lang={lang} items={news} dict={dict} translations={newsTranslations} />
      <LibraryPreview lang={lang} resources={library} dict={dict} />
      <HomeTestimonials testimonials={testimonials} dict={dict} />
      <ContactCta lang={lang} dict={dict} />
    </>
  );
}
