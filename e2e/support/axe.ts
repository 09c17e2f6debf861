import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The tag sets of TOOLCHAIN.md: WCAG 2.0-2.2 A/AA (2.2 AA catches targets under 24 px) and best practice. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules that a tag run leaves out because axe marks them deprecated or experimental, but that
 * Lighthouse still reports: an aside nested in another landmark (best practice) and a link or
 * button whose accessible name does not contain its visible label (WCAG 2.5.3).
 */
const AXE_EXTRA_RULES = ['landmark-complementary-is-top-level', 'label-content-name-mismatch'];

/** An axe run with every rule the suite holds pages to. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Passing and inapplicable nodes are not read: axe then reports one node of each instead of
    // serialising every passing element, about a third of a run's time on a long page.
    .options({ resultTypes: ['violations', 'incomplete'], rules: Object.fromEntries(AXE_EXTRA_RULES.map((id) => [id, { enabled: true }])) });
}

/** Fails on any axe violation, listing each rule with the first offending nodes. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = axeBuilder(page);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
