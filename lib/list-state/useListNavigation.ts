'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { listHref, type ListFilters, type ListState } from './list-state';

/**
 * Moves a server-rendered list to another state: its address changes (a new history entry, or
 * the current one replaced while typing) and the server renders the new view; `pending` while it
 * comes. The page keeps its scroll position.
 */
export function useListNavigation<K extends string>(path: string, filters: ListFilters<K>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (next: ListState<K>, mode: 'push' | 'replace' = 'push') => {
    const href = listHref(path, filters, next);
    startTransition(() => (mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
  };
  return { go, pending };
}
