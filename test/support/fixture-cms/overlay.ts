import { copy, readContentFile, setContentLayer } from '../../../lib/cms/embedded/store';

/** A relative content path a caller may name: no way out of content/, JSON only. */
function isContentPath(relative: string): boolean {
  return /^[\w-]+(\/[\w-]+)*\.json$/.test(relative);
}

/** The changed files, in memory in front of content/ on disk (which is never written). */
const overlays = new Map<string, unknown>();
setContentLayer((relative) => overlays.get(relative));

export function clearOverlays(relative?: string): void {
  if (relative === undefined) overlays.clear();
  else overlays.delete(relative);
}

export function overlayFiles(): string[] {
  return [...overlays.keys()];
}

/**
 * Run-time content changes for tests (the fixture server's `POST /__control/content`): replace
 * a file, merge-patch it, patch one item of its list, or add items to the list. Each change
 * applies on top of what the file holds now (disk or an earlier overlay) and stays in memory.
 */
export interface ContentChange {
  /** With `lang`, `file` is relative to content/{lang}/. */
  lang?: 'uk' | 'en';
  /** `news.json`, `news`, `pages/news`, or with no lang `en/news.json`, `posts.json`. */
  file: string;
  /** Replace the whole file. */
  data?: unknown;
  /** A JSON merge patch (RFC 7386; null deletes a key): of the file, or of the item `where` picks. */
  patch?: unknown;
  /** Picks one item of the file's list by id or slug. */
  where?: { id?: number | string; slug?: string };
  /** New item(s), put first in the file's list (lists are newest first). */
  add?: unknown;
  /** Removes the item(s) `where` picks. */
  remove?: boolean;
}

export class ContentChangeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The list keys of the collection files whose answer is an object (`{news, translations}`). */
const LIST_KEYS = ['news', 'resources', 'team', 'items'];

export function resolveContentFile(change: Pick<ContentChange, 'lang' | 'file'>): string {
  const name = change.file.endsWith('.json') ? change.file : `${change.file}.json`;
  const relative = change.lang ? `${change.lang}/${name}` : name;
  if (!isContentPath(relative)) throw new ContentChangeError(`not a content file: ${change.file}`, 400);
  return relative;
}

export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return copy(patch);
  const result: Json = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** The list inside a collection file: the file itself, or its `news`/`resources`/`team`/`items`. */
function listOf(data: unknown): { list: unknown[]; rebuild: (list: unknown[]) => unknown } {
  if (Array.isArray(data)) return { list: data, rebuild: (list) => list };
  if (isObject(data)) {
    const key = LIST_KEYS.find((k) => Array.isArray(data[k]));
    if (key) return { list: data[key] as unknown[], rebuild: (list) => ({ ...data, [key]: list }) };
  }
  throw new ContentChangeError('the file holds no list', 400);
}

function picks(where: NonNullable<ContentChange['where']>) {
  return (item: unknown) =>
    isObject(item) &&
    (where.id === undefined || String(item.id) === String(where.id)) &&
    (where.slug === undefined || item.slug === where.slug);
}

/** Pure: the file's next content after the change. */
export function applyChange(current: unknown, change: ContentChange): unknown {
  if (change.data !== undefined) return copy(change.data);
  if (current === undefined) throw new ContentChangeError(`no such content file: ${change.file}`, 404);
  let next: unknown = copy(current);
  if (change.where && (change.patch !== undefined || change.remove)) {
    const { list, rebuild } = listOf(next);
    const match = picks(change.where);
    if (!list.some(match)) throw new ContentChangeError(`no item ${JSON.stringify(change.where)} in ${change.file}`, 404);
    next = rebuild(
      change.remove ? list.filter((item) => !match(item)) : list.map((item) => (match(item) ? mergePatch(item, change.patch) : item)),
    );
  } else if (change.patch !== undefined) {
    next = mergePatch(next, change.patch);
  }
  if (change.add !== undefined) {
    const { list, rebuild } = listOf(next);
    const added = Array.isArray(change.add) ? change.add : [change.add];
    next = rebuild([...copy(added), ...list]);
  }
  return next;
}

/** Applies a change to the running embedded CMS; returns the file it changed. */
export function changeContent(change: ContentChange): string {
  if (!change || typeof change.file !== 'string') throw new ContentChangeError('expected {file, …}', 400);
  if (change.lang !== undefined && change.lang !== 'uk' && change.lang !== 'en') {
    throw new ContentChangeError('lang is uk or en', 400);
  }
  if (change.data === undefined && change.patch === undefined && change.add === undefined && !change.remove) {
    throw new ContentChangeError('expected one of data, patch, add, remove', 400);
  }
  const relative = resolveContentFile(change);
  overlays.set(relative, copy(applyChange(readContentFile(relative), change)));
  return relative;
}
