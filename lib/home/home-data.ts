import { UNAVAILABLE, type Unavailable } from '@/lib/cms/fallback';
import { findHeroSlides, getAboutData, getTestimonials } from '@/lib/cms/home';
import { getLibrary } from '@/lib/cms/library';
import { getNewsCards } from '@/lib/cms/news';
import { findPrograms } from '@/lib/cms/programs';
import type { AboutData, HeroSlide, LibraryResource, ProgramCategoryGroup, Testimonial } from '@/lib/cms/schemas';
import { HOME_TESTIMONIALS_MAX, LIBRARY_PREVIEW } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { NewsCard } from '@/lib/cms/rules/news-card';
import { latestNewsQuery } from '@/lib/news/queries';
import { homeTestimonials } from './testimonials';

/** What the home's seven sections show. */
export interface HomeData {
  kind: 'home';
  slides: HeroSlide[];
  groups: ProgramCategoryGroup[];
  /** null: "About load failure: 'Failed to load about information.'" */
  about: AboutData | null;
  news: NewsCard[];
  /** The `translations` the CMS sends with the news list. */
  newsTranslations: Record<string, string>;
  library: LibraryResource[];
  testimonials: Testimonial[];
}

/**
 * What the home page does when the CMS is down (spec part 1, §2 "Home" and §8):
 * - the hero slides or the programmes failed, or came back empty → `unavailable`, which the page
 *   shows as the 'Too Many Requests' screen (uk 'Занадто багато запитів');
 * - otherwise every other section falls back on its own: the about block says 'Failed to load
 *   about information.', the latest news, the library preview and the testimonials are empty.
 * Every failed read marks the render (lib/cms/fallback.ts), so neither screen is stored: the home
 * stored before the outage keeps being served, and the next render after it is the real one. An
 * empty hero or programme answer never replaces the cached good one either (`requireNonEmpty`
 * throws inside the cached loader).
 */
export async function resolveHome(lang: Locale): Promise<HomeData | Unavailable> {
  const [slides, groups, about, news, library, testimonials] = await Promise.all([
    findHeroSlides(lang),
    findPrograms(lang),
    getAboutData(lang),
    getNewsCards(lang, latestNewsQuery()),
    getLibrary(lang, { limit: LIBRARY_PREVIEW }),
    getTestimonials(lang, HOME_TESTIMONIALS_MAX),
  ]);
  if (slides.kind !== 'found' || groups.kind !== 'found') return UNAVAILABLE;
  return {
    kind: 'home',
    slides: slides.value,
    groups: groups.value,
    about,
    news: news.items,
    newsTranslations: news.translations,
    library: library.resources.slice(0, LIBRARY_PREVIEW),
    testimonials: homeTestimonials(testimonials),
  };
}
