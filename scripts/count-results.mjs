// Adds up Jest's and Playwright's JSON reports into the closing line "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const [jestStatus, buildStatus, pwStatus] = process.argv.slice(2).map(Number);
let passed = 0;
let failed = 0;

if (existsSync('.tmp/jest.json')) {
  const jest = JSON.parse(readFileSync('.tmp/jest.json', 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  // A suite that failed to run (syntax error, import failure) has no test results: count it.
  failed += jest.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} else if (jestStatus !== 0) {
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
process.exit(failed > 0 || jestStatus !== 0 || pwStatus !== 0 ? 1 : 0);
