import { describe, expect, it } from '@jest/globals';
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
    expect(clean).not.toContain('evil.example');
  });

  it('strips headings with their text, using the parser', () => {
    expect(stripHeadings('<h1>Name</h1><p>Bio <strong>x</strong></p><h3 class="a">Sub</h3>')).toBe('<p>Bio <strong>x</strong></p>');
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Fulbright&nbsp;&amp; <b>Kennan</b></p>\n<p>&#8220;x&#8221;</p>')).toBe('Fulbright & Kennan “x”');
  });
});
