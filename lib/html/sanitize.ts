import sanitizeHtml from 'sanitize-html';
import { type ContentBlock, noteContentBlocks } from './content-blocks';
import { configuredOrigins } from './content-origins';
import { ALLOWED_STYLES } from './content-styles-allowed';
import { type ContentOrigins, isSiteLink, mediaSrcset, mediaUrl } from './content-urls';
import { EMBED_ALLOW, EMBED_SANDBOX } from './embed-policy';
import { decodeEntities } from './entities';
import { splitLayoutStyles } from './layout-css';
import { type FacadeTexts, facadeHtml, videoOfPlayer } from './video-facade';

/** Hosts whose embedded players editors may use in CMS content. */
const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.google.com'];

/**
 * Every id and name in CMS HTML gets this prefix, and so does every in-page link (`#x`) and
 * reference (`aria-describedby`), so the editors' anchors keep working while no CMS element can
 * take a name the page or its scripts use (DOM clobbering: `<a id="__next">` would become
 * `window.__next`).
 */
const CMS_ID_PREFIX = 'cms-';
/** The element a video player becomes while sanitising; replaced by its facade after. */
const VIDEO_PLACEHOLDER = 'cms-video';

/** Idempotent, so HTML sanitised twice (stripHeadings, then RichText) keeps one prefix. */
const prefixed = (value: string) => (value.startsWith(CMS_ID_PREFIX) ? value : `${CMS_ID_PREFIX}${value}`);
const REFERENCES = ['aria-describedby', 'aria-labelledby'] as const;

/** id and name prefixed, and the references to them; an in-page link pointed at the prefixed target. */
function prefixNames(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const result = { ...attribs };
  if (result.id) result.id = prefixed(result.id);
  if (result.name) result.name = prefixed(result.name);
  for (const reference of REFERENCES) {
    if (result[reference]) result[reference] = result[reference].split(/\s+/).filter(Boolean).map(prefixed).join(' ');
  }
  const href = result.href?.trim();
  if (href && href.length > 1 && href.startsWith('#')) result.href = `#${prefixed(href.slice(1))}`;
  return result;
}

/** What sanitising needs to know of where the HTML is shown. */
export interface ContentContext {
  origins: ContentOrigins;
  /** The facade's words in the page's language; without them a player stays an iframe. */
  facade?: FacadeTexts;
}

type Transform = (attribs: sanitizeHtml.Attributes, context: ContentContext) => sanitizeHtml.Attributes | sanitizeHtml.Tag;

function withMedia(attribs: sanitizeHtml.Attributes, context: ContentContext, names: string[]): sanitizeHtml.Attributes {
  const result = { ...attribs };
  for (const name of names) if (result[name]) result[name] = mediaUrl(result[name], context.origins);
  if (result.srcset) result.srcset = mediaSrcset(result.srcset, context.origins);
  return result;
}

