import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/constants';
import { wpBool, wpNumber, wpText } from './primitives';

/** Answers of the three writes the site forwards to the CMS. */
export const newsletterResponseSchema = z.object({
  success: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  already_subscribed: wpBool,
  message: wpText,
  code: wpText,
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

export const contactResponseSchema = z.object({
  success: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  message: wpText,
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const viewsResponseSchema = z.object({ success: wpBool, views: wpNumber.optional() });

/** What the site sends. */
export const newsletterRequestSchema = z.object({
  email: z.string().trim().min(1).max(254).email(),
  honeypot: z.string().max(0).optional().default(''),
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().min(1).max(254).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  subject: z.string().trim().min(1).max(300),
  message: z.string().trim().min(1).max(5000),
  honeypot: z.string().max(0).optional().default(''),
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export const viewsRequestSchema = z.object({ post_id: z.number().int().positive() });
