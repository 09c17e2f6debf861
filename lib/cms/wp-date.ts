/**
 * WordPress writes dates in the office's local (Kyiv) time without a zone: '2026-03-01',
 * '2026-03-01 10:00:00', sometimes with a 'T' or fractions of a second. Anything else with a
 * zone ('…Z', '…+03:00') is an instant. This is the one reader of those dates; each use decides
 * what a local time means for it (a calendar day, an instant in Kyiv, a sort key).
 */
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
  if (!match?.[1] || Number.isNaN(Date.parse(`${match[1]}T${match[2] ?? '00:00'}Z`))) return null;
  return { day: match[1], time: match[2] ?? null };
}
