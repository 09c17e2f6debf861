import { z } from 'zod';
import { wpBool, wpNumber, wpText } from './primitives';

/** WordPress's `success`: a boolean, 1/0 or their strings. */
const wpSuccess = z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A write's answer: WordPress's `success`, then the write's own fields. */
function writeAnswer<const F extends z.ZodRawShape>(fields: F) {
  return z.object({ success: wpSuccess, ...fields });
}

/** Answers of the three writes the site forwards to the CMS. */
export const newsletterResponseSchema = writeAnswer({ already_subscribed: wpBool, message: wpText, code: wpText });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

export const contactResponseSchema = writeAnswer({ message: wpText });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** `unsubscribed`: false when the address was no longer subscribed (a second click of the link). */
export const unsubscribeResponseSchema = writeAnswer({ unsubscribed: wpBool, code: wpText });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** `already_confirmed`: the link was used before; a token that opens nothing is a 400. */
export const confirmResponseSchema = writeAnswer({ confirmed: wpBool, already_confirmed: wpBool, code: wpText });
export type ConfirmResponse = z.infer<typeof confirmResponseSchema>;

export const viewsResponseSchema = z.object({ success: wpBool, views: wpNumber.optional() });
