import type { HydrationInventory } from './bench-hydration';
import { describeLcpGraph } from './bench-lcp-graph';
import { APPLIED_THROTTLING, BUSY_BARE_SCORE, PAGES, type Alternation, type LighthouseSummary, type Page, type RunFigures, type ThrottlingMethod } from './bench-lighthouse';
import { OWNER_LABELS, type LongTasks, type Owner } from './bench-long-tasks';
import { JS_BUDGET_ABOVE_BARE_BYTES, type PageWeight } from './bench-page-weight';

/**
 * Budgets and the markdown tables of the benchmark's pages section: bytes per route, and Lighthouse
 * beside the two yardsticks measured in the same minutes (scripts/bench-lighthouse.ts). TBT and the
 * performance score are judged against the bare Next page, the framework's floor; LCP against the
 * route's static twin, the fastest its content can paint.
 */
export const RELATIVE_TARGETS = { tbtAboveBareMs: 100, performanceBelowBare: 3, lcpAboveTwinMs: 300 };
export const TARGET_NAMES = {
  tbt: `TBT <= bare page + ${RELATIVE_TARGETS.tbtAboveBareMs} ms`,
  performance: `performance >= bare page - ${RELATIVE_TARGETS.performanceBelowBare}`,
  lcp: `LCP <= static twin + ${RELATIVE_TARGETS.lcpAboveTwinMs} ms`,
} as const;
/** The HTML budget of every route, gzip. */
export const HTML_BUDGET_GZIP_BYTES = 30 * 1024;
export const HTML_BUDGET_NAME = `HTML <= ${HTML_BUDGET_GZIP_BYTES / 1024} KB gzip`;
export const JS_BUDGET_NAME = `first-load JS <= bare Next page + ${JS_BUDGET_ABOVE_BARE_BYTES / 1024} KB gzip`;
/** A budget's result: `busy` when the bare page scored under 95 (the machine, not the site, was measured). */
export type BudgetResult = boolean | 'busy' | null;

export type RouteLighthouse = Alternation | { error: string };
export const BARE = 'bare';

export interface Gap {
  tbtMs: number;
  performance: number;
  lcpMs: number;
}

export function gap(side: Alternation): Gap {
  return { tbtMs: side.site.tbtMs - side.bare.tbtMs, performance: side.site.performance - side.bare.performance, lcpMs: side.site.lcpMs - side.twin.lcpMs };
}

/** The three relative targets of one route. */
export function routeTargets(side: Alternation): Record<keyof typeof TARGET_NAMES, boolean> {
  const g = gap(side);
  return {
    tbt: g.tbtMs <= RELATIVE_TARGETS.tbtAboveBareMs,
    performance: g.performance >= -RELATIVE_TARGETS.performanceBelowBare,
    lcp: g.lcpMs <= RELATIVE_TARGETS.lcpAboveTwinMs,
  };
}

export function measured(value: RouteLighthouse | undefined): value is Alternation {
  return value !== undefined && !('error' in value);
}

function all<T>(values: T[], test: (value: T) => boolean): boolean {
  return values.length > 0 && values.every(test);
}

export function pageBudgets(bytes: Record<string, PageWeight>, lighthouse: Record<string, RouteLighthouse>): Record<string, BudgetResult> {
  const routes = Object.values(lighthouse);
  const sides = routes.filter(measured);
  const complete = routes.length > 0 && sides.length === routes.length;
  const busy = sides.some((side) => side.busyRounds > 0);
  const relative = (key: keyof typeof TARGET_NAMES): BudgetResult => {
    if (!complete) return false;
    if (busy) return 'busy';
    return sides.every((side) => routeTargets(side)[key]);
  };
  const site = (test: (summary: LighthouseSummary) => boolean) => complete && all(sides, (side) => test(side.site));
  const bareJs = bytes[BARE]?.firstLoadJsGzip;
  const siteBytes = Object.entries(bytes).filter(([name]) => name !== BARE);
  return {
    [TARGET_NAMES.tbt]: relative('tbt'),
    [TARGET_NAMES.performance]: relative('performance'),
    [TARGET_NAMES.lcp]: relative('lcp'),
    'CLS = 0': site((s) => s.cls === 0),
    'Lighthouse accessibility = 100': site((s) => s.accessibility === 100),
    'Lighthouse best practices = 100': site((s) => s.bestPractices === 100),
    'Lighthouse SEO = 100': site((s) => s.seo === 100),
    [HTML_BUDGET_NAME]: all(siteBytes, ([, v]) => v.htmlGzip <= HTML_BUDGET_GZIP_BYTES),
    [JS_BUDGET_NAME]: bareJs !== undefined && all(siteBytes, ([, v]) => v.firstLoadJsGzip <= bareJs + JS_BUDGET_ABOVE_BARE_BYTES),
  };
}

