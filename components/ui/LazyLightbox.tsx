'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import type { Lightbox } from './Lightbox';

const loadLightbox = () => import('./Lightbox').then((m) => m.Lightbox);
const LightboxDialog = dynamic(loadLightbox, { ssr: false });

/**
 * The lightbox, its code and its styles fetched when a visitor first opens it: imported directly,
 * they were part of every page with a gallery (its styles inlined twice in the HTML). Once loaded it
 * stays mounted, so closing and reopening keeps its state as before.
 */
export function LazyLightbox(props: ComponentProps<typeof Lightbox>) {
  const [wanted, setWanted] = useState(false);
  if (props.index !== null && !wanted) setWanted(true);
  return wanted ? <LightboxDialog {...props} /> : null;
}

const warm = () => void loadLightbox();

/**
 * Spread on the element that holds the photos: a pointer over it, a touch or keyboard focus fetches
 * the lightbox's code ahead of the click, so the first opening does not wait for it.
 */
export const warmLightbox = { onPointerOver: warm, onTouchStart: warm, onFocus: warm } as const;
