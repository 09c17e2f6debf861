import { describe, expect, it } from '@jest/globals';
import { buildIcs, escapeText, foldLine } from './ics';

/** A small RFC 5545 reader: unfolds lines, splits name;params:value, unescapes TEXT. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF: no bare LF or CR.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical.map((line) => {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return { name, params, value: line.slice(colon + 1) };
  });
}

const unescape = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const longTitle =
  'Програма розвитку викладачів Фулбрайта; стажування, дослідження, викладання, і ще дуже довгий опис, щоб рядок перевищив 75 октетів';

const ics = buildIcs({
  uid: 'program-faculty-development-program-en@fulbright.org.ua',
  start: '2030-09-01',
  end: '2031-01-15',
  summary: `Application window: ${longTitle}`,
  description: 'Line one\nLine two, with a comma; and a semicolon \\ backslash',
  url: 'https://example.org/en/programs/faculty-development-program',
  stamp: new Date('2026-11-22T10:11:12.345Z'),
  productId: '-//Fulbright Ukraine//Programs//EN',
});

describe('buildIcs — a valid RFC 5545 calendar for the application window', () => {
  const props = parseIcs(ics);
  const names = props.map((p) => p.name);
  const get = (name: string) => props.find((p) => p.name === name);

  it('nests one VEVENT inside one VCALENDAR', () => {
    expect(names[0]).toBe('BEGIN');
    expect(props[0]?.value).toBe('VCALENDAR');
    expect(props.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    const begins = props.filter((p) => p.name === 'BEGIN').map((p) => p.value);
    const ends = props.filter((p) => p.name === 'END').map((p) => p.value);
    expect(begins).toEqual(['VCALENDAR', 'VEVENT']);
    expect(ends).toEqual(['VEVENT', 'VCALENDAR']);
  });
  it('has VERSION 2.0 and a PRODID on the calendar', () => {
    expect(get('VERSION')?.value).toBe('2.0');
    expect(get('PRODID')?.value).toBe('-//Fulbright Ukraine//Programs//EN');
  });
  it('has UID and a UTC DTSTAMP on the event', () => {
    expect(get('UID')?.value).toBe('program-faculty-development-program-en@fulbright.org.ua');
    expect(get('DTSTAMP')?.value).toBe('20261122T101112Z');
  });
  it('is an all-day event from the start day through the end day inclusive (DTEND exclusive)', () => {
    expect(get('DTSTART')).toMatchObject({ params: ['VALUE=DATE'], value: '20300901' });
    expect(get('DTEND')).toMatchObject({ params: ['VALUE=DATE'], value: '20310116' });
  });
  it('escapes text and folds long lines without breaking characters', () => {
    expect(unescape(get('SUMMARY')?.value ?? '')).toBe(`Application window: ${longTitle}`);
    expect(unescape(get('DESCRIPTION')?.value ?? '')).toBe('Line one\nLine two, with a comma; and a semicolon \\ backslash');
    expect(ics).toContain('\r\n ');
  });
});

describe('helpers', () => {
  it('escapeText escapes \\ ; , and newlines', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
  it('foldLine leaves short lines alone and folds at 75 octets', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((l) => l.startsWith(' ') && l.length <= 75)).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`X:${'a'.repeat(200)}`);
  });
  it('the end of a window on the last day of a year rolls into the next year', () => {
    const text = buildIcs({
      uid: 'u', start: '2030-12-01', end: '2030-12-31', summary: 's', description: 'd', url: 'https://x', stamp: new Date(0), productId: 'p',
    });
    expect(text).toContain('DTEND;VALUE=DATE:20310101\r\n');
  });
});
