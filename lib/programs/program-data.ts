import { settle } from '@/lib/cms/fallback';
import { findProgram, listPrograms } from '@/lib/cms/programs';
import type { ProgramDetail } from '@/lib/cms/schemas';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { translationRedirect } from './lookup';
import { movedAddress } from '@/lib/content/moved-address';
import type { Resolution } from '@/lib/content/resolution';

export type ProgramResolution = Resolution<{ kind: 'program'; program: ProgramDetail }>;

/**
 * What /{lang}/programs/{slug} shows: the programme; for the old slug of a renamed programme, a
 * permanent redirect to its current address; for a slug of the other language, a
 * permanent redirect to its translation (or the list); else 'Program not found' — 'unavailable'
 * when a CMS call failed, so that a passing failure is never kept as the programme's 404.
 */
export async function resolveProgram(slug: string, lang: Locale): Promise<ProgramResolution> {
  const found = await settle('findProgram', () => findProgram(slug, lang));
  if (!found.ok) return { kind: 'not-found', reason: 'unavailable' };
  if (found.value) return { kind: 'program', program: found.value };
  const moved = await movedAddress('program', slug, lang);
  if (!moved.ok) return { kind: 'not-found', reason: 'unavailable' };
  if (moved.value) return moved.value;
  const others = await settle('listPrograms', () => listPrograms(otherLocale(lang)));
  if (!others.ok) return { kind: 'not-found', reason: 'unavailable' };
  const target = translationRedirect(slug, others.value);
  if (target) return { kind: 'redirect', to: localePath(lang, target.slug ? `/programs/${encodeURIComponent(target.slug)}` : '/programs'), permanent: true };
  return { kind: 'not-found', reason: 'missing' };
}
