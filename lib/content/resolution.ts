import type { NotFoundReason } from '@/lib/errors/not-found';

/**
 * What a resolver of an address (an article, a programme, a content page) answers: what was found
 * (`Found`, its own kinds), a redirect, or not found — `unavailable` when the CMS could not be
 * asked, a render that is never stored (lib/cms/fallback.ts). A `permanent` redirect is an
 * address that moved for good (a renamed item's old slug): 308 instead of 307.
 */
export type Resolution<Found extends { kind: string }> =
  | Found
  | { kind: 'redirect'; to: string; permanent?: boolean }
  | { kind: 'not-found'; reason: NotFoundReason };
