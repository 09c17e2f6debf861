import type { Metadata } from 'next';
import { langFrom } from '@/lib/i18n/params';
import { dynamicContentMetadata, renderDynamicContent } from '../../[slug]/dynamic-content';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here

type Props = { params: Promise<{ lang: string; slug: string }> };

/** Authors are rendered on first request, then cached (ISR). */
export function generateStaticParams(): { lang: string; slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  return dynamicContentMetadata((await params).slug, lang, '/authors');
}

/** Spec part 2 §2: "The author route and the catch-all share the generic page screen." */
export default async function AuthorRoute({ params }: Props) {
  const lang = await langFrom(params);
  return renderDynamicContent((await params).slug, lang, '/authors');
}
