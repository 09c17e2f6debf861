import type { SocialNetwork } from '@/lib/navigation/footer';

/**
 * The networks' icons, one symbol each in one cached file: written into the page, their paths
 * (1.4 KB) were in every page's HTML twice, markup and RSC payload. `currentColor` inside the
 * symbols takes the link's colour, forced colours included.
 */
export const SOCIAL_SPRITE = '/icons/social.svg';

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_SPRITE}#${network}`} />
    </svg>
  );
}
