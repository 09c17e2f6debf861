import { wpText } from './primitives';

/** A shape of optional text fields, for the CMS's flat page-text records. */
export function textFields<const K extends readonly string[]>(keys: K) {
  return Object.fromEntries(keys.map((k) => [k, wpText])) as { [P in K[number]]: typeof wpText };
}

/** `prefix1_suffix`, … `prefixN_suffix` for each suffix: numbered-field records. */
export function numbered<const P extends string, const S extends readonly string[], const N extends number>(
  prefix: P,
  count: N,
  suffixes: S,
): string[] {
  const keys: string[] = [];
  for (let i = 1; i <= count; i++) for (const s of suffixes) keys.push(`${prefix}${i}_${s}`);
  return keys;
}
