/**
 * The CPU slowdown for the benchmark's Lighthouse runs, calibrated to the host.
 *
 * Lighthouse's CPU slowdown is relative to the machine it runs on: its default 4× turns a fast
 * desktop into roughly its target mid-tier phone, and turns a slower host into a slower phone still.
 * Lighthouse's docs/throttling.md ("CPU Throttling" → "Calibrating the CPU slowdown"; Lighthouse's
 * own slow-host warning links it as #calibrating-multipliers) says to set
 * `throttling.cpuSlowdownMultiplier` from the host's `benchmarkIndex`, and sends the reader to the
 * "Lighthouse CPU slowdown calculator" it links, https://lighthouse-cpu-throttling-calculator.vercel.app/
 * (source: github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js,
 * `computeMultiplierMessages`). Its mapping, reproduced here, is piecewise linear:
 *   benchmarkIndex >= 1300: 3 + (benchmarkIndex − 1300) / 233   (1300 → 3×, 1533 → 4×, 2000 → 6×)
 *   800 <= benchmarkIndex < 1300: 2 + (benchmarkIndex − 800) / 500   (800 → 2×)
 *   150 <= benchmarkIndex < 800: 1 + (benchmarkIndex − 150) / 650   (150 → 1×)
 *   benchmarkIndex < 150: "This device is too slow to accurately emulate the target Lighthouse device."
 * The calculator prints the multiplier with one decimal (`toFixed(1)`); so does this. PageSpeed
 * Insights sets its own multiplier the same way (Lighthouse's core/config/lr-mobile-config.js: 1.2,
 * "Determined using PSI CPU benchmark median and" the calculator).
 *
 * The mapping works both ways: a host whose `benchmarkIndex` is above 1533 gets a multiplier above
 * Lighthouse's default 4× (2000 → 6×, 2700 → 9×), one below it gets less.
 */

/** Lighthouse's default (mobile) `cpuSlowdownMultiplier`, the one the calibration replaces. */
export const LIGHTHOUSE_DEFAULT_MULTIPLIER = 4;
/** Under this `benchmarkIndex` the calculator says the host cannot emulate Lighthouse's target device. */
export const TOO_SLOW_BENCHMARK_INDEX = 150;
/** The multiplier the runs use on a host too slow to calibrate: no slowdown at all (the figures are not judged). */
export const TOO_SLOW_RUN_MULTIPLIER = 1;

/**
 * The calculator's segments, from the top: at `from` the multiplier is `base`, and it grows by one
 * for every `indexPerStep` of `benchmarkIndex` above `from`.
 */
export const CALIBRATION_SEGMENTS = [
  { from: 1300, base: 3, indexPerStep: 233 },
  { from: 800, base: 2, indexPerStep: 500 },
  { from: TOO_SLOW_BENCHMARK_INDEX, base: 1, indexPerStep: 650 },
] as const;

export const CALIBRATION_SOURCE =
  "Lighthouse's CPU slowdown calculator (linked from Lighthouse's docs/throttling.md, \"Calibrating the CPU slowdown\")";
export const CALIBRATOR_URL = 'https://lighthouse-cpu-throttling-calculator.vercel.app/';

export type CpuMultiplier = { verdict: 'calibrated'; multiplier: number } | { verdict: 'too slow' };

/** Lighthouse's calibration: the `cpuSlowdownMultiplier` for a host's `benchmarkIndex`, to one decimal. */
export function multiplierForBenchmarkIndex(benchmarkIndex: number): CpuMultiplier {
  // A missing or broken benchmark (0, NaN) cannot be calibrated either.
  const segment = CALIBRATION_SEGMENTS.find((s) => benchmarkIndex >= s.from);
  if (!segment || !Number.isFinite(benchmarkIndex)) return { verdict: 'too slow' };
  const multiplier = segment.base + (benchmarkIndex - segment.from) / segment.indexPerStep;
  return { verdict: 'calibrated', multiplier: Math.round(multiplier * 10) / 10 };
}

/** What the bench records in its results and prints in its report. */
export interface CpuCalibration {
  /**
   * `calibrated`: from the host's benchmark; `forced`: `--multiplier N`; `too slow`: the host's
   * `benchmarkIndex` is under 150, so the runs use 1× and the relative budgets are not judged.
   */
  verdict: 'calibrated' | 'forced' | 'too slow';
  /** The `cpuSlowdownMultiplier` every measured run used, the site's and the bare page's. */
  multiplier: number;
  /** `benchmarkIndex` of each calibration run (empty when forced) and their median (null without any). */
  benchmarkIndexRuns: number[];
  benchmarkIndex: number | null;
  lighthouseDefaultMultiplier: number;
  source: string;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/**
 * The calibration from the calibration runs' `benchmarkIndex` values: their median through
 * `multiplierForBenchmarkIndex`, or the forced multiplier. Runs that reported no benchmark (0) are left out.
 */
export function cpuCalibration(benchmarkIndexRuns: number[], forced?: number): CpuCalibration {
  const measured = benchmarkIndexRuns.filter((index) => Number.isFinite(index) && index > 0);
  const benchmarkIndex = median(measured);
  const common = { benchmarkIndexRuns: measured, benchmarkIndex, lighthouseDefaultMultiplier: LIGHTHOUSE_DEFAULT_MULTIPLIER, source: `${CALIBRATION_SOURCE}, ${CALIBRATOR_URL}` };
  if (forced !== undefined) return { verdict: 'forced', multiplier: forced, ...common };
  const result = multiplierForBenchmarkIndex(benchmarkIndex ?? 0);
  if (result.verdict === 'too slow') return { verdict: 'too slow', multiplier: TOO_SLOW_RUN_MULTIPLIER, ...common };
  return { verdict: 'calibrated', multiplier: result.multiplier, ...common };
}

/**
 * `--multiplier N` (or `--multiplier=N`) from the command line: a positive number, or undefined
 * when absent. Anything else is an error, not a silent fallback to the calibration.
 */
export function multiplierArg(argv: string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--multiplier' || arg.startsWith('--multiplier='));
  if (index === -1) return undefined;
  const arg = argv[index] ?? '';
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  const value = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`--multiplier needs a positive number (Lighthouse's cpuSlowdownMultiplier), got ${raw === undefined ? 'nothing' : `"${raw}"`}`);
  }
  return value;
}
