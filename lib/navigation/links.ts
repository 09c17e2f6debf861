const OTHER_SITE = /^(https?:)?\/\//i;
const OTHER_APP = /^(mailto|tel):/i;

/**
 * A link that leaves the site: another site (`https://…`, `//host/…`), an e-mail or a phone call.
 * Every other href is a path of this site, which the page makes local (`localePath`).
 */
export function isExternal(href: string): boolean {
  return OTHER_SITE.test(href) || OTHER_APP.test(href);
}

/** Another site's page opens in a new tab; an e-mail or a phone link does not. */
export function opensNewTab(href: string): boolean {
  return OTHER_SITE.test(href);
}

/** The `tel:` link of a phone number as people write it ('+38 (044) 123-45-67'), or null without digits. */
export function telHref(phone: string): string | null {
  const dialled = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}
