import { z } from 'zod';

/**
 * The path of the site's page a form was sent from (`/uk/news`), which the CMS keeps with a
 * newsletter sign-up's consent and names in a contact message's mail. Anything else is dropped.
 */
export const pagePathSchema = z
  .string()
  .max(300)
  .optional()
  .transform((value) => (value && /^\/(uk|en)(\/[^\s?#/][^\s?#]*)*\/?$/.test(value) && !value.includes('//') ? value : ''));