function link(attribs: sanitizeHtml.Attributes, context: ContentContext): sanitizeHtml.Attributes {
  const rest = withMedia(attribs, context, ['href']);
  delete rest.target;
  delete rest.rel;
  const href = rest.href ?? '';
  // Links that stay on the site open where they are; those that leave it open safely in a new tab.
  if (isSiteLink(href, context.origins) || !/^https?:\/\//i.test(href)) return rest;
  return { ...rest, target: '_blank', rel: 'noopener noreferrer' };
}

function frame(attribs: sanitizeHtml.Attributes, context: ContentContext): sanitizeHtml.Tag {
  const src = attribs.src ?? '';
  const video = videoOfPlayer(src);
  if (video && context.facade) {
    return {
      tagName: VIDEO_PLACEHOLDER,
      attribs: { 'data-provider': video.provider, 'data-id': video.id, 'data-hash': video.hash ?? '', 'data-title': attribs.title ?? '' },
    };
  }
  let host = '';
  try {
    host = new URL(src).hostname;
  } catch {
    // Not an address: nothing to show.
  }
  if (host && !EMBED_HOSTS.includes(host)) {
    // A player the site does not embed: a link to what it would have shown.
    return { tagName: 'a', attribs: link({ href: src }, context), text: attribs.title || host };
  }
  // Whatever the CMS wrote, an embed gets our sandbox and permissions, never its own.
  return {
    tagName: 'iframe',
    attribs: { ...attribs, sandbox: EMBED_SANDBOX, allow: EMBED_ALLOW, referrerpolicy: 'strict-origin-when-cross-origin', loading: 'lazy' },
  };
}

const TRANSFORMS: Record<string, Transform> = {
  a: link,
  // A block table wider than a phone scrolls inside its figure: the keyboard must reach it too.
  figure: (attribs) => (/\bwp-block-table\b/.test(attribs.class ?? '') ? { ...attribs, tabindex: '0' } : attribs),
  img: (attribs, context) => ({ loading: 'lazy', alt: '', ...withMedia(attribs, context, ['src']) }),
  iframe: frame,
  video: (attribs, context) => withMedia(attribs, context, ['src', 'poster']),
  audio: (attribs, context) => withMedia(attribs, context, ['src']),
  source: (attribs, context) => withMedia(attribs, context, ['src']),
  track: (attribs, context) => withMedia(attribs, context, ['src']),
};

const MEDIA_SCHEMES = ['http', 'https'];

/** sanitize-html 2.17's option `allowedEmptyAttributes`, which its published types do not list yet. */
type Options = sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] };

function options(context: ContentContext, blocks: Set<ContentBlock>): Options {
  return {
    allowedTags: [
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
      'ul', 'ol', 'li', 'dl', 'dt', 'dd',
      'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'span', 'div',
      'a', 'img', 'figure', 'figcaption', 'picture', 'source',
      'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
      'iframe', 'video', 'audio', 'track', 'details', 'summary', VIDEO_PLACEHOLDER,
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'name', 'id', 'download', 'aria-describedby', 'aria-label'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'style'],
      source: ['src', 'srcset', 'type', 'media'],
      track: ['src', 'kind', 'srclang', 'label', 'default'],
      video: ['src', 'poster', 'controls', 'preload', 'width', 'height', 'playsinline', 'muted', 'loop', 'style'],
      audio: ['src', 'controls', 'preload', 'loop'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'sandbox', 'referrerpolicy'],
      figure: ['style', 'tabindex'],
      [VIDEO_PLACEHOLDER]: ['data-provider', 'data-id', 'data-hash', 'data-title'],
      ol: ['start', 'reversed', 'type'],
      th: ['colspan', 'rowspan', 'scope', 'style'],
      td: ['colspan', 'rowspan', 'style'],
      abbr: ['title'],
      details: ['open'],
      ...Object.fromEntries(['div', 'span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li'].map((tag) => [tag, ['style']])),
      '*': ['class', 'id', 'lang', 'dir', 'aria-hidden'],
    },
    allowedStyles: ALLOWED_STYLES,
    // Attributes that mean something without a value (sanitize-html drops empty ones otherwise).
    allowedEmptyAttributes: ['alt', 'download', 'controls', 'allowfullscreen', 'open', 'playsinline', 'muted', 'loop', 'reversed', 'default'],
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], video: MEDIA_SCHEMES, audio: MEDIA_SCHEMES, source: MEDIA_SCHEMES, track: MEDIA_SCHEMES },
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_HOSTS,
    allowIframeRelativeUrls: false,
    transformTags: {
      // Each tag's own transform first (only these may give an element text), then every tag's.
      ...Object.fromEntries(
        Object.entries(TRANSFORMS).map(([tag, transform]) => [
          tag,
          (tagName: string, attribs: sanitizeHtml.Attributes) => {
            const result = transform(attribs, context);
            return 'tagName' in result && typeof result.tagName === 'string' ? (result as sanitizeHtml.Tag) : { tagName, attribs: result as sanitizeHtml.Attributes };
          },
        ]),
      ),
      '*': (tagName, attribs) => {
        const named = prefixNames(attribs);
        noteContentBlocks(tagName === VIDEO_PLACEHOLDER ? 'video' : tagName, named.class, blocks);
        return { tagName, attribs: named };
      },
    },
  };
}

