import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { PageHead } from '@/lib/seo/page-metadata';

/**
 * The shape of a language page (`/{lang}/about`, `/{lang}/news`…): its `generateMetadata` and its
 * component, which a page file exports next to its literal segment config. Each factory of this
 * folder has a file of its own, so that a page imports only the screens its own factory renders
 * (their styles are inlined into every page whose module graph holds them).
 */
type LangPageProps = { params: Promise<{ lang: string }> };
export type MetaTexts = PageHead['texts'];

export interface PageRoute {
  generateMetadata: (props: LangPageProps) => Promise<Metadata>;
  Page: (props: LangPageProps) => Promise<ReactNode>;
}
