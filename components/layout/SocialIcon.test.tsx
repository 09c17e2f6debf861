/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { visibleSocialLinks } from '@/lib/navigation/footer';
import { SOCIAL_SPRITE, SocialIcon } from './SocialIcon';

const sprite = readFileSync(path.join(process.cwd(), 'public', SOCIAL_SPRITE), 'utf8');
// Every network the footer can show: all of them, each given a link.
const networks = visibleSocialLinks({ facebook: 'f', twitter: 't', linkedin: 'l', instagram: 'i', youtube: 'y' }).map((link) => link.network);

describe('SocialIcon', () => {
  it('knows five networks', () => {
    expect(networks).toEqual(['facebook', 'twitter', 'linkedin', 'instagram', 'youtube']);
  });

  it.each(networks)('draws %s from its symbol in the sprite, in the colour of its link', (network) => {
    const { container } = render(<SocialIcon network={network} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`/icons/social.svg#${network}`);
    const symbol = new RegExp(`<symbol id="${network}" viewBox="0 0 24 24"><path d="[^"]+" fill="currentColor"/></symbol>`);
    expect(sprite).toMatch(symbol);
  });

  it('puts no path into the page', () => {
    const { container } = render(<SocialIcon network="instagram" />);
    expect(container.querySelector('path')).toBeNull();
  });
});
