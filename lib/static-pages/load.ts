import type { ZodType } from 'zod';
import { LOCALES } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The one way into the hard-coded pages' copy: `content/{lang}/static/{page}.json`, imported (so
 * it ships with the build) and checked against the page's schema when first imported, so a
 * malformed file fails the build with the file and the field it is about.
 */
export function staticContent<T>(page: string, schema: ZodType<T>, files: Record<Locale, unknown>): Record<Locale, T> {
  const entries = LOCALES.map((lang) => {
    const parsed = schema.safeParse(files[lang]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/${lang}/static/${page}.json: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    }
    return [lang, parsed.data] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, T>;
}
