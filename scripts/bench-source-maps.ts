/**
 * The original source file of a position in a served script, through the script's source map, so
 * that the long tasks of a trace can say whose code they ran (scripts/bench-long-tasks.ts). The bench
 * builds the site and the bare page with browser source maps (`BENCH_BROWSER_SOURCE_MAPS`,
 * next.config.ts); a deployed build has none, and then every position stays unresolved.
 */
export type ResolveSource = (url: string, line: number, column: number) => string | undefined;

export interface SourceMapping {
  lineNumber: number;
  columnNumber: number;
  sourceURL?: string;
}
interface SourceMap {
  mappings(): SourceMapping[];
}
type SourceMapClass = new (compiledUrl: string, mapUrl: string, payload: unknown) => SourceMap;

/** The map a script names in its last `//# sourceMappingURL=` comment, as an absolute URL. */
export function sourceMapUrl(scriptUrl: string, script: string): string | undefined {
  const match = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script);
  return match?.[1] ? new URL(match[1], scriptUrl).href : undefined;
}

/** The script without its source map comment: what a deployed build serves. */
export function withoutSourceMapComment(script: string): string {
  return script.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
}

/**
 * A page's HTML without the source map comments of its inline styles, as a deployed build serves
 * it: with browser source maps each inlined stylesheet ends in one, in the `<style>` and again in the
 * RSC payload's copy (with the newline before it, escaped there), 1.3 KB raw and 0.46 KB gzip on the home.
 */
export function withoutCssSourceMapComments(html: string): string {
  return html.replace(/(?:\n|(?:\\)+n)?\/\*# sourceMappingURL=[^*\s]+\s*\*\//g, '');
}

/** Chromium DevTools' source map model, as Lighthouse ships it. */
async function sourceMapClass(): Promise<SourceMapClass> {
  const sdk = (await import('lighthouse/core/lib/cdt/SDK.js')) as unknown as { default?: { SourceMap: SourceMapClass }; SourceMap?: SourceMapClass };
  const SourceMap = sdk.default?.SourceMap ?? sdk.SourceMap;
  if (!SourceMap) throw new Error("Lighthouse's source map model was not found (lighthouse/core/lib/cdt/SDK.js)");
  return SourceMap;
}

const maps = new Map<string, Promise<SourceMap | null>>();

async function loadMap(scriptUrl: string, SourceMap: SourceMapClass): Promise<SourceMap | null> {
  try {
    const script = await fetch(scriptUrl);
    if (!script.ok) return null;
    const mapUrl = sourceMapUrl(scriptUrl, await script.text());
    if (!mapUrl) return null;
    const map = await fetch(mapUrl);
    return map.ok ? new SourceMap(scriptUrl, mapUrl, await map.json()) : null;
  } catch {
    return null;
  }
}

/**
 * A resolver for positions in `scriptUrls`: each script's map is fetched once for the whole bench
 * (its URL holds its content's hash). Positions are 0-based, as in a CPU profile's call frames.
 */
export async function sourceResolver(scriptUrls: Iterable<string>): Promise<ResolveSource> {
  const SourceMap = await sourceMapClass();
  const loaded = new Map<string, SourceMap | null>();
  for (const url of new Set(scriptUrls)) {
    if (!/^https?:/.test(url)) continue;
    const map = maps.get(url) ?? loadMap(url, SourceMap);
    maps.set(url, map);
    loaded.set(url, await map);
  }
  return (url, line, column) => {
    const map = loaded.get(url);
    return map ? sourceAt(map.mappings(), line, column) : undefined;
  };
}

/**
 * The source of the function that starts at (line, column): the first mapping at or after it. A
 * CPU profile names a function by where it starts, and a bundler's own wrapper (a module's factory,
 * `e=>{…}`) has no mapping there: the mapping before it belongs to the module before.
 */
export function sourceAt(mappings: SourceMapping[], line: number, column: number): string | undefined {
  let low = 0;
  let high = mappings.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const entry = mappings[middle]!;
    if (entry.lineNumber < line || (entry.lineNumber === line && entry.columnNumber < column)) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < mappings.length && mappings[i]!.lineNumber === line; i++) if (mappings[i]!.sourceURL) return mappings[i]!.sourceURL;
  return undefined;
}
