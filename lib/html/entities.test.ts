import { describe, expect, it } from '@jest/globals';
import { decodeEntities } from './entities';

describe('HTML entities in CMS text', () => {
  it('decodes the named ones WordPress writes, and numeric ones in both bases', () => {
    expect(decodeEntities('Fulbright &amp; U.S. &laquo;Знання&raquo;&nbsp;&mdash; 2026&hellip;')).toBe('Fulbright & U.S. «Знання» — 2026…');
    expect(decodeEntities('&#8217;&#x2019;&#1092;')).toBe('’’ф');
  });

  it('drops a soft hyphen and leaves an unknown or impossible entity as written', () => {
    expect(decodeEntities('між&shy;народний')).toBe('міжнародний');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; &#0; &#x110000;');
  });
});
