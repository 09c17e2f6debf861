/** A list filter's text search: case-insensitive, on any of `texts`; an empty query matches everything. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || texts.some((text) => text.toLocaleLowerCase().includes(needle));
}
