import { TOO_SLOW_BENCHMARK_INDEX, type CpuCalibration } from './bench-cpu-calibration';
import type { HydrationInventory } from './bench-hydration';
import { describeLcpGraph } from './bench-lcp-graph';
import { BUSY_BARE_SCORE, type LighthouseSummary, type RunFigures, type SideBySide } from './bench-lighthouse';
import { JS_BUDGET_ABOVE_BARE_BYTES, type PageWeight } from './bench-page-weight';

/**
 * Budgets and the markdown tables of the benchmark's pages section (bytes per route, and
 * Lighthouse beside the bare Next page). The Lighthouse targets are relative to the bare page
 * measured in the same minutes: each route's median against the bare page's median, both at the
 * CPU slowdown calibrated to the host (scripts/bench-cpu-calibration.ts).
 */
export const RELATIVE_TARGETS = { lcpMs: 500, performance: 2, tbtMs: 100 };
export const TARGET_NAMES = {
  lcp: `LCP <= bare page + ${RELATIVE_TARGETS.lcpMs} ms`,
  performance: `performance >= bare page - ${RELATIVE_TARGETS.performance}`,
  tbt: `TBT <= bare page + ${RELATIVE_TARGETS.tbtMs} ms`,
} as const;
export const JS_BUDGET_NAME = `first-load JS <= bare Next page + ${JS_BUDGET_ABOVE_BARE_BYTES / 1024} KB gzip`;
/**
 * A budget's result: `busy` when the bare page scored under 95 (the machine, not the site, was
 * measured); `slow host` when the host's benchmarkIndex was under 150, too slow for Lighthouse's
 * calibration to emulate its target device.
 */
export type BudgetResult = boolean | 'busy' | 'slow host' | null;

type RouteLighthouse = SideBySide | { error: string };
export const BARE = 'bare';

export interface Gap {
  lcpMs: number;
  performance: number;
  tbtMs: number;
}

export function gap(side: SideBySide): Gap {
  return { lcpMs: side.site.lcpMs - side.bare.lcpMs, performance: side.site.performance - side.bare.performance, tbtMs: side.site.tbtMs - side.bare.tbtMs };
}

/** The three relative targets of one route. */
export function routeTargets(side: SideBySide): Record<keyof typeof TARGET_NAMES, boolean> {
  const g = gap(side);
  return { lcp: g.lcpMs <= RELATIVE_TARGETS.lcpMs, performance: g.performance >= -RELATIVE_TARGETS.performance, tbt: g.tbtMs <= RELATIVE_TARGETS.tbtMs };
}

function measured(value: RouteLighthouse | undefined): value is SideBySide {
  return value !== undefined && !('error' in value);
}

function all<T>(values: T[], test: (value: T) => boolean): boolean {
  return values.length > 0 && values.every(test);
}

export function pageBudgets(
  bytes: Record<string, PageWeight>,
  lighthouse: Record<string, RouteLighthouse>,
  calibration?: Pick<CpuCalibration, 'verdict'>,
): Record<string, BudgetResult> {
  const routes = Object.values(lighthouse);
  const sides = routes.filter(measured);
  const complete = routes.length > 0 && sides.length === routes.length;
  const busy = sides.some((side) => side.busyRounds > 0);
  const relative = (key: keyof typeof TARGET_NAMES): BudgetResult => {
    if (!complete) return false;
    if (calibration?.verdict === 'too slow') return 'slow host';
    if (busy) return 'busy';
    return sides.every((side) => routeTargets(side)[key]);
  };
  const site = (test: (summary: LighthouseSummary) => boolean) => complete && all(sides, (side) => test(side.site));
  const bareJs = bytes[BARE]?.firstLoadJsGzip;
  const siteBytes = Object.entries(bytes).filter(([name]) => name !== BARE);
  return {
    [TARGET_NAMES.lcp]: relative('lcp'),
    [TARGET_NAMES.performance]: relative('performance'),
    [TARGET_NAMES.tbt]: relative('tbt'),
    'CLS = 0': site((s) => s.cls === 0),
    'Lighthouse accessibility = 100': site((s) => s.accessibility === 100),
    'Lighthouse best practices = 100': site((s) => s.bestPractices === 100),
    'Lighthouse SEO = 100': site((s) => s.seo === 100),
    [JS_BUDGET_NAME]: bareJs !== undefined && all(siteBytes, ([, v]) => v.firstLoadJsGzip <= bareJs + JS_BUDGET_ABOVE_BARE_BYTES),
  };
}

