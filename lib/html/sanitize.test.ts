import { describe, expect, it } from '@jest/globals';
import { EMBED_ALLOW, EMBED_SANDBOX } from './embed-policy';
import { htmlToText, sanitizeCmsHtml, stripHeadings } from './sanitize';

describe('CMS HTML sanitising', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeCmsHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps what editors use: headings, lists, links, images, tables and allowed embeds', () => {
    const html =
      '<h2>T</h2><ul><li>a</li></ul><a href="https://example.org">l</a><img src="/i.png" alt="i"><table><tr><td>c</td></tr></table>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe><iframe src="https://evil.example/x"></iframe>';
    const clean = sanitizeCmsHtml(html);
    expect(clean).toContain('<h2>T</h2>');
    expect(clean).toContain('<li>a</li>');
    expect(clean).toContain('href="https://example.org"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<td>c</td>');
    expect(clean).toContain('youtube-nocookie.com/embed/x');
    // A player from a host the site does not embed is never a frame: a link to what it would show.
    expect(clean).not.toMatch(/<iframe[^>]*evil\.example/);
    expect(clean).toContain('<a href="https://evil.example/x" target="_blank" rel="noopener noreferrer">evil.example</a>');
  });

  // "id and name survive on every element of CMS HTML, which allows DOM clobbering
  // (e.g. <a id="__next">). Prefix them consistently, so that in-page anchors keep working."
  it('prefixes every id and name, and the in-page links that point at them', () => {
    const clean = sanitizeCmsHtml('<p><a href="#eligibility">Who may apply</a></p><h2 id="eligibility">Eligibility</h2><a id="__next" name="top">x</a><a href="#">Top</a><a href="/uk/faq">FAQ</a>');
    expect(clean).toBe(
      '<p><a href="#cms-eligibility">Who may apply</a></p><h2 id="cms-eligibility">Eligibility</h2><a id="cms-__next" name="cms-top">x</a><a href="#">Top</a><a href="/uk/faq">FAQ</a>',
    );
    expect(stripHeadings('<h3>Name</h3><p id="bio">Bio</p>')).toBe('<p id="cms-bio">Bio</p>');
    expect(sanitizeCmsHtml(stripHeadings('<p id="bio"><a href="#bio">x</a></p>'))).toBe('<p id="cms-bio"><a href="#cms-bio">x</a></p>');
  });

  it('gives every allowed embed our sandbox and permission list, whatever the CMS wrote', () => {
    const clean = sanitizeCmsHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" allow="camera; microphone; geolocation; usb" sandbox="allow-top-navigation allow-modals" allowfullscreen></iframe>',
    );
    expect(clean).toContain(`sandbox="${EMBED_SANDBOX}"`);
    expect(clean).toContain(`allow="${EMBED_ALLOW}"`);
    expect(clean).not.toMatch(/camera|microphone|geolocation|usb|allow-top-navigation|allow-modals/);
    expect(sanitizeCmsHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain(`sandbox="${EMBED_SANDBOX}"`);
  });

  it('strips headings with their text, using the parser', () => {
    expect(stripHeadings('<h1>Name</h1><p>Bio <strong>x</strong></p><h3 class="a">Sub</h3>')).toBe('<p>Bio <strong>x</strong></p>');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Fulbright&nbsp;&amp; <b>Kennan</b></p>\n<p>&#8220;x&#8221;</p>')).toBe('Fulbright & Kennan “x”');
  });
});
