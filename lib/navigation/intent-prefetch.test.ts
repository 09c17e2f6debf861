/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { intentPrefetchPath } from './intent-prefetch';

const here = { href: 'https://fulbright.org.ua/uk/news?page=2', origin: 'https://fulbright.org.ua', pathname: '/uk/news', search: '?page=2' };

function inLink(attributes: Record<string, string>): Element {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  anchor.append(label);
  document.body.append(anchor);
  return label;
}

describe('what a pointer, a touch or keyboard focus on a link prefetches', () => {
  it("is the path of the site's page the link opens, from an element inside the link too", () => {
    expect(intentPrefetchPath(inLink({ href: '/uk/programs' }), here)).toBe('/uk/programs');
    expect(intentPrefetchPath(inLink({ href: '/uk/library?q=fulbright#top' }), here)).toBe('/uk/library?q=fulbright');
    expect(intentPrefetchPath(inLink({ href: 'https://fulbright.org.ua/en' }), here)).toBe('/en');
    expect(intentPrefetchPath(inLink({ href: '?page=3' }), here)).toBe('/uk/news?page=3');
  });

  it('is nothing for what is not a page of this site opened in place', () => {
    const nothing = [
      inLink({ href: 'https://www.youtube.com/watch?v=1' }),
      inLink({ href: 'mailto:office@fulbright.org.ua' }),
      inLink({ href: '/uk/news?page=2' }),
      inLink({ href: '#main' }),
      inLink({ href: '/files/report.pdf', download: '' }),
      inLink({ href: '/uk/search', 'aria-haspopup': 'dialog' }),
      inLink({ href: '/uk/about', target: '_blank' }),
      document.body,
      null,
    ];
    expect(nothing.map((target) => intentPrefetchPath(target, here))).toEqual(nothing.map(() => null));
  });
});
