/**
 * Why a screen says "not found": the CMS answered that the item does not exist, or the CMS could
 * not be asked (the spec shows the same screen for "missing or failed"), written into the screen's
 * HTML. An `unavailable` render is never cached: the failed read tagged it (lib/cms/fallback.ts).
 *
 * A module of its own, with no imports: the not-found screen is a client component on every page
 * (the layout's not-found boundary), and importing the attribute from lib/errors/not-found.ts put
 * both languages' dictionaries, the settings and zod into every page's first-load JavaScript.
 */
export type NotFoundReason = 'missing' | 'unavailable';
export const NOT_FOUND_REASON_ATTRIBUTE = 'data-not-found-reason';
