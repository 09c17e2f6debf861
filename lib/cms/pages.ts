import type { ZodType } from 'zod';
import { config } from '@/lib/config';
import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { fallbackGetter, lookupGetter } from './fallback';
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

/** The cached loaders, one per record; they throw (lib/cms/fallback.ts). */
const loadPage = {
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

/**
 * A page's own record: not found or unavailable means "page data missing" (the page shows
 * 'Unable to load … page data.', app/[lang]/_routes/cms-page-route.tsx).
 */
export const findTeamPage = lookupGetter('findTeamPage', (lang: Locale): Promise<TeamPage> => loadPage.team(lang));
export const findAboutPage = lookupGetter('findAboutPage', (lang: Locale): Promise<AboutPage> => loadPage.about(lang));
export const findHistoryPage = lookupGetter('findHistoryPage', (lang: Locale): Promise<HistoryPage> => loadPage.history(lang));
export const findContactsPage = lookupGetter('findContactsPage', (lang: Locale): Promise<ContactsPage> => loadPage.contacts(lang));
export const findStoriesPage = lookupGetter('findStoriesPage', (lang: Locale): Promise<StoriesPage> => loadPage.stories(lang));
export const findFounderPage = lookupGetter('findFounderPage', (lang: Locale): Promise<FounderPage> => loadPage.founder(lang));
export const findAlumniPage = lookupGetter('findAlumniPage', (lang: Locale): Promise<AlumniPage> => loadPage.alumni(lang));

/** Part 2: "FAQ fetch failure: built-in default … texts with an empty list" (components/faq/faq-view.ts): null. */
export const getFaqPage = fallbackGetter('getFaqPage', null, (lang: Locale): Promise<FaqPage | null> => loadPage.faq(lang));

/** Part 2 §8: "empty exhibition data shows no hero text": null on a failure, logged only. */
export const getPhotoExhibitionPage = fallbackGetter(
  'getPhotoExhibitionPage',
  null,
  (lang: Locale): Promise<PhotoExhibitionPage | null> => loadPage.photoExhibition(lang),
);
