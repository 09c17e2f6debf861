import type { Program } from '@/lib/cms/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';

/**
 * Where a programme card's learn-more link goes (learnMoreLink): the
 * CMS's link (a site path without the language, or an absolute URL), else the programme's page.
 */
export function learnMoreHref(program: Pick<Program, 'slug' | 'learnMoreLink'>, lang: Locale): { href: string; external: boolean } {
  const link = program.learnMoreLink.trim();
  if (link === '' || link === '#') return { href: localePath(lang, `/programs/${encodeURIComponent(program.slug)}`), external: false };
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(link);
  return { href: external ? link : localePath(lang, link), external };
}
