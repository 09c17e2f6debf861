import type { ProgramCategoryGroup } from '@/lib/cms/schemas';

/**
 * Where an unknown slug should go: a slug of the other language's programme is redirected to
 * its translation (or to the list when it has none); anything else is a 404 (null).
 */
export function translationRedirect(slug: string, otherLanguageGroups: ProgramCategoryGroup[]): { slug: string | null } | null {
  for (const group of otherLanguageGroups) {
    const match = group.programs.find((p) => p.slug === slug);
    if (match) return { slug: match.alternate_slug };
  }
  return null;
}
