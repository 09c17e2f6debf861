import os from 'node:os';
import { lcpGraph, type LcpGraph } from './bench-lcp-graph';
import { longTasks, pageMainThread, profileSamples, sampledScripts, type LongTasks, type TraceEvent } from './bench-long-tasks';
import { sourceResolver } from './bench-source-maps';

/**
 * Lighthouse for the benchmark: each route beside its two yardsticks, measured in alternation in the
 * same minutes, in one headless Chromium kept open for every run (Lighthouse clears the origin's
 * cache and storage before each):
 * - the route's static twin (scripts/bench-static-twin.ts): the same HTML without its scripts, the
 *   fastest its content can paint, the yardstick for LCP;
 * - the bare Next page (scripts/bench-bare-next.ts): the framework's floor, the yardstick for
 *   Total Blocking Time and the performance score.
 *
 * Throttling is applied, not simulated (`throttlingMethod: 'devtools'`, the figures of Lighthouse's
 * mobile preset, 4× CPU on every host): the network and the CPU are really slowed while the page
 * loads, and each metric is what the trace observed. Lighthouse's simulation replays every request
 * and script that finished before the paint it observed, so a page's LCP took in Next's scripts
 * whenever its first frame came after them (GoogleChrome/lighthouse#11014, #11460, #16539);
 * `--simulate` still prints its figures, for reference. The host's `benchmarkIndex` is recorded, and
 * the slowdown is not scaled by it.
 */
export type ThrottlingMethod = 'devtools' | 'simulate';

/** Lighthouse's mobile preset as applied throttling: 150 ms RTT (562.5 ms a request), 1.6 Mbps, CPU 4×. */
export const APPLIED_THROTTLING = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 } as const;
/**
 * The CPU profile, traced in one run of each page after the measured rounds, so that its long tasks
 * can say whose code they ran. Not in the measured runs: the profiler costs the main thread time
 * (the bare page's TBT 77–129 ms without it, 134–185 ms with it, four runs each alternating).
 */
const PROFILER_TRACE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  benchmarkIndex: number;
  /** The `cpuSlowdownMultiplier` Lighthouse applied (its resolved settings). */
  cpuSlowdownMultiplier: number;
  /** The LCP's parts: time to first byte, load delay, load time (of an image), render delay, ms. */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  /** The long tasks after the first contentful paint and what they ran (scripts/bench-long-tasks.ts). */
  longTasks: LongTasks;
  /** `--simulate` only: what the simulated LCP counted. */
  lcpGraph?: LcpGraph;
  observed: { firstPaintMs: number; loadMs: number };
  heldByBrowser: boolean;
  /** Lighthouse's own error for a run that measured nothing (NO_FCP, NO_LCP…): every metric reads 0. */
  runtimeError?: string;
}

export type RunFigures = Pick<LighthouseRun, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'speedIndexMs' | 'cls' | 'benchmarkIndex' | 'cpuSlowdownMultiplier'>;

export interface LighthouseSummary extends Omit<LighthouseRun, 'observed' | 'heldByBrowser' | 'runtimeError' | 'benchmarkIndex' | 'cpuSlowdownMultiplier'> {
  runs: RunFigures[];
  /**
   * Runs whose first paint came well after `load`: on a busy machine headless Chromium's display
   * compositor sometimes holds a painted frame back (GoogleChrome/lighthouse#17148). Counted, not replaced.
   */
  heldRuns: number;
  /** Runs measured again because Lighthouse measured nothing (its runtime error). */
  failedRuns: number;
}

export const PAGES = ['site', 'twin', 'bare'] as const;
export type Page = (typeof PAGES)[number];

