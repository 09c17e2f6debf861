import { wpLocalDate } from './wp-date';

// Apart from wp-date.ts, which client components reach through the date formatter: these are
// needed only on the server (schemas, sorting), and the client bundle takes whole modules.

/** A key to sort by: zoneless dates read as UTC (the order is the same in any zone), instants as they are; 0 when not a date. */
export function wpTimestamp(value: string): number {
  const local = wpLocalDate(value);
  const time = Date.parse(local ? `${local.day}T${local.time ?? '00:00:00'}Z` : value.trim());
  return Number.isNaN(time) ? 0 : time;
}

/** Whether a value is a date WordPress could have written. */
export function isWpDate(value: string): boolean {
  return wpLocalDate(value) !== null || !Number.isNaN(Date.parse(value.trim()));
}

/** Items newest first by the WordPress date `dateOf` gives; items of the same date keep their order. */
export function newestFirstBy<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, time: wpTimestamp(dateOf(item)) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.item);
}
