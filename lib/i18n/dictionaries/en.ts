import type { Widen } from '../widen';
import * as namespaces from './en/namespaces';

/**
 * The English dictionary; its shape is the type every language must match. A plain object of the
 * namespaces (a module's namespace object is not one).
 */
export const en = { ...namespaces };

/** The shape every language's dictionary matches: the English one, its texts widened to strings. */
export type Dictionary = Widen<typeof en>;