/** One route beside its yardsticks, measured in alternation. */
export interface Alternation {
  site: LighthouseSummary;
  twin: LighthouseSummary;
  bare: LighthouseSummary;
  /** The long tasks of one more run of each page, with the CPU profile traced: whose code they ran. */
  profiled: Record<Page, LongTasks>;
  /** `os.loadavg()[0]` before the warm-up, before each round, and after the last. */
  loadAverages: number[];
  /** Rounds in which the bare page scored under `BUSY_BARE_SCORE`. */
  busyRounds: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Five runs of each page: Lighthouse's docs/variability.md finds five about twice as stable as one. */
export const LIGHTHOUSE_ROUNDS = 5;
/** The bare Next page scores 100 on a quiet machine of this kind; under this, the machine was busy. */
export const BUSY_BARE_SCORE = 95;
const MAX_FAILED_RUNS = 3;
/** A first paint this long after `load` is the browser's throttling, not the page (whole seconds in practice). */
const HELD_PAINT_MS = 500;

type Lhr = {
  runtimeError?: { code: string; message: string };
  configSettings: { throttling?: { cpuSlowdownMultiplier?: number } };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
};

/** The signature of a held frame: the page had fired `load` well before its first paint. */
export function browserHeldPaint(observed: { firstPaintMs: number; loadMs: number }): boolean {
  return observed.firstPaintMs - observed.loadMs > HELD_PAINT_MS;
}

function lcpDetails(lhr: Lhr): { phases: Record<string, number>; element: string } {
  const items = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as { items?: Record<string, unknown>[] }[];
  const element = String(items[0]?.items?.[0]?.node && (items[0].items[0].node as { selector?: string }).selector);
  const phases = Object.fromEntries((items[1]?.items ?? []).map((row) => [String(row.phase), Math.round(Number(row.timing))]));
  return { phases, element };
}

export interface Browser {
  port: number;
  close: () => Promise<void>;
}

/** The one headless Chromium the runs share. */
export async function openBrowser(): Promise<Browser> {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/** Lighthouse's flags for one run: the mobile preset, throttling applied (or simulated), and the CPU profile when asked. */
export function lighthouseFlags(port: number, method: ThrottlingMethod, profile = false) {
  return {
    port,
    output: 'json' as const,
    // 'silent': the source map warnings of Lighthouse's bundle audits are not the bench's business.
    logLevel: 'silent' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: method,
    throttling: { ...APPLIED_THROTTLING },
    ...(profile ? { additionalTraceCategories: PROFILER_TRACE_CATEGORY } : {}),
  };
}

type Metrics = { observedFirstPaint?: number; observedLoad?: number; observedFirstContentfulPaintTs?: number; observedTimeOriginTs?: number };

/**
 * Lighthouse's trace engine prints with console.error, whatever its log level, each source map whose
 * last mapping ends past its line (Turbopack's do): the bench's own maps, of no use to a reader.
 */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!/mapping for (?:line|column|last column) out of bounds/.test(String(args[0]))) error(...args);
  };
  try {
    return await run();
  } finally {
    console.error = error;
  }
}

/** One run of Lighthouse (mobile) against `url` in the browser on `port`; `profile`: with the CPU profile traced. */
export async function lighthouseRun(port: number, url: string, method: ThrottlingMethod, profile = false): Promise<LighthouseRun> {
  const lighthouse = (await import('lighthouse')).default;
  const result = await quietly(() => lighthouse(url, lighthouseFlags(port, method, profile)));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => Number(lhr.audits[key]?.numericValue ?? 0);
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Metrics;
  const observed = { firstPaintMs: Math.round(metrics.observedFirstPaint ?? 0), loadMs: Math.round(metrics.observedLoad ?? 0) };
  const events = (result.artifacts as unknown as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const thread = pageMainThread(events);
  const samples = thread ? profileSamples(events, thread) : [];
  const resolve = await sourceResolver(sampledScripts(samples));
  // Total Blocking Time's window: from the first contentful paint to Time to Interactive.
  const origin = metrics.observedTimeOriginTs ?? thread?.navigationStartTs ?? 0;
  const window = { fromTs: metrics.observedFirstContentfulPaintTs ?? origin, untilTs: origin + audit('interactive') * 1000 };
  const lcp = lcpDetails(lhr);
  const graph = method === 'simulate' && !lhr.runtimeError ? await lcpGraph(lhr, result.artifacts as unknown as Record<string, unknown>).catch(() => undefined) : undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    speedIndexMs: Math.round(audit('speed-index')),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cpuSlowdownMultiplier: Number(lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 0),
    lcpPhases: lcp.phases,
    lcpElement: lcp.element,
    longTasks: longTasks(events, window, resolve),
    lcpGraph: graph,
    observed,
    heldByBrowser: browserHeldPaint(observed),
    runtimeError: lhr.runtimeError?.code,
  };
}

