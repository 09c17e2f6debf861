import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDynamicContent } from '@/lib/cms/content';
import { config } from '@/lib/config';
import { LOCALES } from '@/lib/constants';
import { langFrom } from '@/lib/i18n/params';
import { alumniPage } from './alumni-page';
import { founderPage } from './founder-page';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here

type Props = { params: Promise<{ lang: string; slug: string }> };

/** The founder and alumni pages are prebuilt; every other slug renders on first request (ISR). */
export function generateStaticParams(): { lang: string; slug: string }[] {
  return LOCALES.flatMap((lang) => [config.alumniSlug, config.founderSlug].map((slug) => ({ lang, slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langFrom(params);
  const { slug } = await params;
  if (alumniPage.matches(slug)) return alumniPage.metadata(lang);
  if (founderPage.matches(slug)) return founderPage.metadata(lang);
  return {};
}

export default async function CatchAllRoute({ params }: Props) {
  const lang = await langFrom(params);
  const { slug } = await params;
  if (alumniPage.matches(slug)) return alumniPage.render(lang);
  if (founderPage.matches(slug)) return founderPage.render(lang);
  const item = await getDynamicContent(slug, lang).catch(() => null);
  if (!item) notFound();
  return (
    <article>
      <h1>{item.content.title}</h1>
    </article>
  );
}
