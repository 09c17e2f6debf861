import '@testing-library/jest-dom/jest-globals';
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Every test file writes, and reads back, its own DATA_DIR, never the checkout's .data/: what a
 * served site counted there (views, subscriptions) would otherwise change what the tests see, and
 * a test's writes would land in the site's data. Runs before the test file imports lib/config.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'jest-data-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