/**
 * WordPress's footnotes link back with a symbol named by an aria-label ("↩︎" for "Jump to footnote
 * reference 1"), a name that does not contain the link's visible text (WCAG 2.5.3): the name becomes
 * hidden text of the link and the symbol is hidden from screen readers.
 */
const LABELLED_SYMBOL_LINK = /<a ([^>]*?) ?aria-label="([^"]+)"([^>]*)>(\W{1,3})<\/a>/g;
const withNamedSymbolLinks = (html: string) =>
  html.includes('aria-label=')
    ? html.replace(LABELLED_SYMBOL_LINK, (_, before: string, label: string, after: string, symbol: string) =>
        `<a ${before}${after}><span aria-hidden="true">${symbol}</span><span class="visually-hidden">${label}</span></a>`)
    : html;

const PLACEHOLDER_ELEMENT = new RegExp(`<${VIDEO_PLACEHOLDER}\\b([^>]*)></${VIDEO_PLACEHOLDER}>`, 'g');

function withFacades(html: string, texts: FacadeTexts | undefined): string {
  if (!texts || !html.includes(`<${VIDEO_PLACEHOLDER}`)) return html;
  return html.replace(PLACEHOLDER_ELEMENT, (_, attributes: string) => {
    const value: Record<string, string> = {};
    for (const [, name = '', raw = ''] of attributes.matchAll(/([\w-]+)="([^"]*)"/g)) value[name] = decodeEntities(raw);
    const provider = value['data-provider'] === 'vimeo' ? 'vimeo' : 'youtube';
    const hash = value['data-hash'] ?? '';
    return facadeHtml({ provider, id: value['data-id'] ?? '', ...(hash ? { hash } : {}) }, value['data-title'] ?? '', texts);
  });
}

/** What sanitising made of content HTML, and which kinds of content it holds. */
export interface SanitisedContent {
  html: string;
  blocks: Set<ContentBlock>;
  videos: boolean;
}

/**
 * CMS content made safe to render: an allow-list of what editors and WordPress's blocks write
 * (text, lists, links, images, tables, figures, media, details, the inline styles that lay
 * blocks out); scripts, event handlers, other inline styles and `javascript:` URLs are removed.
 * WordPress's media addresses are mended (content-urls.ts), links that leave the site open in a new
 * tab, and YouTube and Vimeo players become facades.
 */
export function sanitizeContent(html: string, context: ContentContext): SanitisedContent {
  const blocks = new Set<ContentBlock>();
  const clean = withNamedSymbolLinks(withFacades(sanitizeHtml(html, options(context, blocks)), context.facade));
  return { html: clean, blocks, videos: clean.includes('data-video-player=') };
}

/** Without a page's context: the configured origins, players kept as sandboxed iframes. */
const defaultContext = (): ContentContext => ({ origins: configuredOrigins() });

/** CMS HTML made safe to render (see sanitizeContent), for fragments shown outside RichText. */
export function sanitizeCmsHtml(html: string, context: ContentContext = defaultContext()): string {
  return sanitizeContent(html, context).html;
}

/** Plain text of CMS HTML (for descriptions, excerpts, search), entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript'] });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * Removes h1-h6 elements and their text (the 274/276 variant strips headings
 * from the body). Done by the sanitiser's parser, not a regular expression; the content's layout
 * styles stay for RichText.
 */
export function stripHeadings(html: string): string {
  const { html: body, css } = splitLayoutStyles(html);
  const base = options(defaultContext(), new Set());
  const stripped = sanitizeHtml(body, {
    ...base,
    allowedTags: (base.allowedTags as string[]).filter((tag) => !/^h[1-6]$/.test(tag)),
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  });
  return css ? `${stripped}<style data-eos-layout>${css}</style>` : stripped;
}
