import { NOT_FOUND, type Resolution } from '@/lib/cms/fallback';
import { findProgram, findPrograms } from '@/lib/cms/programs';
import type { ProgramDetail } from '@/lib/cms/schemas';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { translationRedirect } from './lookup';
import { movedAddress } from '@/lib/dynamic-pages/moved-address';

export type ProgramResolution = Resolution<{ kind: 'program'; program: ProgramDetail }>;

/**
 * What /{lang}/programs/{slug} shows: the programme; for the old slug of a renamed programme, a
 * permanent redirect to its current address; for a slug of the other language, a
 * permanent redirect to its translation (or the list); else 'Program not found' — unavailable
 * as soon as a CMS read could not be made, so that a passing failure is never kept as the
 * programme's 404 (lib/cms/fallback.ts).
 */
export async function resolveProgram(slug: string, lang: Locale): Promise<ProgramResolution> {
  const found = await findProgram(slug, lang);
  if (found.kind === 'found') return { kind: 'program', program: found.value };
  if (found.kind === 'unavailable') return found;
  const moved = await movedAddress('program', slug, lang);
  if (moved.kind !== 'not-found') return moved;
  const others = await findPrograms(otherLocale(lang));
  if (others.kind !== 'found') return others;
  const target = translationRedirect(slug, others.value);
  if (target) return { kind: 'redirect', to: localePath(lang, target.slug ? `/programs/${encodeURIComponent(target.slug)}` : '/programs'), permanent: true };
  return NOT_FOUND;
}
