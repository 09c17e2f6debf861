/**
 * The numbered groups of a flat CMS page record (part 2: "flat records of numbered text fields"):
 * `numbered(page, 'event', 4, ['year', 'title'])` reads event1_year, event1_title … event4_title
 * into four records. A missing field reads as ''.
 */
export function numbered<F extends string>(record: object, prefix: string, count: number, fields: readonly F[]): Record<F, string>[] {
  const values = record as Readonly<Record<string, unknown>>;
  return Array.from({ length: count }, (_, i) => {
    const entry = {} as Record<F, string>;
    for (const field of fields) {
      const value = values[`${prefix}${i + 1}_${field}`];
      entry[field] = typeof value === 'string' ? value : '';
    }
    return entry;
  });
}

/** The numbered links (`{prefix}N_url`, `{prefix}N_text`) that have both a target and a text. */
export function numberedLinks(record: object, prefix: string, count: number): { url: string; text: string }[] {
  return numbered(record, prefix, count, ['url', 'text']).filter((link) => link.url && link.text);
}

/** The numbered figures (`{prefix}N_number`, `{prefix}N_label`) as value and label. */
export function numberedFigures(record: object, prefix: string, count: number): { value: string; label: string }[] {
  return numbered(record, prefix, count, ['number', 'label']).map(({ number, label }) => ({ value: number, label }));
}
