import { readFileSync } from 'node:fs';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The minified build: `axe.source` is the 1.3 MB unminified one, and sending it to the page over
 * the protocol is most of an injection (measured: 220 ms against 155 ms on an empty page).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The tag sets of TOOLCHAIN.md: WCAG 2.0-2.2 A/AA (2.2 AA catches targets under 24 px) and best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules that a tag run leaves out because axe marks them deprecated or experimental, but that
 * Lighthouse still reports: an aside nested in another landmark (best practice) and a link or
 * button whose accessible name does not contain its visible label (WCAG 2.5.3).
 */
const AXE_EXTRA_RULES = ['landmark-complementary-is-top-level', 'label-content-name-mismatch'];

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
  // Passing and inapplicable nodes are not read: axe then reports one node of each instead of
  // serialising every passing element, about a third of a run's time on a long page.
  resultTypes: ['violations', 'incomplete'],
};

export interface AxeScope {
  include?: string;
  exclude?: string[];
}

/**
 * One axe run over the page, with every rule the suite holds pages to. axe-core runs in the page
 * itself, injected once per document. (@axe-core/playwright's analyze() injected it on every
 * call and finished each run in a new blank page: 2.3-3.7 s a call on a long page, against
 * 0.4-0.5 s for the run and 0.6-0.8 s for the one injection; the site has no frames to reach.)
 */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Without an include, axe takes the whole document.
  const context = {
    ...(scope.include ? { include: [[scope.include]] } : {}),
    exclude: (scope.exclude ?? []).map((selector) => [selector]),
  };
  return page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options),
    { context, options: AXE_OPTIONS },
  );
}

/** Fails on any axe violation, listing each rule with the first offending nodes. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}) {
  const results = await runAxe(page, scope);
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
