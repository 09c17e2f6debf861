import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

/**
 * "Next's own error responses (500, 431) carry no security headers. Have
 * deploy/nginx.conf add them to every response (always)." And item 6: "have deploy/nginx.conf set
 * [the forwarding headers] itself." The nginx front's copy of the headers stays equal to the site's;
 * e2e/nginx-front.spec.ts runs it.
 */
const conf = readFileSync('deploy/nginx.conf', 'utf8');
const directives = conf
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean);

/** The text inside each `location … { … }` block. */
function locationBlocks(text: string): string[] {
  const blocks: string[] = [];
  for (const match of text.matchAll(/^\s*location\b[^{]*\{/gm)) {
    let depth = 1;
    let end = (match.index ?? 0) + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    blocks.push(text.slice((match.index ?? 0) + match[0].length, end - 1));
  }
  return blocks;
}

describe('deploy/nginx.conf', () => {
  it.each(securityHeaders(true).map((h) => [h.key, h.value] as const))('sends %s on every response, the site’s value, once', (key, value) => {
    expect(directives).toContain(`add_header ${key} "${value}" always;`);
    expect(directives).toContain(`proxy_hide_header ${key};`);
  });

  it('has no add_header inside a location, where it would drop the inherited ones', () => {
    const blocks = locationBlocks(conf);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(block).not.toMatch(/^\s*add_header\b/m);
  });

  it('sets the forwarding headers itself, from the connection, whatever the client sent', () => {
    expect(directives).toEqual(
      expect.arrayContaining([
        'proxy_set_header X-Forwarded-Host $http_host;',
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
        'proxy_set_header X-Real-IP $remote_addr;',
      ]),
    );
  });
});

describe('the CMS in the Content-Security-Policy', () => {
  const imgSrc = (cms?: string) => /img-src ([^;]+)/.exec(contentSecurityPolicy(true, cms))?.[1]?.split(' ') ?? [];

  it('a CMS over plain HTTP (a local WordPress) may serve the pictures the page loads from it directly', () => {
    expect(imgSrc('http://127.0.0.1:8080/wp-json')).toContain('http://127.0.0.1:8080');
  });

  it('an HTTPS CMS is covered by https:, so the policy stays the one deploy/nginx.conf copies', () => {
    expect(contentSecurityPolicy(true, 'https://cms.example.org/wp-json')).toBe(contentSecurityPolicy(true));
    expect(imgSrc()).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});
