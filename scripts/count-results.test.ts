import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The counter of the test command (scripts/count-results.mjs) fed each shape a green line could
 * hide: its reports come from the real tools (test/fixtures/count-results/make.sh). Whatever the
 * shape, the last line and the exit status agree, and a failure shows in both.
 */
const FIXTURES = path.resolve('test/fixtures/count-results');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

interface Step {
  step: string;
  kind: 'jest' | 'playwright' | 'phpunit' | 'check';
  status: number;
  /** A fixture report to copy in; a report name with no fixture stays missing. */
  fixture?: string;
}

function count(steps: Step[], options: { plan?: string[]; quarantine?: object } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'count-results-'));
  made.push(dir);
  const lines = [JSON.stringify({ plan: options.plan ?? steps.map((s) => s.step) })];
  for (const step of steps) {
    const report = step.fixture ? `${step.step}-report` : '';
    if (step.fixture && !step.fixture.startsWith('missing')) copyFileSync(path.join(FIXTURES, step.fixture), path.join(dir, report));
    lines.push(JSON.stringify({ step: step.step, kind: step.kind, status: step.status, report }));
  }
  writeFileSync(path.join(dir, 'steps.jsonl'), `${lines.join('\n')}\n`);
  const quarantine = path.join(dir, 'quarantine.json');
  writeFileSync(quarantine, JSON.stringify(options.quarantine ?? { quarantined: [], skipped: [] }));
  const run = spawnSync(process.execPath, ['scripts/count-results.mjs', '--dir', dir, '--quarantine', quarantine], { encoding: 'utf8' });
  const output = run.stdout.trim().split('\n');
  return { status: run.status, last: output.at(-1) ?? '', output: run.stdout };
}

const green: Step[] = [
  { step: 'jest', kind: 'jest', status: 0, fixture: 'jest-green.jest.json' },
  { step: 'playwright', kind: 'playwright', status: 0, fixture: 'playwright-green.playwright.json' },
  { step: 'phpunit', kind: 'phpunit', status: 0, fixture: 'phpunit-green.xml' },
  { step: 'build', kind: 'check', status: 0 },
];

describe('the closing line of the test command', () => {
  it('adds up every passing test, and exits 0 only then', () => {
    expect(count(green)).toMatchObject({ status: 0, last: '4 passed, 0 failed, 0 skipped' });
  });

  it('a Jest suite whose afterAll failed after its tests passed is a failure', () => {
    const result = count([{ step: 'jest', kind: 'jest', status: 1, fixture: 'jest-after-all.jest.json' }]);
    expect(result).toMatchObject({ status: 1, last: '1 passed, 1 failed, 0 skipped' });
    expect(result.output).toContain('shape.test.js (the suite failed outside its tests)');
  });

  it('a crashed Playwright worker fails its test', () => {
    const result = count([{ step: 'e2e', kind: 'playwright', status: 1, fixture: 'playwright-worker-crash.playwright.json' }]);
    expect(result).toMatchObject({ status: 1, last: '1 passed, 1 failed, 0 skipped' });
    expect(result.output).toContain('FAILED e2e: [] shape.spec.js › crashes its worker');
  });

  it('a missing report is a failure even when its step exited 0', () => {
    const result = count([...green.slice(0, 1), { step: 'e2e', kind: 'playwright', status: 0, fixture: 'missing.json' }]);
    expect(result).toMatchObject({ status: 1, last: '2 passed, 1 failed, 0 skipped' });
    expect(result.output).toContain('FAILED e2e (no report');
  });

  it('a PHPUnit warning is a failure', () => {
    const result = count([{ step: 'phpunit', kind: 'phpunit', status: 1, fixture: 'phpunit-warning.xml' }]);
    expect(result).toMatchObject({ status: 1, last: '1 passed, 1 failed, 0 skipped' });
    expect(result.output).toContain('FAILED phpunit: ShapesTest::test_warns');
  });

  it('a skipped test is shown in the line and fails the run unless test/quarantine.json gives its reason', () => {
    const steps: Step[] = [
      { step: 'e2e', kind: 'playwright', status: 0, fixture: 'playwright-skipped.playwright.json' },
      { step: 'jest', kind: 'jest', status: 0, fixture: 'jest-skipped.jest.json' },
    ];
    expect(count(steps)).toMatchObject({ status: 1, last: '2 passed, 3 failed, 3 skipped' });
    const listed = {
      quarantined: [],
      skipped: [
        { test: 'e2e: [] shape.spec.js › skips itself', reason: 'a reason', since: '2026-11-26' },
        { test: 'jest: shape.test.js › is skipped', reason: 'a reason', since: '2026-11-26' },
        { test: 'jest: shape.test.js › is to do', reason: 'a reason', since: '2026-11-26' },
      ],
    };
    const result = count(steps, { quarantine: listed });
    expect(result).toMatchObject({ status: 0, last: '2 passed, 0 failed, 3 skipped' });
    expect(result.output).toContain('SKIPPED e2e: [] shape.spec.js › skips itself (a reason; since 2026-11-26)');
  });

  it('a test that passed only on a retry is a failure', () => {
    const result = count([{ step: 'e2e', kind: 'playwright', status: 0, fixture: 'playwright-retried.playwright.json' }]);
    expect(result).toMatchObject({ status: 1, last: '0 passed, 1 failed, 0 skipped' });
    expect(result.output).toContain('passed only on retry 1');
  });

  it('a planned step that recorded nothing, a failed check and an unexplained exit status are failures', () => {
    expect(count(green, { plan: [...green.map((s) => s.step), 'redis'] })).toMatchObject({ status: 1, last: '4 passed, 1 failed, 0 skipped' });
    expect(count([...green.slice(0, 3), { step: 'build', kind: 'check', status: 2 }])).toMatchObject({ status: 1, last: '4 passed, 1 failed, 0 skipped' });
    const unexplained = count([{ step: 'jest', kind: 'jest', status: 1, fixture: 'jest-green.jest.json' }]);
    expect(unexplained).toMatchObject({ status: 1, last: '2 passed, 1 failed, 0 skipped' });
    expect(unexplained.output).toContain('FAILED jest (exit status 1, with no failure in its report)');
    expect(count([])).toMatchObject({ status: 1, last: '0 passed, 1 failed, 0 skipped' });
  });

  it('a failing test quarantined with its cause is named, outside the counts', () => {
    const steps: Step[] = [{ step: 'e2e', kind: 'playwright', status: 1, fixture: 'playwright-failed.playwright.json' }];
    expect(count(steps)).toMatchObject({ status: 1, last: '0 passed, 1 failed, 0 skipped' });
    const quarantine = { quarantined: [{ test: 'e2e: [] shape.spec.js › fails', cause: 'an upstream bug', since: '2026-11-26' }], skipped: [] };
    const result = count(steps, { quarantine });
    expect(result).toMatchObject({ status: 0, last: '0 passed, 0 failed, 0 skipped' });
    expect(result.output).toContain('QUARANTINED e2e: [] shape.spec.js › fails (cause: an upstream bug; quarantined since 2026-11-26)');
  });
});
