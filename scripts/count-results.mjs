// Adds up what every step of the test command reported into its closing line
// "N passed, N failed, N skipped", and exits non-zero exactly when that line shows a failure.
//
//   node scripts/count-results.mjs [--dir .tmp]
//
// The steps write `steps.jsonl` in that folder (scripts/lib/steps.sh): first a plan line
// {"plan": [names]}, then one line per finished step {"step", "kind", "status", "report"}.
// kind is `jest` or `playwright` (a JSON report), `phpunit` (a JUnit XML report) or `check` (the
// exit status alone: a build, `php -l`, a setup). A planned step that wrote no line, a report that
// is missing or unreadable, a non-zero status that its report does not explain, a test that
// passed only on a retry, a suite that failed around passing tests, a PHPUnit warning and a test
// skipped without a reason in test/quarantine.json each count as a failure, named above the line.
// A failing test listed as quarantined in that file is named with its cause, outside the counts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const dir = dirFlag >= 0 ? args[dirFlag + 1] : '.tmp';
const quarantineFlag = args.indexOf('--quarantine');
const quarantineFile = quarantineFlag >= 0 ? args[quarantineFlag + 1] : 'test/quarantine.json';

let passed = 0;
let failed = 0;
let skipped = 0;
/** Failures by name, printed above the closing line: CI keeps only the tail of the output. */
const failures = [];
const quarantinedFailures = [];
const skips = [];

const known = existsSync(quarantineFile) ? JSON.parse(readFileSync(quarantineFile, 'utf8')) : {};
const quarantined = new Map((known.quarantined ?? []).map((entry) => [entry.test, entry]));
const allowedSkips = new Map((known.skipped ?? []).map((entry) => [entry.test, entry]));

/** Failures and quarantined failures so far: a step's report explains a non-zero status by adding to it. */
const problems = () => failed + quarantinedFailures.length;

function fail(name, why = '') {
  failed += 1;
  failures.push(`${name}${why}`);
}

/** A test that failed: a failure, or quarantined when test/quarantine.json lists it with a cause. */
function testFailed(name, why) {
  const entry = quarantined.get(name);
  if (entry) quarantinedFailures.push(`${name} (cause: ${entry.cause}; quarantined since ${entry.since})${why}`);
  else fail(name, why);
}

function testSkipped(name) {
  skipped += 1;
  const entry = allowedSkips.get(name);
  if (entry) skips.push(`${name} (${entry.reason}; since ${entry.since})`);
  else fail(name, '\n    skipped without a reason listed in test/quarantine.json');
}

/**
 * The gist of a failure message, indented under its test: the first line, and Jest's and
 * Playwright's "Expected"/"Received" lines (without colour codes), each cut to 200 characters.
 */
function gist(message) {
  const lines = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  const picked = [lines[0], ...lines.slice(1).filter((line) => /^(Expected|Received)\b/.test(line)).slice(0, 2)].filter(Boolean);
  return picked.map((line) => `\n    ${line.slice(0, 200)}`).join('');
}

function readReport(step, parse) {
  const file = path.join(dir, step.report ?? '');
  if (!step.report || !existsSync(file)) {
    fail(step.step, ` (no report${step.report ? ` at ${file}` : ''}; exit status ${step.status})`);
    return null;
  }
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(step.step, ` (unreadable report ${file}: ${error.message})`);
    return null;
  }
}

/** A Jest JSON report; returns how many failures it explained. */
function addJest(step) {
  const jest = readReport(step, JSON.parse);
  if (!jest) return 0;
  const before = problems();
  for (const suite of jest.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name);
    let failedTests = 0;
    for (const test of suite.assertionResults ?? []) {
      const name = `${step.step}: ${file} › ${test.fullName}`;
      if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') {
        failedTests += 1;
        testFailed(name, gist(test.failureMessages?.[0]));
      } else testSkipped(name);
    }
    // A suite that did not run, or whose hooks (afterAll) failed around passing tests.
    if (suite.status === 'failed' && failedTests === 0) fail(`${step.step}: ${file} (the suite failed outside its tests)`, gist(suite.message));
  }
  return problems() - before;
}

