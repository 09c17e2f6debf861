import postcss, { type AtRule, type Rule } from 'postcss';

/**
 * The layout CSS WordPress writes for a rendering's blocks (the plugin's `<style data-eos-layout>`
 * at the end of content HTML: columns, rows, stacks, grids, gallery gaps, content widths). It comes
 * from the CMS, so only what lays out passes: rules on WordPress's generated container classes,
 * layout properties, no `url()`, no at-rule but `@media`; each rule is scoped to its content.
 */
const LAYOUT_STYLE = /<style data-eos-layout>([\s\S]*?)<\/style>/g;

/** Selectors the style engine writes for one block: `.wp-container-…`, `.wp-elements-…`, `.wp-block-gallery-N`. */
const GENERATED_CLASS = /^\.(wp-container-[\w-]+|wp-elements-[\w-]+|wp-block-[\w-]+)/;
/** What may follow it: classes, descendant and child combinators, and :where/:not over classes. */
const SAFE_SELECTOR = /^[\w\s.>*:()-]+$/;

const PROPERTIES = new Set([
  'display', 'flex-wrap', 'flex-direction', 'flex-basis', 'flex-grow', 'flex-shrink', 'align-items', 'align-self',
  'align-content', 'justify-content', 'justify-items', 'gap', 'row-gap', 'column-gap', 'grid-template-columns',
  'grid-template-rows', 'grid-auto-flow', 'grid-auto-rows', 'grid-column', 'grid-row', 'max-width', 'min-width',
  'width', 'margin-left', 'margin-right', 'margin-inline-start', 'margin-inline-end', 'margin-block-start',
  'margin-block-end', 'margin-top', 'margin-bottom', 'padding-left', 'padding-right', 'padding-top', 'padding-bottom',
  '--wp--style--unstable-gallery-gap', '--wp--style--block-gap',
]);
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|[<>@\\]/i;

/** The content HTML without its layout styles, and their CSS. */
export function splitLayoutStyles(html: string): { html: string; css: string } {
  const css: string[] = [];
  const rest = html.replace(LAYOUT_STYLE, (_, rules: string) => {
    css.push(rules);
    return '';
  });
  return { html: rest, css: css.join('\n') };
}

/** The layout rules that pass, each selector scoped under `.${scope}`; '' when none does. */
export function sanitizeLayoutCss(css: string, scope: string): string {
  if (!css.trim()) return '';
  let root;
  try {
    root = postcss.parse(css);
  } catch {
    return '';
  }
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.name !== 'media' || UNSAFE_VALUE.test(atRule.params)) atRule.remove();
  });
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkRules((rule: Rule) => {
    const selectors = rule.selectors.map((s) => s.trim()).filter((s) => GENERATED_CLASS.test(s) && SAFE_SELECTOR.test(s));
    if (!selectors.length) {
      rule.remove();
      return;
    }
    rule.selectors = selectors.map((s) => `.${scope} ${s}`);
    rule.walkDecls((decl) => {
      if (!PROPERTIES.has(decl.prop.toLowerCase()) || UNSAFE_VALUE.test(decl.value)) decl.remove();
    });
    if (!rule.nodes.length) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (!atRule.nodes?.length) atRule.remove();
  });
  return root.toString().replace(/\s+/g, ' ').trim();
}