export function budgetLabel(result: BudgetResult): string {
  if (result === null) return 'not run';
  if (result === 'busy') return `not judged: the bare page scored under ${BUSY_BARE_SCORE} (a busy machine)`;
  return result ? 'pass' : 'FAIL';
}

const kb = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1024).toFixed(1)} KB`);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const range = (values: number[]) => (values.length === 0 ? '–' : `${Math.min(...values)}–${Math.max(...values)}`);

export function bytesTable(bytes: Record<string, PageWeight>): string[] {
  const bareJs = bytes[BARE]?.firstLoadJsGzip ?? 0;
  const names = [...Object.keys(bytes).filter((name) => name !== BARE), BARE];
  return [
    '| route | HTML raw (gzip) | of it RSC payload | first-load JS gzip (vs bare) | CSS gzip | largest image |',
    '|---|---|---|---|---|---|',
    ...names.map((name) => {
      const b = bytes[name];
      if (!b) return `| ${name} | – | – | – | – | – |`;
      const delta = name === BARE ? '' : ` (${b.firstLoadJsGzip >= bareJs ? '+' : '−'}${kb(Math.abs(b.firstLoadJsGzip - bareJs))})`;
      return `| ${name} | ${kb(b.html)} (${kb(b.htmlGzip)}) | ${kb(b.rscPayload)} | ${kb(b.firstLoadJsGzip)}${delta} | ${kb(b.cssGzip)} | ${kb(b.largestImage)} |`;
    }),
  ];
}

/**
 * What each route hydrates: the site's client components (instances), and the JavaScript they need
 * beyond Next's router, by chunk (scripts/bench-hydration.ts).
 */
export function hydrationTable(hydration: Record<string, HydrationInventory>): string[] {
  const rows = Object.entries(hydration);
  if (rows.length === 0) return [];
  const component = (c: HydrationInventory['components'][number]) => `${c.exportName === 'default' ? c.source : c.exportName}${c.instances > 1 ? ` ×${c.instances}` : ''}`;
  return [
    '| route | client components hydrated (instances) | their JS beyond the router, gzip (chunks) |',
    '|---|---|---|',
    ...rows.map(([name, h]) => `| ${name} | ${h.components.map(component).join(', ')} | ${kb(h.siteJsGzip)} (${h.chunks.map((chunk) => kb(chunk.gzip)).join(' + ')}) |`),
    '',
  ];
}

/** How the runs were throttled, and whether Lighthouse applied the CPU slowdown asked for in every run. */
export function throttlingLines(method: ThrottlingMethod, lighthouse: Record<string, RouteLighthouse>): string[] {
  const runs: RunFigures[] = Object.values(lighthouse)
    .filter(measured)
    .flatMap((side) => PAGES.flatMap((page) => side[page].runs));
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = APPLIED_THROTTLING;
  const head =
    method === 'devtools'
      ? `Throttling applied (\`throttlingMethod: 'devtools'\`): ${requestLatencyMs} ms a request, ${downloadThroughputKbps} Kbps down, ${uploadThroughputKbps} Kbps up, CPU ${cpuSlowdownMultiplier}× on every host (not scaled by its benchmarkIndex).`
      : `**Simulated throttling** (\`--simulate\`, Lighthouse's default method, for reference): CPU ${cpuSlowdownMultiplier}×; the LCP counts every request and script that finished before the paint it observed.`;
  const applied = runs.filter((run) => run.cpuSlowdownMultiplier === cpuSlowdownMultiplier).length;
  const check =
    runs.length === 0
      ? []
      : [
          applied === runs.length
            ? `Lighthouse applied ${cpuSlowdownMultiplier}× in all ${runs.length} measured runs; the host's benchmarkIndex read ${range(runs.map((run) => run.benchmarkIndex))}.`
            : `**Lighthouse applied ${cpuSlowdownMultiplier}× in only ${applied} of ${runs.length} measured runs.**`,
        ];
  return [[head, ...check].join(' '), ''];
}

const ownerText = (owners: Partial<Record<Owner, number>>, total: number) =>
  (Object.entries(owners) as [Owner, number][])
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([owner, ms]) => `${OWNER_LABELS[owner]} ${Math.round(ms)}`)
    .join(', ') || (total === 0 ? 'none' : '–');

const topFiles = (files: Record<string, number>, count: number) =>
  Object.entries(files)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, ms]) => `${file.replace(/^.*\//, '')} ${Math.round(ms)}`)
    .join(', ') || '–';

function longTaskCell(tasks: LongTasks): string {
  const total = tasks.tasks.reduce((sum, task) => sum + task.durationMs, 0);
  return `${tasks.tasks.length} tasks, ${Math.round(total)} ms, blocking ${Math.round(tasks.blockingMs)}: ${ownerText(tasks.owners, total)}`;
}

