'use client';

import { useEffect } from 'react';
import { EMBED_ALLOW, EMBED_SANDBOX } from '@/lib/html/embed-policy';

/** Pages with video facades in their CMS content; the listener is added once for all of them. */
let facades = 0;

/** A click (or Enter) on a facade: the player takes its place, plays, and has the focus. */
function start(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('.cms-video__start');
  const facade = link?.parentElement;
  const src = facade?.getAttribute('data-video-player');
  if (!facade || !src) return;
  event.preventDefault();
  const player = document.createElement('iframe');
  player.src = src;
  player.title = facade.getAttribute('data-video-title') ?? '';
  player.allow = EMBED_ALLOW;
  player.setAttribute('sandbox', EMBED_SANDBOX);
  player.referrerPolicy = 'strict-origin-when-cross-origin';
  player.allowFullscreen = true;
  facade.replaceChildren(player);
  player.focus();
}

/**
 * The script of the video facades in CMS content (lib/html/video-facade.ts): until a reader starts
 * a video, the page holds only the facade, and nothing is requested from the video's host.
 */
export function VideoFacades() {
  useEffect(() => {
    if (facades++ === 0) document.addEventListener('click', start);
    return () => {
      if (--facades === 0) document.removeEventListener('click', start);
    };
  }, []);
  return null;
}
