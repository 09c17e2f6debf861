import { notFound } from 'next/navigation';
import { getDynamicContent } from '@/lib/cms/content';
import { REVALIDATE } from '@/lib/constants';
import { langFrom } from '@/lib/i18n/params';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here

/** Rendered on first request, then cached (ISR). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export default async function DynamicContentRoute({ params }: { params: Promise<{ lang: string; slug: string }> }) {
  const lang = await langFrom(params);
  const { slug } = await params;
  const item = await getDynamicContent(slug, lang).catch(() => null);
  if (!item) notFound();
  return (
    <article>
      <h1>{item.content.title}</h1>
    </article>
  );
}
