'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';

/**
 * The field a visitor is typing in, kept across the list's re-renders: a search moves the list
 * from its static first page to a view route and from one view to the next, and each is a new
 * page whose field is a new element. The new field takes the text (with what was typed while the
 * view loaded), the focus and the caret of the old one.
 */
const carried: { scope: string; text: string; focused: boolean; caret: number; unsent: boolean } = { scope: '', text: '', focused: false, caret: 0, unsent: false };

function carry(scope: string, field: HTMLInputElement | null, unsent = carried.scope === scope && carried.unsent) {
  if (!field) return;
  Object.assign(carried, { scope, text: field.value, focused: document.activeElement === field, caret: field.selectionStart ?? field.value.length, unsent });
}

/**
 * The text typed into the list's search field and not searched yet (its pause has not passed),
 * or null. Another filter chosen in that pause takes it along, so the list gets one new address
 * with both instead of two navigations racing each other.
 */
export function unsentSearch(scope: string): string | null {
  return carried.scope === scope && carried.unsent ? carried.text.trim() : null;
}

/**
 * The text search of a server-rendered list: the field's text, searched after a short pause in
 * typing; the first change of a search adds a history entry, the following keystrokes replace it.
 * The field follows the address when it changes from outside (Back, another filter), and what
 * was typed into the server-rendered field before the scripts ran is kept and searched.
 * `scope` names the list (its address).
 */
export function useSearchText(value: string, onSearch: (text: string, mode: 'push' | 'replace') => void, scope: string) {
  const field = useRef<HTMLInputElement>(null);
  // The view this field's search asked for, or another view (a filter, Back) that came while
  // text typed into the old field was not searched yet: go on with what the old field held.
  const [{ resumed, searched }] = useState(() => {
    const searched = carried.text.trim() === value;
    return { resumed: carried.scope === scope && carried.focused && (searched || carried.unsent), searched };
  });
  const [text, setText] = useState(resumed ? carried.text : value);
  const [seen, setSeen] = useState(value);
  const typing = useRef(resumed && searched);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  // A new address from outside (Back, another filter) replaced what was typed: nothing is unsent.
  const addressSeen = useRef(value);
  useEffect(() => {
    if (addressSeen.current === value) return;
    addressSeen.current = value;
    if (carried.scope === scope) carried.unsent = false;
  }, [value, scope]);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    if (resumed) {
      element.focus();
      element.setSelectionRange(carried.caret, carried.caret);
    } else if (element.value !== value) {
      // Text typed before hydration is in the element, not in state.
      setText(element.value);
    }
    carry(scope, element);
    // Only what the first render found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => {
      carry(scope, field.current, false);
      onSearch(text, typing.current ? 'replace' : 'push');
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, scope]);

  return {
    text,
    /** Searches now (Enter). */
    submit: () => {
      typing.current = false;
      carry(scope, field.current, false);
      if (text.trim() !== value) onSearch(text, 'push');
    },
    inputProps: {
      ref: field,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value);
        carry(scope, event.target, event.target.value.trim() !== value);
      },
      onFocus: (event: { target: HTMLInputElement }) => carry(scope, event.target),
      onBlur: () => {
        typing.current = false;
        carried.focused = false;
      },
    },
  };
}
