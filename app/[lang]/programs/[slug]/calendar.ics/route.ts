import { getProgram } from '@/lib/cms/programs';
import { htmlToText } from '@/lib/html/sanitize';
import { isLocale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { buildIcs } from '@/lib/programs/ics';
import { cmsDay } from '@/lib/programs/status';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here

export function generateStaticParams(): { lang: string; slug: string }[] {
  return [];
}

/** DTSTAMP: when the programme last changed (stable across requests, so the file caches well). */
function stampOf(modified: string): Date {
  const date = new Date(modified ? `${modified.trim().replace(' ', 'T').replace(/Z?$/, 'Z')}` : NaN);
  return Number.isNaN(date.getTime()) ? new Date('2026-01-01T00:00:00Z') : date;
}

/** The programme's application window as an iCalendar file (404 when its dates are unknown). */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const program = await getProgram(decodeURIComponent(slug), lang);
  const start = program ? cmsDay(program.application_start_date) : null;
  const end = program ? cmsDay(program.application_end_date) : null;
  if (!program || !start || !end) return new Response('Not found', { status: 404 });
  const url = absoluteUrl(localePath(lang, `/programs/${program.slug}`));
  const body = buildIcs({
    uid: `program-${program.id}-${lang}@${new URL(url).host}`,
    title: program.title,
    description: `${htmlToText(program.description).slice(0, 300)}\n${url}`,
    url,
    startDay: start,
    endDay: end,
    stamp: stampOf(program.modified),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${program.slug}.ics"`,
    },
  });
}
