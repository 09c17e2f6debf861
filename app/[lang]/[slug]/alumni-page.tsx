import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

/** The alumni page lives at /{lang}/{PRODUCT_SLUG}ers inside the catch-all route. */
export const alumniPage = {
  matches: (slug: string) => slug === config.alumniSlug,
  render: async (lang: Locale): Promise<ReactNode> => {
    void lang;
    return null;
  },
  metadata: async (lang: Locale): Promise<Metadata> => {
    void lang;
    return {};
  },
};
