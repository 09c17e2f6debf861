import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { config } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';

/** The founder's biography lives at /{lang}/{FOUNDER_SLUG} inside the catch-all route. */
export const founderPage = {
  matches: (slug: string) => slug === config.founderSlug,
  // Until the biography page is built (issue 7), its address is an honest 404.
  render: async (lang: Locale): Promise<ReactNode> => {
    void lang;
    notFound();
  },
  metadata: async (lang: Locale): Promise<Metadata> => {
    void lang;
    return {};
  },
};
