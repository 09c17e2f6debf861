import { findProgram } from '@/lib/cms/programs';
import { config } from '@/lib/config';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { formatLongDate } from '@/lib/i18n/format';
import { isLocale } from '@/lib/i18n/locales';
import { decodeParam } from '@/lib/http/decode-param';
import { localePath } from '@/lib/i18n/routing';
import { buildIcs } from '@/lib/programs/ics';
import { applicationWindow } from '@/lib/programs/status';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 300;

/** The programme's application window as an iCalendar file (RFC 5545), when both dates are known. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const found = await findProgram(decodeParam(slug), lang);
  // A passing CMS failure: 503 is never cached (lib/cache/cache-records.mjs), a 404 would be.
  if (found.kind === 'unavailable') return new Response('The programme could not be loaded', { status: 503, headers: { 'retry-after': '60' } });
  const program = found.kind === 'found' ? found.value : null;
  const appWindow = program ? applicationWindow(program) : null;
  if (!program || !appWindow) return new Response('Not found', { status: 404 });
  const texts = getDictionary(lang).programs.detail;
  const host = new URL(config.siteUrl).hostname;
  const body = buildIcs({
    uid: `program-${program.id}-${lang}-${appWindow.start}-${appWindow.end}@${host}`,
    start: appWindow.start,
    end: appWindow.end,
    summary: t(lang, texts.calendarSummary, { title: program.title }),
    description: t(lang, texts.calendarDescription, {
      title: program.title,
      start: formatLongDate(appWindow.start, lang),
      end: formatLongDate(appWindow.end, lang),
    }),
    url: absoluteUrl(localePath(lang, `/programs/${program.slug}`)),
    stamp: new Date(),
    productId: `-//${config.product.en} Ukraine//Programs//${lang.toUpperCase()}`,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${program.slug}.ics"`,
    },
  });
}
