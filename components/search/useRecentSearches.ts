'use client';

import { useCallback, useState } from 'react';
import { loadRecentSearches, rememberSearch, RECENT_SEARCHES_KEY } from '@/lib/search/recent';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The visitor's recent searches, kept in localStorage. Storage is read at once: for components
 * mounted only in the browser (the overlay is loaded with ssr: false).
 */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(() => loadRecentSearches(storage()));

  const remember = useCallback((value: string) => setRecent(rememberSearch(storage(), value)), []);

  const clear = useCallback(() => {
    try {
      storage()?.removeItem(RECENT_SEARCHES_KEY);
    } catch {
      /* storage unavailable */
    }
    setRecent([]);
  }, []);

  return { recent, remember, clear };
}
