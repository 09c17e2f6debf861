import type { Metadata } from 'next';
import { DynamicContentScreen } from '@/components/content/DynamicContentScreen';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { config } from '@/lib/config';
import { LOCALES } from '@/lib/constants';
import { dynamicContentMetadata, resolveDynamicContent } from '@/lib/dynamic-pages/dynamic-content';
import { followRedirect } from '@/lib/dynamic-pages/follow-redirect';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { routeLang, slugFrom } from '@/lib/i18n/params';
import { alumniPage } from './alumni-page';
import { founderPage } from './founder-page';

type Props = { params: Promise<{ lang: string; slug: string }> };

/** The two named pages are built ahead; every other slug is rendered on first request (ISR). */
export function generateStaticParams(): { lang: string; slug: string }[] {
  return LOCALES.flatMap((lang) => [config.alumniSlug, config.founderSlug].map((slug) => ({ lang, slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, known } = await routeLang(params);
  if (!known) return notFoundMetadata(lang, 'page');
  const slug = await slugFrom(params);
  if (founderPage.matches(slug)) return founderPage.metadata(lang);
  if (alumniPage.matches(slug)) return alumniPage.metadata(lang);
  return dynamicContentMetadata(slug, lang, '');
}

/** The catch-all single segment: founder, alumni, else the dynamic content page. */
export default async function CatchAllRoute({ params }: Props) {
  const { lang, known } = await routeLang(params);
  if (!known) return <NotFoundPage lang={lang} />;
  const slug = await slugFrom(params);
  if (founderPage.matches(slug)) return founderPage.render(lang);
  if (alumniPage.matches(slug)) return alumniPage.render(lang);
  const resolution = await resolveDynamicContent(slug, lang, '');
  if (resolution.kind === 'redirect') followRedirect(resolution);
  return <DynamicContentScreen lang={lang} resolution={resolution} />;
}
