import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';

/** Tests whose runs are counted: a focused or skipped test would shrink the run and still print green. */
const jestTests = ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: jestTests,
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/no-conditional-expect': 'error',
      // Helpers that assert are named expect… so that a test without any assertion stands out.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    },
  },
  {
    // A component longer than this does several jobs: split it into sub-components and hooks.
    files: ['components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The site's links prefetch on intent (components/ui/Link.tsx): next/link itself prefetches every link in view.
    files: ['components/**/*.tsx', 'app/**/*.tsx'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use Link from '@/components/ui/Link': it prefetches when the visitor shows the intent to follow it." }] }],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-conditional-expect': 'error',
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect'] }],
      'playwright/no-wait-for-timeout': 'error',
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', '.tmp/**', '.cache/**', 'screenshots/**', 'next-env.d.ts', 'bench/out/**', '.instances/**'] },
];

export default config;
