import { describe, expect, it } from '@jest/globals';
import { numbered, numberedFigures, numberedLinks } from './numbered';

describe('numbered CMS fields', () => {
  const page = {
    event1_year: '1946', event1_title: 'The Act', event2_year: '1992', event2_title: '',
    link1_url: '/about', link1_text: 'About', link2_url: '/history', link2_text: '',
    stat1_number: '160+', stat1_label: 'countries',
  };

  it('reads each numbered group into a record, missing fields as empty text', () => {
    expect(numbered(page, 'event', 3, ['year', 'title'])).toEqual([
      { year: '1946', title: 'The Act' },
      { year: '1992', title: '' },
      { year: '', title: '' },
    ]);
  });

  it('keeps the links that have both a target and a text, and reads figures as value and label', () => {
    expect(numberedLinks(page, 'link', 2)).toEqual([{ url: '/about', text: 'About' }]);
    expect(numberedFigures(page, 'stat', 1)).toEqual([{ value: '160+', label: 'countries' }]);
  });
});
