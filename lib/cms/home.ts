import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter, lookupGetter, requireNonEmpty } from './fallback';
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
/** The hero slides; `unavailable` when they failed or came back empty (the home's 'Too Many Requests'). */
export const findHeroSlides = lookupGetter('findHeroSlides', (lang: Locale): Promise<HeroSlide[]> => loadHeroSlides(lang));

const loadAbout = cachedGetter(
  'about-data',
  async (lang: Locale) => (await cmsGet(aboutDataSchema, ns('about-data'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.about(lang)] },
);
/** The home's about block; null when it failed ('Failed to load about information.'). */
export const getAboutData = fallbackGetter('getAboutData', null, (lang: Locale): Promise<AboutData | null> => loadAbout(lang));

/** `limit` 3 on home (one page of that size); -1 means all, read a page at a time. */
const loadTestimonials = cachedGetter(
  'testimonials',
  async (lang: Locale, limit: number) =>
    limit > 0
      ? (await cmsGet(testimonialsSchema, ns('testimonials'), { lang, limit })).data
      : everyItem((page) => cmsGet(testimonialsSchema, ns('testimonials'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.testimonials(lang)] },
);
export const getTestimonials = fallbackGetter('getTestimonials', [], (lang: Locale, limit: number = -1): Promise<Testimonial[]> => loadTestimonials(lang, limit));
