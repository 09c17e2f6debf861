import { describe, expect, it } from '@jest/globals';
import { currentSection } from './current-section';

const sections = [
  { anchor: 'overview', top: -800 },
  { anchor: 'section-1', top: -200 },
  { anchor: 'section-2', top: 60 },
  { anchor: 'faq', top: 900 },
];

describe('programme detail side navigation: "highlights the current section"', () => {
  it('is the last section whose top has reached the reading line', () => {
    expect(currentSection(sections, 100, false)).toBe('section-2');
    expect(currentSection(sections, 40, false)).toBe('section-1');
  });

  it('is the first section before any has reached the line', () => {
    expect(currentSection([{ anchor: 'overview', top: 500 }, { anchor: 'faq', top: 900 }], 100, false)).toBe('overview');
  });

  it('is the last section at the end of the page', () => {
    expect(currentSection(sections, 100, true)).toBe('faq');
  });

  it('is none without sections', () => {
    expect(currentSection([], 100, false)).toBeNull();
  });
});
