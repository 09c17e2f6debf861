import { wpId, wpRequiredText, wpText } from './primitives';

/** A shape of optional text fields, for the CMS's flat page-text records. */
export function textFields<const K extends readonly string[]>(keys: K) {
  return Object.fromEntries(keys.map((k) => [k, wpText])) as { [P in K[number]]: typeof wpText };
}

/** What every person the CMS sends starts with: an author, a curator, a team member, a coordinator, a testimonial's writer. */
export const person = { id: wpId, name: wpRequiredText };
