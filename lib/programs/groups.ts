import { EXCLUDED_PROGRAM_CATEGORY_SLUGS, PROGRAM_GROUP_IDS } from '@/lib/constants';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';

/** Spec: "The category 'us-academic-uk' or 'us-academic-en' is excluded from the filter options." */
function isExcludedCategory(group: Pick<ProgramCategoryGroup, 'slug'>): boolean {
  return (EXCLUDED_PROGRAM_CATEGORY_SLUGS as readonly string[]).includes(group.slug);
}

export function filterOptions(groups: ProgramCategoryGroup[]): { id: number; label: string }[] {
  return groups.filter((g) => !isExcludedCategory(g) && g.programs.length > 0).map((g) => ({ id: g.id, label: g.label }));
}

/**
 * Spec: "Sections of programme cards grouped by category. Groups use fixed id lists: uk 107,111,109
 * / 113,115 / 118,120; en 635,637,640 / 594,624 / 630,633." A category the lists do not know (a new
 * one published later) gets its own section at the end, unless it is excluded from the filter.
 */
export function programSections(groups: ProgramCategoryGroup[], lang: Locale): ProgramCategoryGroup[][] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const listed = new Set<number>();
  const sections: ProgramCategoryGroup[][] = [];
  for (const ids of PROGRAM_GROUP_IDS[lang]) {
    const section: ProgramCategoryGroup[] = [];
    for (const id of ids) {
      listed.add(id);
      const group = byId.get(id);
      if (group && group.programs.length > 0) section.push(group);
    }
    if (section.length) sections.push(section);
  }
  for (const group of groups) {
    if (!listed.has(group.id) && !isExcludedCategory(group) && group.programs.length > 0) sections.push([group]);
  }
  return sections;
}

/**
 * The sections with only the chosen category ('all' keeps everything): what the programmes
 * filter (components/programs/ProgramsFilter.tsx) shows of the sections the server rendered.
 */
export function filterSections<G extends { id: number }>(sections: G[][], category: number | 'all'): G[][] {
  if (category === 'all') return sections;
  return sections.map((s) => s.filter((g) => g.id === category)).filter((s) => s.length > 0);
}


/**
 * How many programmes the office offers, as every page that states it counts them (the home's
 * about block, the programmes page's hero, the participants page): the programmes of the
 * catalogue on /programs, each once. The us-academic category, which the spec keeps out of the
 * catalogue, is not among them.
 */
export function catalogueProgramCount(groups: ProgramCategoryGroup[], lang: Locale): number {
  return new Set(programSections(groups, lang).flatMap((section) => section.flatMap((g) => g.programs.map((p) => p.slug)))).size;
}
