// Adds up the reports of Jest, the WordPress part (Jest, PHPUnit, php -l), the several-instances
// part (Jest against Redis) and Playwright into the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [jestStatus, buildStatus, pwStatus, wpStatus = 0, redisStatus = 0] = process.argv.slice(2).map(Number);
let passed = 0;
let failed = 0;

/** A Jest JSON report; false when there is none. */
function addJest(file) {
  if (!existsSync(file)) return false;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  // A suite that failed to run (syntax error, import failure) has no test results: count it.
  failed += jest.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
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

// The several-instances part runs on the build, after it.
if (buildStatus === 0 && !addJest('.tmp/redis-jest.json') && redisStatus !== 0) {
  console.log('The several-instances part did not run (see above).');
  failed += 1;
}

if (buildStatus !== 0) {
  console.log('The build failed: no end-to-end test ran.');
  failed += 1;
} else if (existsSync('.tmp/playwright.json')) {
  const pw = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
  passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected ?? 0;
  if ((pw.errors ?? []).length > 0) failed += pw.errors.length;
} else if (pwStatus !== 0) {
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || jestStatus !== 0 || pwStatus !== 0 || wpStatus !== 0 || redisStatus !== 0 ? 1 : 0);
