import { z } from 'zod';
import { CONTACT_LIMITS, DEFAULT_LOCALE, LOCALES } from '@/lib/constants';
import { pagePathSchema } from '@/lib/http/page-path';
import { EMAIL_PATTERN } from './validate';

/**
 * What our /api/contact accepts: the form's fields, bounded, trimmed, with the honeypot `url`
 * (anything there marks a robot; the route answers with a fake success and sends nothing).
 */
export const contactSubmissionSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(CONTACT_LIMITS.name, `name is longer than ${CONTACT_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .min(1, 'email is required')
    .max(CONTACT_LIMITS.email, `email is longer than ${CONTACT_LIMITS.email} characters`)
    .regex(EMAIL_PATTERN, 'email is not a valid address'),
  subject: z
    .string()
    .trim()
    .min(1, 'subject is required')
    .max(CONTACT_LIMITS.subject, `subject is longer than ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string()
    .trim()
    .min(1, 'message is required')
    .max(CONTACT_LIMITS.message, `message is longer than ${CONTACT_LIMITS.message} characters`),
  url: z.string().max(2000).optional().default(''),
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).optional().default(DEFAULT_LOCALE),
  page: pagePathSchema,
});

/** One readable sentence for a 400: the first problem found. */
export function describeContactIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type') return field ? `${field} must be text` : 'the body must be a JSON object';
  return issue.message;
}
