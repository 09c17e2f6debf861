import { z } from 'zod';
import { decodeParam } from '@/lib/http/decode-param';
import { isWpDate } from '../wp-date-order';

/**
 * What a real WordPress sends: numbers as strings, `false` for a missing image, `null` or
 * missing keys for empty text, "1"/"0" for booleans. These primitives accept those forms and
 * hand the rest of the code one clean type.
 */

export const wpId = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

export const wpNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** Optional text: missing, null or false become ''. */
export const wpText = z
  .union([z.string(), z.number().transform(String), z.null(), z.literal(false)])
  .optional()
  .transform((v) => (typeof v === 'string' ? v : ''));

/** A required, non-empty text. */
export const wpRequiredText = z.union([z.string().min(1), z.number().transform(String)]);

/**
 * A slug as the site's addresses use it. WordPress keeps a slug made from a Cyrillic title
 * percent-encoded (`%d0%b0…`); it is decoded here, once, so links, tags and look-ups all start
 * from the same text.
 */
export const wpSlug = wpText.transform(decodeParam);
export const wpRequiredSlug = wpRequiredText.transform(decodeParam);

/** An image URL, or null when WordPress says `false`/''/null. */
export const wpImage = z
  .union([z.string(), z.literal(false), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v : null));

export const wpBool = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false', '', 'yes', 'no']), z.null()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes');

/** A list of category ids, as numbers or numeric strings. */
export const wpIdList = z
  .union([z.array(wpId), z.null(), z.literal(false)])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : []));

/** A date as WordPress writes it ('2026-03-01', '2026-03-01 10:00:00', ISO), or '' when unset. */
export const wpDate = z
  .union([z.string(), z.null(), z.literal(false)])
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''))
  .refine((v) => v === '' || isWpDate(v), 'not a date');

/** A flat translations map of interface texts sent with many answers. */
export const translationsMap = z
  .union([z.record(z.string(), z.union([z.string(), z.number().transform(String)])), z.array(z.never()), z.null()])
  .optional()
  .transform((v) => (v && !Array.isArray(v) ? v : {}) as Record<string, string>);

/** A list answer: the items under the resource's own key (`news`, `resources`), the interface texts beside them. */
export function listAnswer<const K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item), translations: translationsMap } as Record<K, z.ZodArray<T>> & { translations: typeof translationsMap });
}

/** A list that WordPress may send as null/false when empty. */
export function wpList<T extends z.ZodTypeAny>(item: T) {
  return z
    .union([z.array(item), z.null(), z.literal(false)])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : []) as z.output<T>[]);
}

/** A reference to another item by its id (a programme's curator): null when WordPress sends none ('', null, false, 0). */
export const wpIdRef = z
  .union([wpId, z.literal(''), z.null(), z.literal(false)])
  .optional()
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

/** The other language's slug of an item, when the CMS knows it. */
export const alternateSlug = z
  .union([z.string(), z.null(), z.literal(false)])
  .optional()
  .transform((v) => (typeof v === 'string' && v !== '' ? decodeParam(v) : null));

