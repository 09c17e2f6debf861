'use client';

import { useEffect, useRef, useState } from 'react';

interface Typed {
  value: string;
  focused: boolean;
}

/** The fallback's field as the visitor left it; null on the server or when there is none. */
function readFallbackField(fallbackId: string): Typed | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(fallbackId);
  if (!(field instanceof HTMLInputElement)) return null;
  return { value: field.value, focused: document.activeElement === field };
}

/**
 * Keeps what a visitor typed into a server-rendered search field before the client took over.
 * A Suspense boundary that reads the address is rendered as its fallback on the server and
 * replaced on the client by new elements, whose field would start empty and unfocused. The
 * fallback's field (`fallbackId`) is read while it is still in the document, during the first
 * render, before React swaps it out; its text becomes the initial text unless the address
 * already gives one, and focus moves to the new field (`inputRef`) with the caret at the end.
 */
export function useTypedBeforeHydration(fallbackId: string, fromAddress: string) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed] = useState(() => readFallbackField(fallbackId));
  const initialText = fromAddress || typed?.value || '';
  useEffect(() => {
    const input = inputRef.current;
    if (!typed?.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [typed]);
  return { inputRef, initialText };
}
