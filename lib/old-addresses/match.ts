import { DEFAULT_LOCALE } from '@/lib/constants';
import type { OldAddressEntry } from '@/lib/cms/schemas';
import { decodeParam } from '@/lib/http/decode-param';
import { isLocale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { listHref } from '@/lib/list-state/list-state';
import { SEARCH_FILTERS } from '@/lib/search/list-filters';

/**
 * The addresses WordPress answered before the office pointed its domain at the site, matched
 * against the map the plugin exports (docs/cms-contract/old-addresses.md), purely: Google's
 * site-move guidance, "a map from old to new, applied on the server, one hop". An address is
 * read as WordPress read it: `?p=`, `?page_id=` and `?attachment_id=` name any item by its id,
 * letter case, percent-encoding, a trailing slash and `/index.php` do not matter, and WordPress's
 * endings of an address (`/feed/`, `/page/2/`, `/amp/`, `/embed/`, `/comment-page-2/`, a post's
 * page `/2/`) lead to the address without them (a feed of an item or a category: its language's
 * feed). Paths under a language of the site are the site's and never looked up.
 */

/** The map as the proxy looks addresses up in it: an item's addresses, and feeds' addresses, to their targets. */
export interface OldAddressIndex {
  items: ReadonlyMap<string, string>;
  feeds: ReadonlyMap<string, string>;
  /** How many addresses it holds (for the log and the measurements). */
  size: number;
}

const ID_VARS = ['p', 'page_id', 'attachment_id'] as const;
const WHOLE_NUMBER = /^[1-9]\d{0,18}$/;
/** WordPress's feed endings: `/feed/`, `/feed/atom/`, `/rss2/`… */
const FEED_ENDING = /\/(?:feed(?:\/(?:feed|rdf|rss|rss2|atom))?|rdf|rss|rss2|atom)$/;
/** The other endings WordPress answers an item or an archive with. */
const OTHER_ENDING = /\/(?:page\/\d+|comment-page-\d+|embed|trackback|amp|\d+)$/;

interface ParsedAddress {
  /** The address without its feed ending, as the index keys it. */
  key: string;
  feed: boolean;
}

/** A path as the index keys it: decoded, lower case, no repeated or trailing slash, no `/index.php`; '' for the home. */
function pathKey(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeParam(segment).toLowerCase());
  if (segments[0] === 'index.php') segments.shift();
  return segments.length ? `/${segments.join('/')}` : '';
}

/** Where an address points in WordPress's terms: a key of the index, and whether it asked for a feed. */
function parseAddress(pathname: string, query: URLSearchParams): ParsedAddress | null {
  let key = pathKey(pathname);
  let feed = query.has('feed');
  if (FEED_ENDING.test(key)) {
    key = key.replace(FEED_ENDING, '');
    feed = true;
  }
  if (key !== '') return { key, feed };
  for (const name of ID_VARS) {
    const id = query.get(name) ?? '';
    if (WHOLE_NUMBER.test(id)) return { key: `/?p=${id}`, feed };
  }
  const category = query.get('cat') ?? '';
  if (WHOLE_NUMBER.test(category)) return { key: `/?cat=${category}`, feed };
  return feed ? { key: '', feed } : null;
}

/** Parses an address the plugin wrote (`/2026/10/slug/`, `/?p=12`, `/feed/`). */
function parseMapAddress(address: string): ParsedAddress | null {
  const query = address.indexOf('?');
  return parseAddress(query < 0 ? address : address.slice(0, query), new URLSearchParams(query < 0 ? '' : address.slice(query + 1)));
}

/** Whether a key would shadow the site's own pages: its languages' paths and its home. */
const isSitePath = (key: string) => key === '' || isLocale(key.split('/')[1]);

/**
 * The index of the map's entries whose targets `allowed` accepts: every entry's current address
 * first, then the old ones where no current address took the key (a current slug wins over an old
 * one); when two entries claim a key, the first listed keeps it.
 */
export function buildOldAddressIndex(entries: readonly OldAddressEntry[], allowed: (target: string) => boolean): OldAddressIndex {
  const items = new Map<string, string>();
  const feeds = new Map<string, string>();
  const place = (address: string, to: string) => {
    const parsed = parseMapAddress(address);
    // The home is the site's own, except as WordPress's feed (`/feed/`).
    if (!parsed || (parsed.key === '' ? !parsed.feed : isSitePath(parsed.key))) return;
    const into = parsed.feed ? feeds : items;
    if (!into.has(parsed.key)) into.set(parsed.key, to);
  };
  const usable = entries.filter((entry) => allowed(entry.to));
  for (const entry of usable) for (const address of entry.from) place(address, entry.to);
  for (const entry of usable) for (const address of entry.old) place(address, entry.to);
  return { items, feeds, size: items.size + feeds.size };
}

/** The feed of a target's language (a file on WordPress has none: the file itself). */
function feedOf(target: string): string {
  const lang = /^\/([^/?#]+)/.exec(target)?.[1];
  return isLocale(lang) ? localePath(lang, '/news/feed.xml') : target;
}

/**
 * Where an address WordPress answered leads on the site, or null when the map does not hold it
 * (the proxy's rule for unknown paths then applies, and nothing is stored). `/?s=` is WordPress's
 * search: the site's search for the same text.
 */
export function oldAddressTarget(index: OldAddressIndex, pathname: string, query: URLSearchParams): string | null {
  const parsed = parseAddress(pathname, query);
  if (!parsed) {
    const text = query.get('s');
    return text !== null && pathKey(pathname) === '' ? listHref(localePath(DEFAULT_LOCALE, '/search'), SEARCH_FILTERS, { filters: { q: SEARCH_FILTERS.q(text), type: '' }, page: 1 }) : null;
  }
  if (parsed.key !== '' && isSitePath(parsed.key)) return null;
  if (parsed.feed) {
    const feed = index.feeds.get(parsed.key);
    if (feed) return feed;
  }
  // The address, else without one or two of WordPress's endings (`/amp/page/2/`).
  let key = parsed.key;
  for (let attempt = 0; attempt < 3 && key !== ''; attempt++) {
    const target = index.items.get(key);
    if (target) return parsed.feed ? feedOf(target) : target;
    if (!OTHER_ENDING.test(key)) break;
    key = key.replace(OTHER_ENDING, '');
  }
  return null;
}
