import type { ZodType } from 'zod';
import { config } from '@/lib/config';
import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { withFallback } from './fallback';
import {
  aboutPageSchema,
  alumniPageSchema,
  contactsPageSchema,
  faqPageSchema,
  founderPageSchema,
  historyPageSchema,
  photoExhibitionPageSchema,
  storiesPageSchema,
  teamPageSchema,
  type AboutPage,
  type AlumniPage,
  type ContactsPage,
  type FaqPage,
  type FounderPage,
  type HistoryPage,
  type PhotoExhibitionPage,
  type StoriesPage,
  type TeamPage,
} from './schemas';
import { tags } from './tags';
import { cmsGet, ns } from './transport';

/** One cached loader per `page/{name}` record; `name` is also the cache tag. */
function pageLoader<T>(name: string, path: string, schema: ZodType<T>) {
  return cachedGetter(
    `page-${name}`,
    async (lang: Locale) => (await cmsGet(schema, ns(path), { lang })).data,
    { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page(name, lang)] },
  );
}

const loaders = {
  team: pageLoader('team', 'page/team', teamPageSchema),
  about: pageLoader('about', 'page/about', aboutPageSchema),
  history: pageLoader('history', 'page/history', historyPageSchema),
  contacts: pageLoader('contacts', 'page/contacts', contactsPageSchema),
  stories: pageLoader('stories', 'page/stories', storiesPageSchema),
  founder: pageLoader('founder', 'page/founder', founderPageSchema),
  alumni: pageLoader('alumni', `page/${config.alumniSlug}`, alumniPageSchema),
  faq: pageLoader('faq', 'page/faq', faqPageSchema),
  photoExhibition: pageLoader('photo-exhibition', 'page/photo-exhibition', photoExhibitionPageSchema),
};

/** Page data getters: null means "page data missing" (the page shows 'Unable to load … page data.'). */
export const getTeamPage = (lang: Locale): Promise<TeamPage | null> =>
  withFallback('getTeamPage', null, () => loaders.team(lang));
export const getAboutPage = (lang: Locale): Promise<AboutPage | null> =>
  withFallback('getAboutPage', null, () => loaders.about(lang));
export const getHistoryPage = (lang: Locale): Promise<HistoryPage | null> =>
  withFallback('getHistoryPage', null, () => loaders.history(lang));
export const getContactsPage = (lang: Locale): Promise<ContactsPage | null> =>
  withFallback('getContactsPage', null, () => loaders.contacts(lang));
export const getStoriesPage = (lang: Locale): Promise<StoriesPage | null> =>
  withFallback('getStoriesPage', null, () => loaders.stories(lang));
export const getFounderPage = (lang: Locale): Promise<FounderPage | null> =>
  withFallback('getFounderPage', null, () => loaders.founder(lang));
export const getAlumniPage = (lang: Locale): Promise<AlumniPage | null> =>
  withFallback('getAlumniPage', null, () => loaders.alumni(lang));

/** The FAQ page rethrows; the page falls back to its built-in texts. */
export const getFaqPage = (lang: Locale): Promise<FaqPage> => loaders.faq(lang);

/** The photo exhibition rethrows; the page catches and logs (part 2 §8). */
export const getPhotoExhibitionPage = (lang: Locale): Promise<PhotoExhibitionPage> => loaders.photoExhibition(lang);
