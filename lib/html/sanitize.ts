import sanitizeHtml from 'sanitize-html';
import { decodeEntities } from './entities';

/** Hosts whose embedded players editors may use in CMS content. */
const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.google.com'];

/**
 * Every id and name in CMS HTML gets this prefix, and so does every in-page link (`#x`), so the
 * editors' anchors keep working while no CMS element can take a name the page or its scripts use
 * (DOM clobbering: `<a id="__next">` would become `window.__next`).
 */
const CMS_ID_PREFIX = 'cms-';
/** What embedded players may do: run their own scripts on their own origin, play, go full screen. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
export const EMBED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/** Idempotent, so HTML sanitised twice (stripHeadings, then RichText) keeps one prefix. */
const prefixed = (value: string) => (value.startsWith(CMS_ID_PREFIX) ? value : `${CMS_ID_PREFIX}${value}`);

/** id and name prefixed; an in-page link pointed at the prefixed target. */
function prefixNames(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const result = { ...attribs };
  if (result.id) result.id = prefixed(result.id);
  if (result.name) result.name = prefixed(result.name);
  const href = result.href?.trim();
  if (href && href.length > 1 && href.startsWith('#')) result.href = `#${prefixed(href.slice(1))}`;
  return result;
}

const TRANSFORMS: Record<string, (attribs: sanitizeHtml.Attributes) => sanitizeHtml.Attributes> = {
  // Links that leave the site open safely.
  a: (attribs) => (/^https?:\/\//i.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs),
  img: (attribs) => ({ loading: 'lazy', alt: '', ...attribs }),
  // Whatever the CMS wrote, an embed gets our sandbox and permissions, never its own.
  iframe: (attribs) => ({
    ...attribs,
    sandbox: EMBED_SANDBOX,
    allow: EMBED_ALLOW,
    referrerpolicy: 'strict-origin-when-cross-origin',
    loading: 'lazy',
  }),
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'span', 'div',
    'a', 'img', 'figure', 'figcaption', 'picture', 'source',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'name', 'id'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'sandbox', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    '*': (tagName, attribs) => {
      const named = prefixNames(attribs);
      return { tagName, attribs: TRANSFORMS[tagName]?.(named) ?? named };
    },
  },
};

/**
 * CMS HTML made safe to render: an allow-list of what editors use (headings, lists, links,
 * images, tables, embeds from known video hosts); scripts, event handlers, inline styles and
 * `javascript:` URLs are removed.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of CMS HTML (for descriptions, excerpts, search), entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript'] });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Removes h1-h6 elements and their text (the 274/276 variant strips headings
 * from the body). Done by the sanitiser's parser, not a regular expression.
 */
export function stripHeadings(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: (OPTIONS.allowedTags as string[]).filter((tag) => !/^h[1-6]$/.test(tag)),
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  });
}
