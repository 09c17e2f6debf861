import { REVALIDATE } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { cachedGetter } from '@/lib/cache/cached-getter';
import { previewSession } from './preview';
import { fallbackGetter, lookupGetter, requireNonEmpty } from './fallback';
import { everyItem, everyPage, joinGroupPages, listPage } from './paging';
import {
  curatorsSchema,
  programDetailSchema,
  programsPageSchema,
  programsSchema,
  type Curator,
  type ProgramCategoryGroup,
  type ProgramDetail,
  type ProgramsPage,
} from './schemas';
import { tags } from './tags';
import { cmsGet, cmsGetOrNull, ns } from './transport';

const loadPrograms = cachedGetter(
  'programs',
  async (lang: Locale) =>
    requireNonEmpty('programs', joinGroupPages(await everyPage((page) => cmsGet(programsSchema, ns('programs'), { lang, ...listPage(page) })))),
  { revalidate: REVALIDATE.lists, tags: (lang) => [tags.programs(lang)] },
);
/** The programme catalogue, for pages that list it: empty when it failed or came back empty. */
export const getPrograms = fallbackGetter('getPrograms', [], (lang: Locale): Promise<ProgramCategoryGroup[]> => loadPrograms(lang));
/**
 * The same catalogue for pages that must tell a failure (or the spec's "empty counts as failed")
 * from data: the home ('Too Many Requests'), a programme's translation lookup.
 */
export const findPrograms = lookupGetter('findPrograms', (lang: Locale): Promise<ProgramCategoryGroup[]> => loadPrograms(lang));

const programPath = (slug: string) => ns(`program-by-slug/${encodeURIComponent(slug)}`);

/** `null` means the CMS answered "not found" (kept in memory only: see placementOf in lib/cache/cache-records.mjs). */
const loadProgram = cachedGetter(
  'program',
  async (slug: string, lang: Locale): Promise<ProgramDetail | null> => cmsGetOrNull(programDetailSchema, programPath(slug), { lang }),
  { revalidate: REVALIDATE.pages, tags: (slug, lang) => [tags.program(slug), tags.programs(lang)] },
);
/** The programme by slug: found, not found, or unavailable. */
export const findProgram = lookupGetter('findProgram', async (slug: string, lang: Locale): Promise<ProgramDetail | null> => {
  const preview = await previewSession();
  // Draft preview: never cached; the token opens the one item it was made for.
  if (preview) return cmsGetOrNull(programDetailSchema, programPath(slug), { lang }, { previewToken: preview.token });
  return loadProgram(slug, lang);
});

const loadProgramsPage = cachedGetter(
  'programs-page',
  async (lang: Locale) => (await cmsGet(programsPageSchema, ns('page/programs'), { lang })).data,
  { revalidate: REVALIDATE.pages, tags: (lang) => [tags.page('programs', lang)] },
);
/** Part 1: "Programmes page failure: 'Page not found' with 'Unable to load programs page data.'" */
export const findProgramsPage = lookupGetter('findProgramsPage', (lang: Locale): Promise<ProgramsPage> => loadProgramsPage(lang));

const loadCurators = cachedGetter(
  'curators',
  async (lang: Locale) => everyItem((page) => cmsGet(curatorsSchema, ns('program-curators'), { lang, ...listPage(page) })),
  { revalidate: REVALIDATE.lists, tags: () => [tags.curators] },
);
export const getProgramCurators = fallbackGetter('getProgramCurators', [], (lang: Locale): Promise<Curator[]> => loadCurators(lang));
