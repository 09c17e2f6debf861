import type { Metadata } from 'next';
import { DynamicContentScreen } from '@/components/content/DynamicContentScreen';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { dynamicContentMetadata, resolveDynamicContent } from '@/lib/dynamic-pages/dynamic-content';
import { followRedirect } from '@/lib/dynamic-pages/follow-redirect';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { routeLang, slugFrom } from '@/lib/i18n/params';

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
  const resolution = await resolveDynamicContent(await slugFrom(params), lang, '/authors');
  if (resolution.kind === 'redirect') followRedirect(resolution);
  return <DynamicContentScreen lang={lang} resolution={resolution} />;
}
