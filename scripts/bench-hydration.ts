import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rscPayload } from '../test/support/rsc-payload';

/**
 * What a page hydrates: the client components its RSC payload references (each `I[module, chunks,
 * export]` row is one component the client must load and hydrate), named after their source files
 * through the build's client reference manifests, with their JavaScript beyond Next's router.
 */
export interface HydratedComponent {
  /** The source file, from the project's root (`components/home/HeroSlider.tsx`, `next/link`…). */
  source: string;
  exportName: string;
  /** How many times the page renders it. */
  instances: number;
}

/** A chunk of JavaScript the site's components need beyond the router's, and which of them need it. */
export interface HydrationChunk {
  file: string;
  gzip: number;
  components: string[];
}

export interface HydrationInventory {
  /** The site's own client components (not Next's router internals), most instances first. */
  components: HydratedComponent[];
  /** Their chunks, largest first. */
  chunks: HydrationChunk[];
  /** gzip bytes of those chunks. */
  siteJsGzip: number;
}

interface ClientReference {
  row: string;
  module: number;
  exportName: string;
  chunks: string[];
}

const STRING_ROW = /(?:^|\n)([0-9a-f]+):"((?:[^"\\]|\\.)*)"/g;
const CLIENT_REFERENCE_ROW = /(?:^|\n)([0-9a-f]+):I\[(\d+),\[([^\]]*)\],"((?:[^"\\]|\\.)*)"/g;
const PROJECT = '[project]/';
const NEXT_PACKAGE = `${PROJECT}node_modules/next/`;

/** The rows of an RSC payload that client references point at: chunk paths and export names. */
function stringRows(payload: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const match of payload.matchAll(STRING_ROW)) rows.set(match[1] ?? '', JSON.parse(`"${match[2] ?? ''}"`) as string);
  return rows;
}

/** Every client reference of a payload, its chunk and export references resolved. */
export function clientReferences(payload: string): ClientReference[] {
  const rows = stringRows(payload);
  const resolve = (value: string) => (value.startsWith('$') ? (rows.get(value.slice(1)) ?? value) : value);
  return [...payload.matchAll(CLIENT_REFERENCE_ROW)].map((match) => ({
    row: match[1] ?? '',
    module: Number(match[2]),
    chunks: [...(match[3] ?? '').matchAll(/"([^"]*)"/g)].map((chunk) => resolve(chunk[1] ?? '')),
    exportName: resolve(JSON.parse(`"${match[4] ?? ''}"`) as string) || 'default',
  }));
}

/** Module id → source path, from the text of client reference manifests (`globalThis.__RSC_MANIFEST[…] = {…}`). */
export function clientModuleSources(manifests: string[]): Map<number, string> {
  const sources = new Map<number, string>();
  for (const text of manifests) {
    const json = text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, '');
    const manifest = JSON.parse(json) as { clientModules?: Record<string, { id: number | string }> };
    for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) {
      const source = key.replace(/ <module evaluation>$/, '').replace(/#.*$/, '');
      sources.set(Number(entry.id), source);
    }
  }
  return sources;
}

/** Every `*_client-reference-manifest.js` under a build's `server/app`. */
export function readClientManifests(buildDir: string): string[] {
  const root = path.join(buildDir, 'server', 'app');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
}

function shortSource(source: string | undefined, module: number): string {
  if (!source) return `module ${module}`;
  if (source.startsWith(NEXT_PACKAGE)) return `next/${source.slice(NEXT_PACKAGE.length).replace(/^dist\/(esm\/)?/, '')}`;
  return source.startsWith(PROJECT) ? source.slice(PROJECT.length) : source;
}

/**
 * The page's client components, from its RSC payload and the build's module sources; `chunkGzip`
 * gives a chunk's gzip bytes. Next's router internals (`next/…/client/components/…`, the framework
 * every page hydrates, the bare page too) are left out of the list, but next/link and next/image,
 * which the site chooses to render, are in it.
 */
export function hydrationInventory(payload: string, sources: Map<number, string>, chunkGzip: (chunk: string) => number): HydrationInventory {
  const references = clientReferences(payload);
  const isRouter = (ref: ClientReference) => {
    const source = sources.get(ref.module) ?? '';
    return source.startsWith(NEXT_PACKAGE) && /\/client\/components\/|\/lib\/framework\/|\/lib\/metadata\//.test(source);
  };
  const site = references.filter((ref) => !isRouter(ref));
  const routerChunks = new Set(references.filter(isRouter).flatMap((ref) => ref.chunks));
  const name = (ref: ClientReference) => `${shortSource(sources.get(ref.module), ref.module)} ${ref.exportName}`;
  const users = new Map<string, Set<string>>();
  for (const ref of site)
    for (const chunk of ref.chunks.filter((file) => !routerChunks.has(file))) users.set(chunk, (users.get(chunk) ?? new Set()).add(name(ref)));
  const chunks = [...users].map(([file, names]) => ({ file, gzip: chunkGzip(file), components: [...names].sort() })).sort((a, b) => b.gzip - a.gzip);
  const components = site
    .map((ref) => ({ source: shortSource(sources.get(ref.module), ref.module), exportName: ref.exportName, instances: payload.split(`"$L${ref.row}"`).length - 1 }))
    .sort((a, b) => b.instances - a.instances || a.source.localeCompare(b.source));
  return { components, chunks, siteJsGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
}

/** `hydrationInventory` of a served page: its payload from the HTML, the chunks' gzip bytes from `gzipOf`. */
export async function pageHydration(html: string, sources: Map<number, string>, gzipOf: (chunk: string) => Promise<number>): Promise<HydrationInventory> {
  const payload = rscPayload(html);
  const chunks = [...new Set(clientReferences(payload).flatMap((ref) => ref.chunks))];
  const sizes = new Map(await Promise.all(chunks.map(async (chunk) => [chunk, await gzipOf(chunk)] as const)));
  return hydrationInventory(payload, sources, (chunk) => sizes.get(chunk) ?? 0);
}
