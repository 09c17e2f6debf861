/**
 * WordPress writes dates in the office's local (Kyiv) time without a zone: '2026-03-01',
 * '2026-03-01 10:00:00', sometimes with a 'T' or fractions of a second. Anything else with a
 * zone ('…Z', '…+03:00') is an instant. This is the one reader of those dates; each use decides
 * what a local time means for it (a calendar day, an instant in Kyiv, a sort key).
 */
import { KYIV_UTC_OFFSET_MINUTES } from '@/lib/constants';

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

export interface WpLocalDate {
  /** '2026-03-01' */
  day: string;
  /** '10:00:00', '10:00', or null for a bare date. */
  time: string | null;
}

/** The day and time of a zoneless WordPress date, or null for an instant with a zone or not a date ('2026-13-45'). */
export function wpLocalDate(value: string): WpLocalDate | null {
  const match = LOCAL.exec(value.trim());
  const parsed = match?.[1] ? Date.parse(`${match[1]}T${match[2] ?? '00:00'}Z`) : NaN;
  // A day that does not exist ('2026-02-30') would roll over into the next month.
  if (!match?.[1] || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== match[1]) return null;
  return { day: match[1], time: match[2] ?? null };
}

/**
 * Kyiv's wall clock, made on first use: client components import this module (through the date
 * formatter and the programme status), and a formatter with a time zone costs the page's main thread
 * 10 ms or more to make, which a page that never calls it should not pay while it loads.
 */
let kyivClock: Intl.DateTimeFormat | undefined;
function kyivClockFormat(): Intl.DateTimeFormat {
  kyivClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return kyivClock;
}

/** Kyiv's offset from UTC at an instant, in minutes: 120 in winter, 180 in summer. */
function kyivOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(kyivClockFormat().formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a WordPress date means, with the offset Kyiv had then ('2026-03-01T10:00:00+02:00',
 * '2026-07-01T10:00:00+03:00'): what sitemaps, feeds and structured data need. A bare day stays a
 * day; a value with a zone is already an instant (given in UTC). In the hour the clocks go back
 * (it happens twice), the first of the two is meant; a time in the hour skipped in spring is read
 * with the winter offset. Null for what is not a date.
 */
export function wpDateWithOffset(value: string): string | null {
  const trimmed = value.trim();
  const local = wpLocalDate(trimmed);
  if (!local) {
    // Only a value that names its zone is an instant; anything else is not a date.
    const instant = /\d(?:Z|[+-]\d{2}:?\d{2})$/.test(trimmed) ? new Date(trimmed) : null;
    return instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : null;
  }
  if (!local.time) return local.day;
  const time = local.time.length === 5 ? `${local.time}:00` : local.time.slice(0, 8);
  const wall = Date.parse(`${local.day}T${time}Z`);
  // Try the summer offset first, then winter: the first that reads back as the same wall time.
  const { summer, winter } = KYIV_UTC_OFFSET_MINUTES;
  const offset = [summer, winter].find((minutes) => kyivOffsetMinutes(wall - minutes * 60_000) === minutes) ?? winter;
  const sign = `+0${offset / 60}:00`;
  return `${local.day}T${time}${sign}`;
}

/** The instant of a WordPress date (see wpDateWithOffset), or null. */
export function wpInstant(value: string): Date | null {
  const iso = wpDateWithOffset(value);
  if (!iso) return null;
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00+02:00` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