/** Titles of a Playwright report's tests, walking its nested suites. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { test, title: [...here, spec.title].join(' › ') };
    }
    yield* playwrightTests(suite.suites, here);
  }
}

function addPlaywright(step) {
  const report = readReport(step, JSON.parse);
  if (!report) return 0;
  const before = problems();
  for (const { test, title } of playwrightTests(report.suites)) {
    const name = `${step.step}: [${test.projectName}] ${title}`;
    const last = test.results?.at(-1);
    if (test.status === 'expected') passed += 1;
    else if (test.status === 'skipped') testSkipped(name);
    else if (test.status === 'flaky') fail(name, `\n    passed only on retry ${last?.retry ?? ''}; a test that needs a retry is a defect`);
    else testFailed(name, gist(last?.error?.message ?? (last?.status ? `result: ${last.status}` : '')));
  }
  // Errors outside any test: a crashed worker, a failing global setup, a test file that did not load.
  for (const error of report.errors ?? []) fail(`${step.step}: ${String(error.message ?? '').split('\n')[0]}`);
  return problems() - before;
}

const xmlAttribute = (attributes, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/** A PHPUnit JUnit XML report: every test case, and the totals of its outermost suite. */
function addPhpunit(step) {
  const xml = readReport(step, (text) => text);
  if (xml === null) return 0;
  const before = problems();
  let cases = 0;
  for (const [, attributes, , body = ''] of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    cases += 1;
    const name = `${step.step}: ${xmlAttribute(attributes, 'class')}::${xmlAttribute(attributes, 'name')}`;
    // A warning (a deprecated call, a risky test) makes PHPUnit exit 1: it is a failure here too.
    const problem = /<(failure|error|warning)\b[^>]*>([\s\S]*?)<\/\1>/.exec(body);
    if (problem) testFailed(name, `\n    ${problem[1]}: ${gist(problem[2]).trim()}`);
    else if (/<skipped\b/.test(body)) testSkipped(name);
    else passed += 1;
  }
  const suite = /<testsuite\b([^>]*)>/.exec(xml)?.[1] ?? '';
  const total = ['failures', 'errors', 'warnings'].reduce((sum, name) => sum + Number(xmlAttribute(suite, name) || 0), 0);
  // A problem no test case carries (a warning about a whole class, such as "no tests found").
  if (problems() - before < total) fail(step.step, ` (${total} failures, errors or warnings in its totals, ${problems() - before} on named tests)`);
  if (cases === 0) fail(step.step, ' (no test case in the report)');
  return problems() - before;
}

const lines = existsSync(path.join(dir, 'steps.jsonl')) ? readFileSync(path.join(dir, 'steps.jsonl'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
const plan = lines.find((line) => Array.isArray(line.plan))?.plan ?? [];
const steps = lines.filter((line) => typeof line.step === 'string');
if (plan.length === 0) fail('the test command', ` (no plan in ${path.join(dir, 'steps.jsonl')}: nothing can be counted)`);
for (const name of plan) {
  if (!steps.some((step) => step.step === name)) fail(name, ' (did not run: no result was recorded)');
}

for (const step of steps) {
  const explained = { jest: addJest, playwright: addPlaywright, phpunit: addPhpunit }[step.kind]?.(step) ?? 0;
  if (step.status !== 0 && explained === 0) fail(step.step, ` (exit status ${step.status}${step.kind === 'check' ? '' : ', with no failure in its report'})`);
}

if (skips.length > 0) console.log(['== Skipped, with the reason listed in test/quarantine.json ==', ...skips.map((s) => `SKIPPED ${s}`)].join('\n'));
if (quarantinedFailures.length > 0) console.log(['== Quarantined (failed; cause outside the project, not counted) ==', ...quarantinedFailures.map((q) => `QUARANTINED ${q}`)].join('\n'));
if (failures.length > 0) console.log(['== Failed ==', ...failures.map((f) => `FAILED ${f}`)].join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