/** A run Lighthouse could not measure: its runtime error, or no LCP at all. */
export function measuredNothing(run: Pick<LighthouseRun, 'runtimeError' | 'lcpMs'>): boolean {
  return run.runtimeError !== undefined || run.lcpMs <= 0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Each figure is the median of its runs. The LCP's parts, element and graph come from the run with
 * the median LCP; the long tasks from the run with the median TBT.
 */
export function summarize(runs: LighthouseRun[], failedRuns = 0): LighthouseSummary {
  const m = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const lcpMedian = m((run) => run.lcpMs);
  const tbtMedian = m((run) => run.tbtMs);
  const medianLcpRun = runs.find((run) => run.lcpMs === lcpMedian) ?? runs[0];
  const medianTbtRun = runs.find((run) => run.tbtMs === tbtMedian) ?? runs[0];
  return {
    performance: m((run) => run.performance),
    accessibility: m((run) => run.accessibility),
    bestPractices: m((run) => run.bestPractices),
    seo: m((run) => run.seo),
    fcpMs: m((run) => run.fcpMs),
    lcpMs: lcpMedian,
    tbtMs: tbtMedian,
    speedIndexMs: m((run) => run.speedIndexMs),
    cls: m((run) => run.cls),
    lcpPhases: medianLcpRun?.lcpPhases ?? {},
    lcpElement: medianLcpRun?.lcpElement ?? '',
    lcpGraph: medianLcpRun?.lcpGraph,
    longTasks: medianTbtRun?.longTasks ?? { tasks: [], blockingMs: 0, owners: {}, reactCalled: {}, siteCode: {}, profiled: false },
    runs: runs.map(({ performance, fcpMs, lcpMs, tbtMs, speedIndexMs, cls, benchmarkIndex, cpuSlowdownMultiplier }) => ({
      performance,
      fcpMs,
      lcpMs,
      tbtMs,
      speedIndexMs,
      cls,
      benchmarkIndex,
      cpuSlowdownMultiplier,
    })),
    heldRuns: runs.filter((run) => run.heldByBrowser).length,
    failedRuns,
  };
}

/** Rounds in which the bare page scored under `BUSY_BARE_SCORE`: those measured a busy machine. */
export function busyRounds(bareRuns: Pick<LighthouseRun, 'performance'>[]): number {
  return bareRuns.filter((run) => run.performance < BUSY_BARE_SCORE).length;
}

const loadAverage = () => Number((os.loadavg()[0] ?? 0).toFixed(2));

/**
 * A warm-up of each page (it fills Next's image cache, as any visit before a real one would), then
 * `rounds` rounds of the route, its twin and the bare page, in that order, so that all three see the
 * machine's load of the same minutes; then one run of each with the CPU profile traced. A run that measured nothing is run again (its zeros would pass
 * any budget), at most `MAX_FAILED_RUNS` times per page.
 */
export async function alternate(
  browser: Browser,
  urls: Record<Page, string>,
  { method = 'devtools', rounds = LIGHTHOUSE_ROUNDS, log = () => {} }: { method?: ThrottlingMethod; rounds?: number; log?: (message: string) => void } = {},
): Promise<Alternation> {
  const loadAverages = [loadAverage()];
  const failed: Record<Page, number> = { site: 0, twin: 0, bare: 0 };
  const runs: Record<Page, LighthouseRun[]> = { site: [], twin: [], bare: [] };
  const measure = async (page: Page): Promise<LighthouseRun> => {
    for (;;) {
      const run = await lighthouseRun(browser.port, urls[page], method);
      if (!measuredNothing(run)) return run;
      failed[page] += 1;
      log(`  ${urls[page]}: Lighthouse measured nothing (${run.runtimeError ?? 'no LCP'}): run again`);
      if (failed[page] > MAX_FAILED_RUNS) throw new Error(`Lighthouse measured nothing in ${failed[page]} runs of ${urls[page]} (${run.runtimeError ?? 'no LCP'})`);
    }
  };
  for (const page of PAGES) await lighthouseRun(browser.port, urls[page], method);
  for (let round = 0; round < rounds; round++) {
    loadAverages.push(loadAverage());
    for (const page of PAGES) runs[page].push(await measure(page));
    const [s, t, b] = PAGES.map((page) => runs[page].at(-1));
    log(
      `  round ${round + 1} (load ${loadAverages.at(-1)}): site ${s?.performance}, TBT ${s?.tbtMs}, LCP ${s?.lcpMs} ms; twin LCP ${t?.lcpMs} ms; bare ${b?.performance}, TBT ${b?.tbtMs} ms; benchmarkIndex ${s?.benchmarkIndex}/${t?.benchmarkIndex}/${b?.benchmarkIndex}`,
    );
  }
  loadAverages.push(loadAverage());
  const profiled = {} as Record<Page, LongTasks>;
  for (const page of PAGES) profiled[page] = (await lighthouseRun(browser.port, urls[page], method, true)).longTasks;
  return {
    profiled,
    site: summarize(runs.site, failed.site),
    twin: summarize(runs.twin, failed.twin),
    bare: summarize(runs.bare, failed.bare),
    loadAverages,
    busyRounds: busyRounds(runs.bare),
  };
}
