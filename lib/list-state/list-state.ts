/**
 * The one URL-state helper of every filtered, paged list (news, search, library, stories): the
 * list's state is its address, `?{filters}&page=N`, so each view can be linked, crawled, rendered
 * by the server and restored by Back. A list names its filters; every filter is text in the
 * address ('' when unset) and is left out of it when unset, as is page 1.
 */

/** The filters of a list by name, each with how a raw address value becomes its value ('' = unset). */
export type ListFilters<K extends string> = Readonly<Record<K, (raw: string) => string>>;

export interface ListState<K extends string> {
  filters: Readonly<Record<K, string>>;
  /** From 1. */
  page: number;
}

interface Params {
  get(name: string): string | null;
}

/** A page number as the address may give it: null when it is not a whole number from 1. */
function pageNumber(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') return 1;
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/**
 * The state in an address; `valid` is false when `page` is there but is no page number (the
 * list answers 404 for it, as for a page past its end).
 */
export function readListState<K extends string>(filters: ListFilters<K>, params: Params | null | undefined): ListState<K> & { valid: boolean } {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(filters) as K[]) values[key] = filters[key](params?.get(key) ?? '');
  const page = pageNumber(params?.get('page'));
  return { filters: values, page: page ?? 1, valid: page !== null };
}

/** `path?filter=…&page=N` with the filters in the list's order, unset ones and page 1 left out. */
export function listHref<K extends string>(path: string, filters: ListFilters<K>, state: ListState<K>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filters) as K[]) {
    const value = state.filters[key];
    if (value !== '') params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "Changing the category or the search text resets to the first page" (every list alike). */
export function withFilter<K extends string>(state: ListState<K>, key: NoInfer<K>, value: string): ListState<K> {
  return { filters: { ...state.filters, [key]: value }, page: 1 };
}

export function withPage<K extends string>(state: ListState<K>, page: number): ListState<K> {
  return { ...state, page };
}

export function isFiltered<K extends string>(state: ListState<K>): boolean {
  return Object.values<string>(state.filters).some((value) => value !== '');
}

/** Filter readers shared by the lists. */
export const filterValue = {
  /** Free text: trimmed, at most `max` characters. */
  text: (max: number) => (raw: string) => raw.trim().slice(0, max),
  /** A positive whole number (an id), else unset. */
  id: (raw: string) => (/^[1-9]\d{0,9}$/.test(raw.trim()) ? raw.trim() : ''),
  /** One of the given values, else unset. */
  oneOf:
    (values: readonly string[]) =>
    (raw: string): string =>
      values.includes(raw) ? raw : '',
};
