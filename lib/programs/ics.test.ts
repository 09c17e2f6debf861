import { describe, expect, it } from '@jest/globals';
import { buildIcs, foldLine } from './ics';

/** A small RFC 5545 reader: unfolds lines and parses NAME;PARAMS:VALUE. */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      return { name, params, value: line.slice(colon + 1) };
    });
}

const input = {
  uid: 'program-graduate-student-program-uk@fulbright.org.ua',
  title: 'Програма імені Фулбрайта для магістрантів, аспірантів та молодих дослідників: подання заявок',
  description: 'Line one; with, punctuation\nand a second line',
  url: 'https://fulbright.org.ua/uk/programs/prohrama-dlia-mahistrantiv',
  startDay: '2030-09-01',
  endDay: '2031-01-15',
  stamp: new Date('2026-11-22T10:00:00Z'),
};

describe('iCalendar file of the application window (RFC 5545)', () => {
  it('is a valid VCALENDAR with one all-day VEVENT, end exclusive', () => {
    const props = parse(buildIcs(input));
    const names = props.map((p) => p.name);
    expect(names[0]).toBe('BEGIN');
    expect(props[0]?.value).toBe('VCALENDAR');
    expect(props.at(-1)).toEqual({ name: 'END', params: [], value: 'VCALENDAR' });
    for (const required of ['VERSION', 'PRODID', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']) expect(names).toContain(required);
    const get = (name: string) => props.find((p) => p.name === name);
    expect(get('VERSION')?.value).toBe('2.0');
    expect(get('DTSTART')).toEqual({ name: 'DTSTART', params: ['VALUE=DATE'], value: '20300901' });
    expect(get('DTEND')).toEqual({ name: 'DTEND', params: ['VALUE=DATE'], value: '20310116' });
    expect(get('DTSTAMP')?.value).toBe('20261122T100000Z');
    expect(get('SUMMARY')?.value).toBe(input.title.replace(/,/g, '\\,'));
    expect(get('DESCRIPTION')?.value).toBe('Line one\\; with\\, punctuation\\nand a second line');
  });

  it('folds lines at 75 octets without breaking a character', () => {
    const folded = foldLine(`SUMMARY:${'Фулбрайт '.repeat(20)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Фулбрайт '.repeat(20)}`);
  });
});
