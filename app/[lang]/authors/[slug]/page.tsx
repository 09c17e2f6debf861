import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { notFoundMetadata } from '@/lib/errors/not-found';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { dynamicContentMetadata, renderDynamicContent } from '../../[slug]/dynamic-content';

export const revalidate = 300;

type Props = { params: Promise<{ lang: string; slug: string }> };

/** Authors are rendered on first request, then cached (ISR). */
export function generateStaticParams(): { lang: string; slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, known } = await routeLang(params);
  if (!known) return notFoundMetadata(lang, 'page');
  return dynamicContentMetadata(await slugFrom(params), lang, '/authors');
}

/** "The author route and the catch-all share the generic page screen." */
export default async function AuthorRoute({ params }: Props) {
  const { lang, known } = await routeLang(params);
  if (!known) return <NotFoundPage lang={lang} />;
  return renderDynamicContent(await slugFrom(params), lang, '/authors');
}
