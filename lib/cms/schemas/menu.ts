import { z } from 'zod';
import { LOCALES } from '@/lib/constants';
import { wpId, wpList, wpRequiredText, wpText } from './primitives';

export interface MenuItem {
  id: number;
  label: string;
  href: string;
  children: MenuItem[];
}

const menuItemBase = z.object({ id: wpId, label: wpRequiredText, href: wpText });

/** Up to three levels: level three items carry no children. */
const level3 = menuItemBase.transform((v): MenuItem => ({ ...v, children: [] }));
const level2 = menuItemBase.extend({ children: wpList(level3) });
const level1 = menuItemBase.extend({ children: wpList(level2) });

export const menuSchema = z.array(level1);
export type Menu = MenuItem[];

const languageSchema = z.object({
  code: z.enum(LOCALES),
  label: wpRequiredText,
  name: wpText,
});

export const headerDataSchema = z.object({
  languages: z.array(languageSchema).min(1),
  logo: z
    .object({ url: wpText, alt: wpText })
    .optional()
    .transform((v) => v ?? { url: '', alt: '' }),
  site_title: wpText,
});
export type HeaderData = z.infer<typeof headerDataSchema>;
export type Language = z.infer<typeof languageSchema>;

export const footerSchema = z.object({
  about_text: wpText,
  menu: wpList(z.object({ id: wpId, title: wpRequiredText, url: wpText })),
  contacts: z
    .object({ address: wpText, phone: wpText, email: wpText })
    .optional()
    .transform((v) => v ?? { address: '', phone: '', email: '' }),
  social: z
    .object({
      facebook: wpText,
      twitter: wpText,
      linkedin: wpText,
      instagram: wpText,
      youtube: wpText,
    })
    .optional()
    .transform((v) => v ?? { facebook: '', twitter: '', linkedin: '', instagram: '', youtube: '' }),
  translations: z
    .union([z.record(z.string(), z.string()), z.array(z.never()), z.null()])
    .optional()
    .transform((v) => (v && !Array.isArray(v) ? v : {}) as Record<string, string>),
});
export type FooterData = z.infer<typeof footerSchema>;

