export interface HoursRow {
  label: string;
  value: string;
}

/** "Mon–Fri: 9:30–17:30" → its own day label and the hours; a label has no digits. */
const LABELLED = /^([^\d:]{1,40}?)\s*:\s+(.+)$/s;

/**
 * The contacts page's opening hours ("opening hours (weekdays, Saturday, Sunday)").
 * The office often writes the day into the value ("Пн–Пт: 9:30–17:30"): that label is used
 * instead of the site's, so the day is printed once. Empty values are left out.
 */
export function openingHours(rows: { label: string; value: string }[]): HoursRow[] {
  return rows.flatMap(({ label, value }) => {
    const text = value.trim();
    if (text === '') return [];
    const own = LABELLED.exec(text);
    return [own?.[1] && own[2] ? { label: own[1].trim(), value: own[2].trim() } : { label, value: text }];
  });
}
