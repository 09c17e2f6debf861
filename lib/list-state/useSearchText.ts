'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';

/**
 * The text search of a server-rendered list: the field's text, searched after a short pause in
 * typing; the first change of a search adds a history entry, the following keystrokes replace it.
 * The field follows the address when it changes from outside (Back, another filter), and what
 * was typed into the server-rendered field before the scripts ran is kept and searched.
 */
export function useSearchText(value: string, onSearch: (text: string, mode: 'push' | 'replace') => void) {
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const typing = useRef(false);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }

  // Text typed before hydration is in the element, not in state.
  useLayoutEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== value) setText(typed);
    // Only what the first render found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => {
      onSearch(text, typing.current ? 'replace' : 'push');
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return {
    text,
    /** Searches now (Enter). */
    submit: () => {
      typing.current = false;
      if (text.trim() !== value) onSearch(text, 'push');
    },
    inputProps: {
      ref: field,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
      onBlur: () => {
        typing.current = false;
      },
    },
  };
}
