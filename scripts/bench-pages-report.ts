import type { LighthouseSummary } from './bench-lighthouse';
import { JS_BUDGET_ABOVE_BARE_BYTES, type PageWeight } from './bench-page-weight';

/**
 * Budgets and the markdown table of the benchmark's pages section (bytes per route and
 * Lighthouse, beside the bare Next page). The bare page is the yardstick: it is shown, never
 * held to the site's budgets.
 */
export const PAGE_TARGETS = { performance: 98, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
export const JS_BUDGET_NAME = `first-load JS <= bare Next page + ${JS_BUDGET_ABOVE_BARE_BYTES / 1024} KB gzip`;

type Summary = Partial<LighthouseSummary> & { error?: string };
export const BARE = 'bare';

function siteEntries<T>(record: Record<string, T>): T[] {
  return Object.entries(record)
    .filter(([name]) => name !== BARE)
    .map(([, value]) => value);
}

function all<T>(values: T[], test: (value: T) => boolean): boolean {
  return values.length > 0 && values.every(test);
}

export function pageBudgets(bytes: Record<string, PageWeight>, lighthouse: Record<string, Summary>): Record<string, boolean> {
  const lh = siteEntries(lighthouse);
  const bareJs = bytes[BARE]?.firstLoadJsGzip;
  return {
    [`Lighthouse performance >= ${PAGE_TARGETS.performance}`]: all(lh, (v) => Number(v.performance) >= PAGE_TARGETS.performance),
    [`LCP <= ${PAGE_TARGETS.lcpMs} ms`]: all(lh, (v) => v.lcpMs !== undefined && v.lcpMs <= PAGE_TARGETS.lcpMs),
    [`TBT <= ${PAGE_TARGETS.tbtMs} ms`]: all(lh, (v) => v.tbtMs !== undefined && v.tbtMs <= PAGE_TARGETS.tbtMs),
    'Lighthouse accessibility = 100': all(lh, (v) => v.accessibility === 100),
    'Lighthouse best practices = 100': all(lh, (v) => v.bestPractices === 100),
    'Lighthouse SEO = 100': all(lh, (v) => v.seo === 100),
    [`CLS <= ${PAGE_TARGETS.cls}`]: all(lh, (v) => v.cls !== undefined && v.cls <= PAGE_TARGETS.cls),
    [JS_BUDGET_NAME]: bareJs !== undefined && all(siteEntries(bytes), (v) => v.firstLoadJsGzip <= bareJs + JS_BUDGET_ABOVE_BARE_BYTES),
  };
}

const kb = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KB`);

export function pagesTable(bytes: Record<string, PageWeight>, lighthouse: Record<string, Summary>, loadAverage?: { before?: number[]; after?: number[] }): string[] {
  const bareJs = bytes[BARE]?.firstLoadJsGzip ?? 0;
  const names = [...Object.keys(bytes).filter((name) => name !== BARE), BARE];
  const phases = (l: Summary) => ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase) => l.lcpPhases?.[phase] ?? '–').join(' / ');
  return [
    '| route | HTML raw (gzip) | of it RSC payload | first-load JS gzip (vs bare) | CSS gzip | largest image |',
    '|---|---|---|---|---|---|',
    ...names.map((name) => {
      const b = bytes[name];
      if (!b) return `| ${name} | – | – | – | – | – |`;
      const delta = name === BARE ? '' : ` (${b.firstLoadJsGzip >= bareJs ? '+' : '−'}${kb(Math.abs(b.firstLoadJsGzip - bareJs))})`;
      return `| ${name} | ${kb(b.html)} (${kb(b.htmlGzip)}) | ${kb(b.rscPayload)} | ${kb(b.firstLoadJsGzip)}${delta} | ${kb(b.cssGzip)} | ${kb(b.largestImage)} |`;
    }),
    '',
    `Lighthouse, mobile, median of the runs after a warm-up (load average before / after: ${loadAverage?.before?.join(', ') ?? '–'} / ${loadAverage?.after?.join(', ') ?? '–'}).`,
    '',
    '| route | perf (runs) | FCP / LCP / TBT ms (LCP runs) | LCP phases: TTFB / load delay / load time / render delay ms | held runs | a11y | best pr. | SEO | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...names.map((name) => {
      const l = lighthouse[name] ?? {};
      if (l.error) return `| ${name} | error: ${l.error} | | | | | | | |`;
      const runs = l.runs ?? [];
      return `| ${name} | ${l.performance ?? '–'} (${runs.map((r) => r.performance).join(', ')}) | ${l.fcpMs ?? '–'} / ${l.lcpMs ?? '–'} / ${l.tbtMs ?? '–'} (${runs.map((r) => r.lcpMs).join(', ')}) | ${phases(l)} | ${l.heldRuns ?? 0} | ${l.accessibility ?? '–'} | ${l.bestPractices ?? '–'} | ${l.seo ?? '–'} | ${l.cls ?? '–'} |`;
    }),
  ];
}
