import type { Dictionary } from './en';
import * as namespaces from './uk/namespaces';

/** The Ukrainian dictionary: its namespaces, as a plain object like `en`. */
export const uk: Dictionary = { ...namespaces };
