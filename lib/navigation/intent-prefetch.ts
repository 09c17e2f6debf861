/**
 * The path to prefetch for an event on `target`: that of the link it is in, when the link opens a
 * page of this site in the same tab (not a download, not another origin, not the page itself or an
 * anchor in it, not a dialog it opens in place). Null otherwise.
 */
export function intentPrefetchPath(target: EventTarget | null, location: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('aria-haspopup') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.getAttribute('href') ?? '', location.href);
  if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return null;
  return url.pathname + url.search;
}
