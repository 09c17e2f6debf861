import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { requireNonEmpty } from './errors';
import { withFallback } from './fallback';
import { everyItem, listPage } from './paging';
import {
  aboutDataSchema,
  heroSlidesSchema,
  testimonialsSchema,
  type AboutData,
  type HeroSlide,
  type Testimonial,
} from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

const loadHeroSlides = cachedGetter(
  'hero-slides',
  async (lang: Locale) => requireNonEmpty('hero-slides', await everyItem((page) => cmsGet(heroSlidesSchema, ns('hero-slides'), { lang, ...listPage(page) }))),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.heroSlides(lang)] },
);
export const getHeroSlides = (lang: Locale): Promise<HeroSlide[]> =>
  withFallback('getHeroSlides', [], () => loadHeroSlides(lang));

const loadAbout = cachedGetter(
  'about-data',
  async (lang: Locale) => (await cmsGet(aboutDataSchema, ns('about-data'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.about(lang)] },
);
export const getAboutData = (lang: Locale): Promise<AboutData | null> =>
  withFallback('getAboutData', null, () => loadAbout(lang));

/** `limit` 3 on home (one page of that size); -1 means all, read a page at a time. */
const loadTestimonials = cachedGetter(
  'testimonials',
  async (lang: Locale, limit: number) =>
    limit > 0
      ? (await cmsGet(testimonialsSchema, ns('testimonials'), { lang, limit })).data
      : everyItem((page) => cmsGet(testimonialsSchema, ns('testimonials'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.testimonials(lang)] },
);
export const getTestimonials = (lang: Locale, limit = -1): Promise<Testimonial[]> =>
  withFallback('getTestimonials', [], () => loadTestimonials(lang, limit));