export function budgetLabel(result: BudgetResult): string {
  if (result === null) return 'not run';
  if (result === 'busy') return `not judged: the bare page scored under ${BUSY_BARE_SCORE} (a busy machine, or a CPU slowdown the host cannot carry)`;
  if (result === 'slow host') return `not judged: the host's benchmarkIndex was under ${TOO_SLOW_BENCHMARK_INDEX}, too slow to emulate Lighthouse's target device`;
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

/**
 * The CPU slowdown the runs used and where it came from: the host's benchmarkIndex (each calibration
 * run and their median) through Lighthouse's calibration, or `--multiplier`; and how many measured
 * runs Lighthouse reports at that slowdown (all of them, unless something overrode the flag).
 */
export function cpuCalibrationLines(calibration: CpuCalibration | undefined, lighthouse: Record<string, RouteLighthouse>): string[] {
  if (!calibration) return [];
  const { multiplier, benchmarkIndex, benchmarkIndexRuns: indexes } = calibration;
  const runs: RunFigures[] = Object.values(lighthouse)
    .filter(measured)
    .flatMap((side) => [...side.site.runs, ...side.bare.runs]);
  const applied = runs.filter((run) => run.cpuSlowdownMultiplier === multiplier).length;
  const index =
    benchmarkIndex === null
      ? 'not measured (no calibration run reported one)'
      : `${benchmarkIndex} (median of ${indexes.length} calibration run${indexes.length === 1 ? '' : 's'} on the bare page: ${indexes.join(', ')})`;
  const head = {
    calibrated: `CPU slowdown: **${multiplier}×** (Lighthouse's default ${calibration.lighthouseDefaultMultiplier}×), calibrated to this host so that the simulated device is the one Lighthouse's default targets. The host's benchmarkIndex: ${index}; multiplier from ${calibration.source}.`,
    forced: `CPU slowdown: **${multiplier}×** (Lighthouse's default ${calibration.lighthouseDefaultMultiplier}×), forced with \`--multiplier ${multiplier}\`: Lighthouse's calibration was not applied.`,
    'too slow': `**Host too slow to calibrate:** the host's benchmarkIndex, ${index}, is under ${TOO_SLOW_BENCHMARK_INDEX}, where ${calibration.source} finds a host too slow to emulate Lighthouse's target device. The runs used ${multiplier}× and the LCP, performance and TBT budgets are not judged.`,
  }[calibration.verdict];
  const check =
    runs.length === 0
      ? []
      : [applied === runs.length ? `Lighthouse applied ${multiplier}× in all ${runs.length} measured runs.` : `**Lighthouse applied ${multiplier}× in only ${applied} of ${runs.length} measured runs.**`];
  return [[head, ...check].join(' '), ''];
}

/** Medians of the main thread's time before the observed LCP, and the site's breakdown (its median-LCP run). */
function mainThread(site: LighthouseSummary, bare: LighthouseSummary): string {
  const { parse, script, styleLayout, paint, other } = site.mainThreadBeforeLcp;
  return `${site.mainThreadBeforeLcpMs} / ${bare.mainThreadBeforeLcpMs} (${[parse, script, styleLayout, paint, other].join(' / ')})`;
}

/** The side-by-side table: each route's medians beside the bare page's, measured in alternation. */
export function lighthouseTable(lighthouse: Record<string, RouteLighthouse>): string[] {
  const rows = Object.entries(lighthouse);
  const busy = rows.filter(([, value]) => measured(value) && value.busyRounds > 0).map(([name]) => name);
  const check = (ok: boolean) => (ok ? 'yes' : '**no**');
  return [
    'Lighthouse, mobile; for each route a warm-up of both pages, then rounds alternating the route with the bare Next page; medians of the rounds.',
    '',
    '| route | perf site / bare (gap) | LCP ms site / bare (gap) | TBT ms site / bare (gap) | FCP ms site / bare | CLS | LCP / perf / TBT targets met | benchmarkIndex | load average before → after | bare under 95 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(([name, value]) => {
      if (!measured(value)) return `| ${name} | error: ${value.error} | | | | | | | | |`;
      const { site, bare } = value;
      const g = gap(value);
      const t = routeTargets(value);
      const index = range([...site.runs, ...bare.runs].map((run) => run.benchmarkIndex));
      return `| ${name} | ${site.performance} / ${bare.performance} (${signed(g.performance)}) | ${site.lcpMs} / ${bare.lcpMs} (${signed(g.lcpMs)}) | ${site.tbtMs} / ${bare.tbtMs} (${signed(g.tbtMs)}) | ${site.fcpMs} / ${bare.fcpMs} | ${site.cls} | ${check(t.lcp)} / ${check(t.performance)} / ${check(t.tbt)} | ${index} | ${value.loadAverage.before[0]} → ${value.loadAverage.after[0]} | ${value.busyRounds > 0 ? `**${value.busyRounds} of ${bare.runs.length}**` : '0'} |`;
    }),
    '',
    ...(busy.length === 0
      ? []
      : [`**Not judged:** the bare page scored under ${BUSY_BARE_SCORE} on ${busy.join(', ')}. Those figures measured the machine (busy, or slowed more than it can carry: see the CPU slowdown above), not the site.`, '']),
    '| route | runs, site: perf / LCP / TBT | runs, bare: perf / LCP / TBT | main thread before the observed LCP, ms site / bare (site: parse / script / style and layout / paint / other) | scripts on the main thread over the load, ms site / bare | LCP element | LCP phases: TTFB / load delay / load time / render delay ms | in the simulated LCP (site, median run) | held frames / runs again | a11y / best pr. / SEO |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.filter((row): row is [string, SideBySide] => measured(row[1])).map(([name, { site, bare }]) => {
      const runs = (summary: LighthouseSummary) => summary.runs.map((run) => `${run.performance} / ${run.lcpMs} / ${run.tbtMs}`).join('; ');
      const phases = ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase) => site.lcpPhases[phase] ?? '–').join(' / ');
      const graph = site.lcpGraph ? describeLcpGraph(site.lcpGraph) : '–';
      return `| ${name} | ${runs(site)} | ${runs(bare)} | ${mainThread(site, bare)} | ${site.scriptMsWholeLoad} / ${bare.scriptMsWholeLoad} | \`${site.lcpElement}\` | ${phases} | ${graph} | ${site.heldRuns + bare.heldRuns} / ${site.failedRuns + bare.failedRuns} | ${site.accessibility} / ${site.bestPractices} / ${site.seo} |`;
    }),
  ];
}
