import { describe, expect, it } from '@jest/globals';
import type { OldAddressEntry } from '@/lib/cms/schemas';
import { buildOldAddressIndex, oldAddressTarget } from './match';
import { isAllowedTarget } from './targets';

/**
 * Issue 49, item 5: "Every address WordPress answered before the office moved its domain to the
 * site answers ONE permanent redirect to the same item's address on the site: /?p=ID, /?page_id=ID,
 * /?cat=ID, the permalink in the office's structure, /category/slug/, attachment pages (to the
 * file), /feed/ (to the language's RSS), old slugs." Entries as the plugin writes them
 * (docs/cms-contract/old-addresses.md), Cyrillic slugs as text.
 */
const CMS = 'https://cms.example.org';
const ENTRIES: OldAddressEntry[] = [
  // A dated structure, a slug WordPress made from a Ukrainian title, renamed twice.
  { from: ['/?p=165', '/2026/10/зимова-школа-у-львові/'], old: ['/2026/10/zymova-shkola-2026/', '/2025/12/зимова-школа/'], to: '/uk/news/зимова-школа-у-львові' },
  { from: ['/?p=241', '/2026/09/webinar/'], old: ['/2026/10/зимова-школа-у-львові/'], to: '/en/news/webinar' },
  { from: ['/?p=381', '/vizova-pidtrymka/'], old: [], to: '/uk/vizova-pidtrymka' },
  { from: ['/?p=32', '/2026/10/зимова-школа-у-львові/photo/'], old: [], to: `${CMS}/wp-content/uploads/2026/10/photo.jpg` },
  { from: ['/?cat=70', '/category/news/'], old: [], to: '/en/news?category=70' },
  { from: ['/?cat=3', '/category/новини/'], old: [], to: '/uk/news?category=3' },
  { from: ['/feed/', '/comments/feed/'], old: [], to: '/uk/news/feed.xml' },
  // What the site must never take from a map: its own paths, its home, another host.
  { from: ['/uk/news/x/', '/'], old: [], to: '/uk/news/x' },
  { from: ['/evil/'], old: [], to: 'https://evil.example/phish' },
];
const index = buildOldAddressIndex(ENTRIES, (target) => isAllowedTarget(target, CMS));
const target = (address: string) => {
  const url = new URL(address, 'https://www.example.org');
  return oldAddressTarget(index, url.pathname, url.searchParams);
};

describe('an old address WordPress answered, matched against the map', () => {
  it('?p=, ?page_id= and ?attachment_id= name any item by its id, as on WordPress', () => {
    expect(target('/?p=165')).toBe('/uk/news/зимова-школа-у-львові');
    expect(target('/?page_id=381')).toBe('/uk/vizova-pidtrymka');
    expect(target('/?attachment_id=32')).toBe(`${CMS}/wp-content/uploads/2026/10/photo.jpg`);
    expect(target('/index.php?p=241&utm_source=newsletter')).toBe('/en/news/webinar');
  });

  it('the permalink, however a browser or a crawler encodes it, with or without its trailing slash', () => {
    const encoded = `/2026/10/${encodeURIComponent('зимова-школа-у-львові')}/`;
    expect(target(encoded)).toBe('/uk/news/зимова-школа-у-львові');
    expect(target(encoded.toLowerCase())).toBe('/uk/news/зимова-школа-у-львові');
    expect(target(encoded.slice(0, -1))).toBe('/uk/news/зимова-школа-у-львові');
    expect(target('/2026//09/WEBINAR/')).toBe('/en/news/webinar');
    expect(target('/index.php/2026/09/webinar/')).toBe('/en/news/webinar');
  });

  it('old slugs and old dates lead to the current address in one hop; a current address wins over an old one', () => {
    expect(target('/2026/10/zymova-shkola-2026/')).toBe('/uk/news/зимова-школа-у-львові');
    expect(target(`/2025/12/${encodeURIComponent('зимова-школа')}/`)).toBe('/uk/news/зимова-школа-у-львові');
    // Post 241 once had the address post 165 has now: it is 165's.
    expect(target(`/2026/10/${encodeURIComponent('зимова-школа-у-львові')}/`)).toBe('/uk/news/зимова-школа-у-львові');
  });

  it('a category by ?cat= or its archive: the news list filtered by it; its feed: the language’s feed', () => {
    expect(target('/?cat=70')).toBe('/en/news?category=70');
    expect(target('/category/news/')).toBe('/en/news?category=70');
    expect(target(`/category/${encodeURIComponent('новини')}/page/3/`)).toBe('/uk/news?category=3');
    expect(target('/category/news/feed/')).toBe('/en/news/feed.xml');
    expect(target('/?cat=70&feed=rss2')).toBe('/en/news/feed.xml');
  });

  it('the feeds in every form WordPress answers them: the default language’s RSS', () => {
    for (const feed of ['/feed/', '/feed', '/feed/rss2/', '/feed/atom/', '/rss2/', '/?feed=rss2', '/?feed=atom', '/comments/feed/']) {
      expect({ feed, to: target(feed) }).toEqual({ feed, to: '/uk/news/feed.xml' });
    }
    expect(target('/2026/09/webinar/feed/')).toBe('/en/news/feed.xml');
  });

  it('WordPress’s endings of an item’s address lead to the item', () => {
    for (const ending of ['amp/', 'embed/', '2/', 'comment-page-3/', 'trackback/', 'amp/2/']) {
      expect({ ending, to: target(`/2026/09/webinar/${ending}`) }).toEqual({ ending, to: '/en/news/webinar' });
    }
  });

  it('an attachment page leads to its file on the CMS', () => {
    expect(target(`/2026/10/${encodeURIComponent('зимова-школа-у-львові')}/photo/`)).toBe(`${CMS}/wp-content/uploads/2026/10/photo.jpg`);
  });

  it('WordPress’s search: the site’s search for the same text, as the search list writes its address', () => {
    expect(target('/?s=grant+%D0%9A%D0%B8%D1%97%D0%B2')).toBe('/uk/search?q=grant+%D0%9A%D0%B8%D1%97%D0%B2');
    expect(target('/?s=')).toBe('/uk/search');
  });

  it('an address the map does not hold is unknown (the proxy’s rule for unknown paths applies)', () => {
    for (const unknown of ['/2026/10/no-such-post/', '/?p=999', '/?p=abc', '/?cat=0', '/2026/10/', '/wp-admin/', '/category/none/', '/?author=1', '/', '/evil/']) {
      expect({ unknown, to: target(unknown) }).toEqual({ unknown, to: null });
    }
  });

  it('never shadows the site’s own pages: its languages’ paths are not looked up, whatever the map holds', () => {
    expect(target('/uk/news/x/')).toBeNull();
    expect(target('/EN/news/')).toBeNull();
    expect(index.items.has('/uk/news/x')).toBe(false);
  });

  it('leaves out targets that are neither the site’s paths nor files on the CMS (no open redirect)', () => {
    expect([...index.items.values()]).not.toContain('https://evil.example/phish');
    for (const bad of ['//evil.example/x', '/uk//evil', '/de/news', 'javascript:alert(1)', 'https://evil.example/x', '/uk/a b', '/uk\\evil']) {
      expect({ bad, allowed: isAllowedTarget(bad, CMS) }).toEqual({ bad, allowed: false });
    }
    expect(isAllowedTarget('/uk/news?category=3', CMS)).toBe(true);
    expect(isAllowedTarget(`${CMS}/wp-content/uploads/a.pdf`, undefined)).toBe(false);
  });
});
