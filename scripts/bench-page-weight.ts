import { gzipSync } from 'node:zlib';
import { withoutCssSourceMapComments, withoutSourceMapComment } from './bench-source-maps';

/**
 * What a first visit to a page downloads, measured the way the budgets are stated: HTML raw and
 * gzip (and how much of it is the RSC payload, the `self.__next_f.push(…)` scripts that repeat the
 * server-rendered tree for the client router), first-load JavaScript gzip without the `nomodule`
 * polyfills that module browsers skip, CSS gzip and the largest image of the HTML.
 */
export interface PageWeight {
  html: number;
  htmlGzip: number;
  rscPayload: number;
  firstLoadJsGzip: number;
  cssGzip: number;
  largestImage: number;
  scripts: number;
}

/** The JS budget: at most this much first-load JavaScript (gzip) above the bare Next page. */
export const JS_BUDGET_ABOVE_BARE_BYTES = 25 * 1024;

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attrs[(match[1] ?? '').toLowerCase()] = match[2] ?? '';
  return attrs;
}

/** `src` of every classic or module script the HTML loads, without the `nomodule` fallbacks. */
export function firstLoadScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => attributes(match[1] ?? ''))
    .filter((attrs) => attrs.src && !('nomodule' in attrs))
    .map((attrs) => attrs.src as string);
  return [...new Set(sources)];
}

/** Bytes of the inline scripts that carry the RSC payload. */
export function rscPayloadBytes(html: string): number {
  return [...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
}

function unique(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean);
}

/**
 * gzip bytes of the site's assets, each fetched once however many pages load it (0 for one it does
 * not serve); a script without the source map comment the bench's build adds (a deployed build has none).
 */
export function gzipSizes(base: string): (src: string) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const bytes = async (url: string, response: Response) =>
    new URL(url).pathname.endsWith('.js') ? Buffer.from(withoutSourceMapComment(await response.text())) : Buffer.from(await response.arrayBuffer());
  return (src) => {
    const url = new URL(src, base).href;
    const size = sizes.get(url) ?? fetch(url).then(async (response) => (response.ok ? gzipSync(await bytes(url, response)).length : 0));
    sizes.set(url, size);
    return size;
  };
}

/** `html`: the page's HTML when the caller has it already. */
export async function pageWeight(url: string, html?: string, gzipOf: (src: string) => Promise<number> = gzipSizes(url)): Promise<PageWeight> {
  html = withoutCssSourceMapComments(html ?? (await (await fetch(url)).text()));
  const scripts = firstLoadScripts(html);
  const styles = unique(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const images = unique(html, /<img[^>]+src="([^"]+)"/g).map((src) => src.replace(/&amp;/g, '&'));
  let largestImage = 0;
  for (const src of images) {
    const response = await fetch(new URL(src, url), { headers: { accept: 'image/avif,image/webp,*/*' } });
    largestImage = Math.max(largestImage, (await response.arrayBuffer()).byteLength);
  }
  return {
    html: Buffer.byteLength(html),
    htmlGzip: gzipSync(html).length,
    rscPayload: rscPayloadBytes(html),
    firstLoadJsGzip: (await Promise.all(scripts.map(gzipOf))).reduce((a, b) => a + b, 0),
    cssGzip: (await Promise.all(styles.map(gzipOf))).reduce((a, b) => a + b, 0),
    largestImage,
    scripts: scripts.length,
  };
}
