import { EXCLUDED_PROGRAM_CATEGORY_SLUGS, PROGRAM_GROUP_IDS } from '@/lib/constants';
import type { ProgramCategoryGroup } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Spec part 1 §2: "Sections of programme cards grouped by category. Groups use fixed id lists:
 * uk 107,111,109 / 113,115 / 118,120; en 635,637,640 / 594,624 / 630,633."
 */
export function programSections(groups: ProgramCategoryGroup[], lang: Locale): ProgramCategoryGroup[][] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  return PROGRAM_GROUP_IDS[lang]
    .map((ids) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as ProgramCategoryGroup] : [])))
    .filter((section) => section.length > 0);
}

/** "The category 'us-academic-uk' or 'us-academic-en' is excluded from the filter options." */
export function filterOptions(groups: ProgramCategoryGroup[]): { id: number; label: string }[] {
  return groups
    .filter((g) => !(EXCLUDED_PROGRAM_CATEGORY_SLUGS as readonly string[]).includes(g.slug))
    .map((g) => ({ id: g.id, label: g.label }));
}

/** Programmes once each, in category order (a programme may sit in several categories). */
export function uniquePrograms(groups: ProgramCategoryGroup[]) {
  const seen = new Set<string>();
  return groups.flatMap((g) => g.programs).filter((p) => !seen.has(p.slug) && Boolean(seen.add(p.slug)));
}
