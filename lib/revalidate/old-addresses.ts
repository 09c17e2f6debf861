import type { RevalidatePayload } from './tags-for';

/** What the webhook names whose publication can add, move or take away an address of the old-address map. */
const ADDRESS_TYPES: ReadonlySet<string> = new Set(['news', 'program', 'dynamic', 'news_category', 'all']);

/**
 * Whether a webhook call makes the proxy's copy of the old-address map be read again: a publish,
 * a rename, an unpublish or a deletion of an item that has a page, a category's change, or "all".
 */
export function movesAddresses(payload: RevalidatePayload): boolean {
  return payload.type !== undefined && ADDRESS_TYPES.has(payload.type);
}
