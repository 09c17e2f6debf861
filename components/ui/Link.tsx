import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link to its own pages: Next's client navigation, prefetched when the visitor shows
 * the intent to follow it (a pointer over it, a touch, keyboard focus: IntentPrefetch in the
 * layout), not as soon as it scrolls into view. Next prefetches every link in view after the page
 * has hydrated: on the home, the header's and the hero's links fetched four pages' payloads and
 * their code over a phone's connection while the page itself was still loading its pictures.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
