import type { ContentBlock } from './content-blocks';
import { CONTENT_STYLES } from './content-styles.generated';
import { sanitizeLayoutCss, splitLayoutStyles } from './layout-css';
import { type ContentContext, sanitizeContent } from './sanitize';

/** One stylesheet a piece of content needs, keyed so that React writes it once per page. */
export interface ContentStyle {
  key: string;
  css: string;
}

export interface PreparedContent {
  html: string;
  /** The class that scopes the content's own layout rules; '' when it has none. */
  scope: string;
  /** The rules of each kind of block it uses, then its own layout rules. */
  styles: ContentStyle[];
  /** Whether a video facade needs its script. */
  videos: boolean;
}

/** FNV-1a, base 36: a short name for a piece of layout CSS. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * CMS content as a page renders it: sanitised (sanitize.ts), with the site's rules for the kinds
 * of block it holds and the layout WordPress wrote for them, scoped to this content (two contents
 * on a page may carry the same generated class names with other rules).
 */
export function prepareContent(input: string, context: ContentContext): PreparedContent {
  const { html: body, css } = splitLayoutStyles(input);
  const { html, blocks, videos } = sanitizeContent(body, context);
  const scope = css ? `cms-layout-${shortHash(css)}` : '';
  const layout = scope ? sanitizeLayoutCss(css, scope) : '';
  const styles: ContentStyle[] = [...blocks]
    .sort()
    .map((block: ContentBlock) => ({ key: `cms-${block}`, css: CONTENT_STYLES[block] }))
    .filter((style) => style.css !== '');
  if (layout) styles.push({ key: scope, css: layout });
  return { html, scope: layout ? scope : '', styles, videos };
}
