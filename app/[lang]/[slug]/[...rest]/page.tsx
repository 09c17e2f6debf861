import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { notFoundMetadata } from '@/lib/navigation/not-found';
import { routeLang } from '@/lib/i18n/params';

// Rendered as a static page (the layout's revalidate), not on demand: only a static render can answer
// 404 with the screen (NotFoundStatus). Its 404 stays out of the persistent cache (lib/cache/file-system-handler.mjs).

type Props = { params: Promise<{ lang: string }> };

export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await routeLang(params)).lang, 'page');
}

/** Paths deeper than any route of the route table: the 404 screen with status 404. */
export default async function DeepUnknownPath({ params }: Props) {
  return <NotFoundPage lang={(await routeLang(params)).lang} />;
}