/** The side-by-side tables: each route's medians beside its yardsticks, measured in alternation. */
export function lighthouseTable(lighthouse: Record<string, RouteLighthouse>): string[] {
  const rows = Object.entries(lighthouse);
  const sides = rows.filter((row): row is [string, Alternation] => measured(row[1]));
  const busy = sides.filter(([, value]) => value.busyRounds > 0).map(([name]) => name);
  const check = (ok: boolean) => (ok ? 'yes' : '**no**');
  const phases = (summary: LighthouseSummary) => ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase) => summary.lcpPhases[phase] ?? '–').join(' / ');
  const runs = (summary: LighthouseSummary) => summary.runs.map((run) => `${run.performance} / ${run.lcpMs} / ${run.tbtMs}`).join('; ');
  return [
    'Lighthouse, mobile; for each route a warm-up of the route, its static twin and the bare Next page, then rounds of the three in that order; medians of the rounds. TBT and performance are judged against the bare page, LCP against the twin.',
    '',
    '| route | TBT ms site / bare (gap) | perf site / bare (gap) | LCP ms site / twin (gap) | FCP ms site / twin / bare | Speed Index ms site / bare | CLS | TBT / perf / LCP targets met | load average, each round | bare under 95 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(([name, value]) => {
      if (!measured(value)) return `| ${name} | error: ${value.error} | | | | | | | | |`;
      const { site, twin, bare } = value;
      const g = gap(value);
      const t = routeTargets(value);
      return `| ${name} | ${site.tbtMs} / ${bare.tbtMs} (${signed(g.tbtMs)}) | ${site.performance} / ${bare.performance} (${signed(g.performance)}) | ${site.lcpMs} / ${twin.lcpMs} (${signed(g.lcpMs)}) | ${site.fcpMs} / ${twin.fcpMs} / ${bare.fcpMs} | ${site.speedIndexMs} / ${bare.speedIndexMs} | ${site.cls} | ${check(t.tbt)} / ${check(t.performance)} / ${check(t.lcp)} | ${value.loadAverages.slice(1, -1).join(', ')} | ${value.busyRounds > 0 ? `**${value.busyRounds} of ${bare.runs.length}**` : '0'} |`;
    }),
    '',
    ...(busy.length === 0 ? [] : [`**Not judged:** the bare page scored under ${BUSY_BARE_SCORE} on ${busy.join(', ')}. Those figures measured the machine, not the site.`, '']),
    'The long tasks after the first contentful paint, ms: in the median-TBT run, by the kind of work; in one more run with the CPU profile traced (not in the medians: the profiler costs main-thread time), by whose code: the owner of the deepest frame of each sample whose source the source maps name (module loading is Turbopack\'s runtime instantiating modules, with the compiling V8 charges to it; a module\'s own evaluation is named after the first file of its factory).',
    '',
    '| route | site, median run | bare page, median run | site, profiled | bare page, profiled | React called into, profiled (ms) | the site\'s own code, profiled (ms) |',
    '|---|---|---|---|---|---|---|',
    ...sides.map(
      ([name, { site, bare, profiled }]) =>
        `| ${name} | ${longTaskCell(site.longTasks)} | ${longTaskCell(bare.longTasks)} | ${longTaskCell(profiled.site)} | ${longTaskCell(profiled.bare)} | ${topFiles(profiled.site.reactCalled, 6)} | ${topFiles(profiled.site.siteCode, 5)} |`,
    ),
    '',
    'The LCP and its parts (the median-LCP run): TTFB / load delay / load time / render delay, ms.',
    '',
    '| route | LCP element | site | static twin | bare page |',
    '|---|---|---|---|---|',
    ...sides.map(([name, { site, twin, bare }]) => `| ${name} | \`${site.lcpElement}\` | ${phases(site)} | ${phases(twin)} | ${phases(bare)} |`),
    '',
    '| route | runs, site: perf / LCP / TBT | runs, twin | runs, bare | benchmarkIndex | held frames / runs again | a11y / best pr. / SEO |',
    '|---|---|---|---|---|---|---|',
    ...sides.map(([name, value]) => {
      const index = range(PAGES.flatMap((page: Page) => value[page].runs.map((run) => run.benchmarkIndex)));
      const held = PAGES.reduce((sum, page) => sum + value[page].heldRuns, 0);
      const again = PAGES.reduce((sum, page) => sum + value[page].failedRuns, 0);
      return `| ${name} | ${runs(value.site)} | ${runs(value.twin)} | ${runs(value.bare)} | ${index} | ${held} / ${again} | ${value.site.accessibility} / ${value.site.bestPractices} / ${value.site.seo} |`;
    }),
    ...(sides.some(([, { site }]) => site.lcpGraph)
      ? ['', '| route | in the simulated LCP (site, median run) |', '|---|---|', ...sides.map(([name, { site }]) => `| ${name} | ${site.lcpGraph ? describeLcpGraph(site.lcpGraph) : '–'} |`)]
      : []),
  ];
}
