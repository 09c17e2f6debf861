'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import { listHref, withFilter, type ListFilters, type ListState } from './list-state';
import { unsentSearch } from './useSearchText';

/**
 * Moves a server-rendered list to another state: its address changes (a new history entry, or
 * the current one replaced while typing) and the server renders the new view; `pending` while it
 * comes. The page keeps its scroll position. Until then `state` is already the new one, so a
 * control shows what was chosen and a second change builds on the first.
 */
export function useListNavigation<K extends string>(path: string, filters: ListFilters<K>, shown: ListState<K>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useOptimistic(shown);
  const go = (next: ListState<K>, mode: 'push' | 'replace' = 'push') => {
    const href = listHref(path, filters, next);
    startTransition(() => {
      setState(next);
      if (mode === 'push') router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    });
  };
  /** Another filter chosen: page 1, with the text typed into the search field if it has not been searched yet. */
  const choose = (key: K, value: string) => {
    const typed = 'q' in filters ? unsentSearch(path) : null;
    const base = typed === null ? state : withFilter(state, 'q' as K, typed);
    go(withFilter(base, key, value));
  };
  return { state, go, choose, pending };
}
