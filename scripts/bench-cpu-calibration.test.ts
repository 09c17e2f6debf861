import { describe, expect, it } from '@jest/globals';
import { cpuCalibration, LIGHTHOUSE_DEFAULT_MULTIPLIER, multiplierArg, multiplierForBenchmarkIndex, TOO_SLOW_RUN_MULTIPLIER } from './bench-cpu-calibration';

const multiplier = (benchmarkIndex: number) => {
  const result = multiplierForBenchmarkIndex(benchmarkIndex);
  return result.verdict === 'calibrated' ? result.multiplier : result.verdict;
};

describe("Lighthouse's CPU calibration: benchmarkIndex to cpuSlowdownMultiplier", () => {
  it('gives the calculator\'s points: 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (the default), 2000 → 6×', () => {
    expect([150, 800, 1300, 1533, 2000].map(multiplier)).toEqual([1, 2, 3, 4, 6]);
    expect(multiplier(1533)).toBe(LIGHTHOUSE_DEFAULT_MULTIPLIER);
  });

  it('is linear within each segment and continuous across the breakpoints, to one decimal', () => {
    expect(multiplier(475)).toBe(1.5); // 1 + 325 / 650
    expect(multiplier(1050)).toBe(2.5); // 2 + 250 / 500
    expect(multiplier(799)).toBe(2); // 1 + 649 / 650 = 1.998
    expect(multiplier(1299)).toBe(3); // 2 + 499 / 500 = 2.998
    expect(multiplier(1766)).toBe(5); // 3 + 466 / 233
    expect(multiplier(2684)).toBe(8.9); // 3 + 1384 / 233 = 8.94
    expect(multiplier(3600)).toBe(12.9);
  });

  it('says the host is too slow under 150, and for a missing benchmark', () => {
    expect(multiplier(149)).toBe('too slow');
    expect(multiplier(149.9)).toBe('too slow');
    expect(multiplier(0)).toBe('too slow');
    expect(multiplier(Number.NaN)).toBe('too slow');
    expect(multiplier(Number.POSITIVE_INFINITY)).toBe('too slow');
  });
});

describe('the calibration the bench records', () => {
  it('takes the median of the calibration runs, leaving out runs without a benchmark', () => {
    const c = cpuCalibration([2501, 1438, 0, 2394, 1520, 2593]);
    expect([c.verdict, c.benchmarkIndexRuns, c.benchmarkIndex, c.multiplier]).toEqual(['calibrated', [2501, 1438, 2394, 1520, 2593], 2394, 7.7]);
    expect(c.source).toMatch(/docs\/throttling\.md.*lighthouse-cpu-throttling-calculator/);
    expect(c.lighthouseDefaultMultiplier).toBe(4);
  });

  it('runs a host too slow to calibrate at 1× and says so', () => {
    expect(cpuCalibration([140, 120, 160])).toMatchObject({ verdict: 'too slow', benchmarkIndex: 140, multiplier: TOO_SLOW_RUN_MULTIPLIER });
    expect(cpuCalibration([])).toMatchObject({ verdict: 'too slow', benchmarkIndex: null });
  });

  it('keeps a forced multiplier as it is', () => {
    expect(cpuCalibration([], 2.5)).toMatchObject({ verdict: 'forced', multiplier: 2.5, benchmarkIndexRuns: [], benchmarkIndex: null });
  });
});

describe('--multiplier N', () => {
  it('reads "--multiplier N" and "--multiplier=N", and nothing when absent', () => {
    expect(multiplierArg(['node', 'bench.ts', '--pages', '--multiplier', '2.5'])).toBe(2.5);
    expect(multiplierArg(['node', 'bench.ts', '--multiplier=4', '--pages'])).toBe(4);
    expect(multiplierArg(['node', 'bench.ts', '--pages'])).toBeUndefined();
  });

  it('refuses a missing, zero, negative or non-numeric value', () => {
    for (const argv of [['--multiplier'], ['--multiplier', '--pages'], ['--multiplier=0'], ['--multiplier', '-1'], ['--multiplier', 'fast'], ['--multiplier=']]) {
      expect(() => multiplierArg(argv)).toThrow(/--multiplier needs a positive number/);
    }
  });
});
