import os from 'node:os';
import { cpuCalibration, type CpuCalibration } from './bench-cpu-calibration';
import { mainThreadWorkBefore, NO_MAIN_THREAD_WORK, type MainThreadWork, type TraceEvent } from './bench-main-thread';
import { lcpGraph, type LcpGraph } from './bench-lcp-graph';

/**
 * Lighthouse for the benchmark, measured side by side with the bare Next page: mobile
 * defaults (simulated throttling: 150 ms RTT, 1.6 Mbps) with the CPU slowdown calibrated to the
 * host (`calibrateCpu`, scripts/bench-cpu-calibration.ts; Lighthouse's default is 4×), one headless Chromium kept open
 * for all runs (Lighthouse clears the origin's cache and storage before each), and for each route
 * a warm-up of both pages (it fills Next's image cache, as any visit before a real one would), then
 * rounds that alternate the site's route with the bare page. Each figure is the median of its
 * rounds. The bare page is the yardstick: measured in the same minutes, it shows what the machine
 * does to any Next page. When it scores under `BUSY_BARE_SCORE` in a round, the machine was busy
 * and the route's figures measured the machine, not the site: the route is flagged.
 *
 * Every run also records Lighthouse's `benchmarkIndex` (its CPU benchmark of the machine at that
 * moment) and the CPU slowdown Lighthouse applied, and each route the load average before and after its runs.
 */
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
  /** The `cpuSlowdownMultiplier` Lighthouse applied (its resolved settings, `lhr.configSettings`). */
  cpuSlowdownMultiplier: number;
  /** Lighthouse's LCP phases (simulated): time to first byte, load delay, load time, render delay. */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  /** What the simulated LCP counted: requests finished and scripts run before the observed paint. */
  lcpGraph?: LcpGraph;
  observed: { firstPaintMs: number; lcpMs: number; loadMs: number };
  /** The renderer's main-thread time before the observed LCP, by kind (scripts/bench-main-thread.ts). */
  mainThreadBeforeLcp: MainThreadWork;
  /** Script time on the renderer's main thread over the whole trace: the framework's start and hydration. */
  scriptMsWholeLoad: number;
  heldByBrowser: boolean;
  /** Lighthouse's own error for a run that measured nothing (NO_FCP, NO_LCP…): every metric reads 0. */
  runtimeError?: string;
}

export type RunFigures = Pick<LighthouseRun, 'performance' | 'lcpMs' | 'tbtMs' | 'fcpMs' | 'benchmarkIndex' | 'cpuSlowdownMultiplier' | 'scriptMsWholeLoad'> & { mainThreadBeforeLcpMs: number };

export interface LighthouseSummary extends Omit<LighthouseRun, 'observed' | 'heldByBrowser' | 'runtimeError' | 'benchmarkIndex' | 'cpuSlowdownMultiplier'> {
  runs: RunFigures[];
  /** Median of the runs' main-thread time before the observed LCP (`mainThreadBeforeLcp` is the median-LCP run's breakdown). */
  mainThreadBeforeLcpMs: number;
  /** Median of the runs' `scriptMsWholeLoad`. */
  scriptMsWholeLoad: number;
  /**
   * Runs whose first paint came well after `load`: on a busy machine headless Chromium's display
   * compositor sometimes holds a painted frame back (GoogleChrome/lighthouse#17148), and the
   * simulation then counts every request up to that late paint. Counted, not replaced.
   */
  heldRuns: number;
  /** Runs measured again because Lighthouse measured nothing (its runtime error). */
  failedRuns: number;
}

