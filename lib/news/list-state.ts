/** The news list's state kept in the address: ?category=&q=&page= */
export interface ListState {
  category: number | null;
  q: string;
  page: number;
}

export const INITIAL_LIST_STATE: ListState = { category: null, q: '', page: 1 };

interface Params {
  get(name: string): string | null;
}

export function readListState(params: Params | null | undefined): ListState {
  if (!params) return INITIAL_LIST_STATE;
  const category = Number(params.get('category'));
  const page = Number(params.get('page'));
  return {
    category: Number.isInteger(category) && category > 0 ? category : null,
    q: (params.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** '?category=70&q=school&page=2', '' for the initial state (defaults are left out). */
export function listStateQuery(state: ListState): string {
  const params = new URLSearchParams();
  if (state.category !== null) params.set('category', String(state.category));
  if (state.q.trim() !== '') params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "Changing the category or the search text resets to the first page." */
export function withCategory(state: ListState, category: number | null): ListState {
  return { ...state, category, page: 1 };
}
export function withQuery(state: ListState, q: string): ListState {
  return { ...state, q, page: 1 };
}
export function withPage(state: ListState, page: number): ListState {
  return { ...state, page };
}
