'use client';

import { useState } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered search field before the client took over.
 * A Suspense boundary that reads the address is rendered as its fallback on the server and
 * replaced on the client by new elements, whose field would start empty and unfocused. The
 * fallback's field (`fallbackId`) is read while it is still in the document, during the first
 * render, before React swaps it out; its text becomes the initial text unless the address
 * already gives one, and `refocus` says whether the new field takes the focus the old one had
 * (as `autoFocus`: the new field is mounted, not hydrated, so React focuses it; setting its value
 * has put the caret at the end).
 */
export function useTypedBeforeHydration(fallbackId: string, fromAddress: string) {
  const [typed] = useState(() => {
    if (typeof document === 'undefined') return null;
    const field = document.getElementById(fallbackId);
    return field instanceof HTMLInputElement ? { value: field.value, focused: document.activeElement === field } : null;
  });
  return { initialText: fromAddress || typed?.value || '', refocus: typed?.focused ?? false };
}
