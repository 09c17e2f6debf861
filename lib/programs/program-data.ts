import { findProgram, listPrograms } from '@/lib/cms/programs';
import type { ProgramDetail } from '@/lib/cms/schemas';
import type { NotFoundReason } from '@/lib/errors/not-found';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { translationRedirect } from './lookup';

export type ProgramResolution =
  | { kind: 'program'; program: ProgramDetail }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found'; reason: NotFoundReason };

/**
 * What /{lang}/programs/{slug} shows: the programme; for a slug of the other language, a
 * permanent redirect to its translation (or the list); else 'Program not found' — 'unavailable'
 * when a CMS call failed, so that a passing failure is never kept as the programme's 404.
 */
export async function resolveProgram(slug: string, lang: Locale): Promise<ProgramResolution> {
  try {
    const program = await findProgram(slug, lang);
    if (program) return { kind: 'program', program };
    const target = translationRedirect(slug, await listPrograms(otherLocale(lang)));
    if (target) return { kind: 'redirect', to: localePath(lang, target.slug ? `/programs/${encodeURIComponent(target.slug)}` : '/programs') };
    return { kind: 'not-found', reason: 'missing' };
  } catch (error) {
    console.error(`[programs] ${lang}/${slug}:`, error instanceof Error ? error.message : error);
    return { kind: 'not-found', reason: 'unavailable' };
  }
}
