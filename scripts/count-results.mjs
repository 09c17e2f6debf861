// Adds up the reports of Jest, the WordPress part (Jest, PHPUnit, php -l), the several-instances
// part (Jest against Redis) and the Playwright runs (two against WordPress, one against the fixture
// CMS) into the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [jestStatus, buildStatus, pwStatus, wpStatus = 0, wpBuildStatus = 0, wpPwStatus = 0, wpPubStatus = 0, redisStatus = 0] = process.argv.slice(2).map(Number);
let passed = 0;
let failed = 0;
/** What failed, by name, printed above the closing line: CI keeps only the tail of the output. */
const failures = [];
/** Tests that passed only on their retry: counted as passed, named so that a pattern shows. */
const flaky = [];

/**
 * The gist of a failure message, indented under its test: the first line, and Jest's and
 * Playwright's "Expected"/"Received" lines (without colour codes), each cut to 200 characters.
 */
function gist(message) {
  const lines = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter(Boolean);
  const picked = [lines[0], ...lines.slice(1).filter((line) => /^(Expected|Received)\b/.test(line)).slice(0, 2)].filter(Boolean);
  return picked.map((line) => `\n    ${line.slice(0, 200)}`).join('');
}

/** A Jest JSON report; false when there is none. */
function addJest(file) {
  if (!existsSync(file)) return false;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  for (const suite of jest.testResults) {
    const file = suite.name.replace(`${process.cwd()}/`, '');
    // A suite that failed to run (syntax error, import failure) has no test results: count it.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed += 1;
      failures.push(`${file} (did not run)${gist(suite.message)}`);
    }
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failures.push(`${file} › ${test.fullName}${gist(test.failureMessages?.[0])}`);
    }
  }
  return true;
}

if (!addJest('.tmp/jest.json') && jestStatus !== 0) failed += 1;

// The WordPress part: php -l per file, the tests against WordPress (Jest), PHPUnit (JUnit XML).
let wpReports = 0;
if (existsSync('.tmp/php-lint.json')) {
  const lint = JSON.parse(readFileSync('.tmp/php-lint.json', 'utf8'));
  passed += lint.passed;
  failed += lint.failed;
}
if (addJest('.tmp/wordpress-jest.json')) wpReports += 1;
if (existsSync('.tmp/phpunit.xml')) {
  const xml = readFileSync('.tmp/phpunit.xml', 'utf8');
  const suite = /<testsuite\b[^>]*>/.exec(xml)?.[0] ?? '';
  const attr = (name) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(suite)?.[1] ?? 0);
  const bad = attr('failures') + attr('errors');
  passed += attr('tests') - bad - attr('skipped');
  failed += bad;
  wpReports += 1;
}
if (wpStatus !== 0 && wpReports < 2) {
  console.log('The WordPress part did not run completely (see .tmp/wordpress.log).');
  failed += 1;
}

/** Titles of the tests that failed, or passed only on retry, walking the report's nested suites. */
function collectPlaywrightFailures(suites, label, path = []) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `${label} [${test.projectName}] ${[...here, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failures.push(`${title}${gist(test.results?.at(-1)?.error?.message)}`);
        if (test.status === 'flaky') flaky.push(title);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], label, here);
  }
}

/** One Playwright run after its build: its JSON report, else one failure for what did not run. */
function addPlaywright(label, report, build, status) {
  if (build !== 0) {
    console.log(`The build against ${label} failed: no end-to-end test ran against it.`);
    failed += 1;
  } else if (existsSync(report)) {
    const pw = JSON.parse(readFileSync(report, 'utf8'));
    passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected ?? 0;
    if ((pw.errors ?? []).length > 0) failed += pw.errors.length;
    for (const error of pw.errors ?? []) failures.push(`${label}: ${String(error.message ?? '').split('\n')[0]}`);
    collectPlaywrightFailures(pw.suites ?? [], label);
  } else if (status !== 0) {
    failed += 1;
  }
}

// The several-instances part runs on the fixture CMS build, after it.
if (buildStatus === 0 && !addJest('.tmp/redis-jest.json') && redisStatus !== 0) {
  console.log('The several-instances part did not run (see above).');
  failed += 1;
}

addPlaywright('WordPress', '.tmp/playwright-wordpress.json', wpBuildStatus, wpPwStatus);
// (A failed build is counted once, above.)
if (wpBuildStatus === 0) addPlaywright('WordPress', '.tmp/playwright-wordpress-publishing.json', 0, wpPubStatus);
addPlaywright('the fixture CMS', '.tmp/playwright.json', buildStatus, pwStatus);

if (flaky.length > 0) console.log(['== Passed on retry ==', ...flaky.map((f) => `FLAKY ${f}`)].join('\n'));
if (failures.length > 0) console.log(['== Failed ==', ...failures.map((f) => `FAILED ${f}`)].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || [jestStatus, pwStatus, wpStatus, wpPwStatus, wpPubStatus, redisStatus].some((s) => s !== 0) ? 1 : 0);