/** One route beside the bare page, measured in alternation. */
export interface SideBySide {
  site: LighthouseSummary;
  bare: LighthouseSummary;
  /** `os.loadavg()` (1, 5, 15 minutes) before the warm-up and after the last round. */
  loadAverage: { before: number[]; after: number[] };
  /** Rounds in which the bare page scored under `BUSY_BARE_SCORE`. */
  busyRounds: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
export const LIGHTHOUSE_ROUNDS = 3;
/**
 * Runs of the bare page whose `benchmarkIndex` calibrates the CPU slowdown (their median). More than
 * one: on the bench's host single readings have swung between 1,438 and 2,684 within minutes
 * (bench/results-pages.json of 2026-11-26), which the calibration turns into 3.6× or 8.9×.
 */
export const CALIBRATION_RUNS = 5;
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

/**
 * Lighthouse's flags for one run: mobile defaults, simulated throttling, and the CPU slowdown when
 * one is given (Lighthouse merges a partial `throttling` into its defaults: RTT and throughput stay).
 */
export function lighthouseFlags(port: number, cpuSlowdownMultiplier?: number) {
  return {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod: 'simulate' as const,
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  };
}

/**
 * One run of Lighthouse (mobile) against `url` in the browser on `port`, with `cpuSlowdownMultiplier`
 * (Lighthouse's default 4× when undefined).
 */
export async function lighthouseRun(port: number, url: string, cpuSlowdownMultiplier?: number): Promise<LighthouseRun> {
  const lighthouse = (await import('lighthouse')).default;
  const result = await lighthouse(url, lighthouseFlags(port, cpuSlowdownMultiplier));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const audit = (key: string) => Number(lhr.audits[key]?.numericValue ?? 0);
  const metrics = (lhr.audits.metrics?.details?.items?.[0] ?? {}) as Record<string, number>;
  const observed = {
    firstPaintMs: Math.round(metrics.observedFirstPaint ?? 0),
    lcpMs: Math.round(metrics.observedLargestContentfulPaint ?? 0),
    loadMs: Math.round(metrics.observedLoad ?? 0),
  };
  const traceEvents = (result.artifacts as unknown as { Trace?: { traceEvents?: TraceEvent[] } }).Trace?.traceEvents ?? [];
  const mainThreadBeforeLcp = mainThreadWorkBefore(traceEvents, metrics.observedLargestContentfulPaintTs ?? 0);
  const scriptMsWholeLoad = mainThreadWorkBefore(traceEvents, Number.MAX_SAFE_INTEGER).script;
  const lcp = lcpDetails(lhr);
  const graph = lhr.runtimeError ? undefined : await lcpGraph(lhr, result.artifacts as unknown as Record<string, unknown>).catch(() => undefined);
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
    lcpGraph: graph,
    observed,
    mainThreadBeforeLcp,
    scriptMsWholeLoad,
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

/** Each figure is the median of its runs; phases, element and graph come from the run with the median LCP. */
export function summarize(runs: LighthouseRun[], failedRuns = 0): LighthouseSummary {
  const m = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const lcpMedian = m((run) => run.lcpMs);
  const representative = runs.find((run) => run.lcpMs === lcpMedian) ?? runs[0];
  return {
    performance: m((run) => run.performance),
    accessibility: m((run) => run.accessibility),
    bestPractices: m((run) => run.bestPractices),
    seo: m((run) => run.seo),
    fcpMs: m((run) => run.fcpMs),
    lcpMs: lcpMedian,
    tbtMs: m((run) => run.tbtMs),
    speedIndexMs: m((run) => run.speedIndexMs),
    cls: m((run) => run.cls),
    lcpPhases: representative?.lcpPhases ?? {},
    lcpElement: representative?.lcpElement ?? '',
    lcpGraph: representative?.lcpGraph,
    mainThreadBeforeLcp: representative?.mainThreadBeforeLcp ?? NO_MAIN_THREAD_WORK,
    mainThreadBeforeLcpMs: m((run) => run.mainThreadBeforeLcp.totalMs),
    scriptMsWholeLoad: m((run) => run.scriptMsWholeLoad),
    runs: runs.map(({ performance, lcpMs, tbtMs, fcpMs, benchmarkIndex, cpuSlowdownMultiplier, mainThreadBeforeLcp, scriptMsWholeLoad }) => ({
      performance,
      lcpMs,
      tbtMs,
      fcpMs,
      benchmarkIndex,
      cpuSlowdownMultiplier,
      mainThreadBeforeLcpMs: mainThreadBeforeLcp.totalMs,
      scriptMsWholeLoad,
    })),
    heldRuns: runs.filter((run) => run.heldByBrowser).length,
    failedRuns,
  };
}

/** Rounds in which the bare page scored under `BUSY_BARE_SCORE`: those measured a busy machine. */
export function busyRounds(bareRuns: Pick<LighthouseRun, 'performance'>[]): number {
  return bareRuns.filter((run) => run.performance < BUSY_BARE_SCORE).length;
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/**
 * The host's benchmark first: `runs` Lighthouse runs of the bare page (at Lighthouse's default
 * slowdown: with simulated throttling the benchmark runs unthrottled either way), whose median
 * `benchmarkIndex` sets the CPU slowdown of every later run (scripts/bench-cpu-calibration.ts).
 * With `forced` (`--multiplier N`) no calibration run is made.
 */
export async function calibrateCpu(
  browser: Browser,
  bareUrl: string,
  { runs = CALIBRATION_RUNS, forced, log = () => {} }: { runs?: number; forced?: number; log?: (message: string) => void } = {},
): Promise<CpuCalibration> {
  if (forced !== undefined) return cpuCalibration([], forced);
  const indexes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseRun(browser.port, bareUrl);
    indexes.push(run.benchmarkIndex);
    log(`  calibration run ${i + 1} of ${runs}: benchmarkIndex ${run.benchmarkIndex}`);
  }
  return cpuCalibration(indexes);
}

/**
 * A warm-up of both pages, then `rounds` rounds of the site's route followed by the bare page,
 * every run (warm-up included) at `cpuSlowdownMultiplier` (from `calibrateCpu`).
 * A run that measured nothing is run again (its zeros would pass any budget), at most
 * `MAX_FAILED_RUNS` times per page.
 */
export async function sideBySide(
  browser: Browser,
  siteUrl: string,
  bareUrl: string,
  cpuSlowdownMultiplier: number,
  rounds = LIGHTHOUSE_ROUNDS,
  log: (message: string) => void = () => {},
): Promise<SideBySide> {
  const before = loadAverage();
  const failed = { site: 0, bare: 0 };
  const measure = async (which: 'site' | 'bare'): Promise<LighthouseRun> => {
    const url = which === 'site' ? siteUrl : bareUrl;
    for (;;) {
      const run = await lighthouseRun(browser.port, url, cpuSlowdownMultiplier);
      if (!measuredNothing(run)) return run;
      failed[which] += 1;
      log(`  ${url}: Lighthouse measured nothing (${run.runtimeError ?? 'no LCP'}): run again`);
      if (failed[which] > MAX_FAILED_RUNS) throw new Error(`Lighthouse measured nothing in ${failed[which]} runs of ${url} (${run.runtimeError ?? 'no LCP'})`);
    }
  };
  await lighthouseRun(browser.port, siteUrl, cpuSlowdownMultiplier);
  await lighthouseRun(browser.port, bareUrl, cpuSlowdownMultiplier);
  const site: LighthouseRun[] = [];
  const bare: LighthouseRun[] = [];
  for (let round = 0; round < rounds; round++) {
    site.push(await measure('site'));
    bare.push(await measure('bare'));
    const [s, b] = [site.at(-1), bare.at(-1)];
    log(`  round ${round + 1}: site ${s?.performance} (LCP ${s?.lcpMs} ms, TBT ${s?.tbtMs} ms), bare ${b?.performance} (LCP ${b?.lcpMs} ms), benchmarkIndex ${s?.benchmarkIndex}/${b?.benchmarkIndex}`);
  }
  return { site: summarize(site, failed.site), bare: summarize(bare, failed.bare), loadAverage: { before, after: loadAverage() }, busyRounds: busyRounds(bare) };
}
