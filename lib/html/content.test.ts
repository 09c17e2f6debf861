import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { prepareContent } from './content';
import { compileContentStyles, contentStylesModule, CONTENT_STYLES_MODULE } from '@/scripts/lib/content-styles';
import { CONTENT_STYLES } from './content-styles.generated';
import type { ContentOrigins } from './content-urls';
import { sanitizeContent } from './sanitize';

const origins: ContentOrigins = { site: 'https://www.example.org', cms: 'https://cms.example.org' };
const facade = { play: 'Play the video', on: 'on {provider}', untitled: 'A video' };
const context = { origins, facade };

describe('the kinds of block a content uses, and their styles', () => {
  // Issue 49: "A page whose content uses no blocks must carry no more CSS than today."
  it('gives content of plain paragraphs, lists and headings no stylesheet', () => {
    const content = prepareContent('<p>One</p><h2>Two</h2><ul><li>Three</li></ul><blockquote><p>Four</p></blockquote>', context);
    expect(content.styles).toEqual([]);
    expect(content.scope).toBe('');
  });

  it('gives each kind of block its own stylesheet, once, in a stable order', () => {
    const html =
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped"><figure class="wp-block-image size-large"><img src="https://cms.example.org/a.jpg" alt=""></figure></figure>' +
      '<div class="wp-block-columns is-layout-flex"><div class="wp-block-column" style="flex-basis:66.66%"><p>a</p></div></div>' +
      '<figure class="wp-block-gallery has-nested-images columns-2"></figure>';
    expect(prepareContent(html, context).styles.map((s) => s.key)).toEqual(['cms-columns', 'cms-gallery', 'cms-image', 'cms-layout']);
  });

  it('knows the classic editor’s alignments and captions, `<details>` and media tags', () => {
    expect(sanitizeContent('<p><img class="alignright size-medium" src="/x.jpg"></p>', context).blocks).toEqual(new Set(['align']));
    expect(sanitizeContent('<figure class="wp-caption alignleft" style="width: 310px"><img src="/x.jpg"></figure>', context).blocks).toEqual(new Set(['align']));
    expect(sanitizeContent('<details><summary>Q</summary><p>A</p></details>', context).blocks).toEqual(new Set(['details']));
    expect(sanitizeContent('<audio controls src="https://cms.example.org/a.mp3"></audio>', context).blocks).toEqual(new Set(['video']));
  });

  it('keeps the committed stylesheets in step with styles/content (run scripts/make-content-styles.ts)', () => {
    expect(readFileSync(CONTENT_STYLES_MODULE, 'utf8')).toBe(contentStylesModule(compileContentStyles()));
  });

  // React writes the stylesheets of one page into one element: a byte-order mark or @charset at the
  // start of one would make the browser drop that stylesheet's first rule.
  it('writes no byte-order mark or @charset into a stylesheet', () => {
    for (const css of Object.values(CONTENT_STYLES)) expect(css).not.toMatch(/^\uFEFF|@charset/);
  });
});

describe('the layout WordPress writes for blocks', () => {
  const layout = (css: string) => `<div class="wp-block-columns wp-container-core-columns-is-layout-1 is-layout-flex"></div><style data-eos-layout>${css}</style>`;

  it('scopes the generated rules to their content, and says so with a class', () => {
    const content = prepareContent(layout('.wp-container-core-columns-is-layout-1{flex-wrap:nowrap;}'), context);
    expect(content.html).not.toContain('<style');
    expect(content.scope).toMatch(/^cms-layout-[0-9a-z]+$/);
    expect(content.styles.at(-1)).toEqual({ key: content.scope, css: `.${content.scope} .wp-container-core-columns-is-layout-1{flex-wrap:nowrap;}` });
  });

  it('keeps layout only: no rule on other selectors, no colour, no url(), no at-rule but @media', () => {
    const css =
      '@import url(https://evil.example/x.css);@font-face{font-family:x;src:url(x.woff)}' +
      'body{display:none}.wp-container-1 a, .cms-page{color:red}' +
      '.wp-container-1 > :where(:not(.alignleft):not(.alignright)){max-width:480px;margin-left:auto !important;background:url(https://evil.example/t.gif)}' +
      '.wp-elements-2 a:where(:not(.wp-element-button)){color:#f00}' +
      '@media (max-width: 600px){.wp-container-1{flex-direction:column}}' +
      '.wp-container-3{gap:\\3C /style\\3E }';
    const scoped = prepareContent(layout(css), context);
    const out = scoped.styles.at(-1)?.css ?? '';
    expect(out).not.toMatch(/@import|@font-face|evil|url\(|body|cms-page|color|\\3C/);
    expect(out).toContain(`.${scoped.scope} .wp-container-1 > :where(:not(.alignleft):not(.alignright)){max-width:480px;margin-left:auto !important}`);
    expect(out).toContain(`@media (max-width: 600px){.${scoped.scope} .wp-container-1{flex-direction:column}}`);
  });

  it('gives two contents with different layouts different scopes', () => {
    const a = prepareContent(layout('.wp-container-1{flex-wrap:nowrap}'), context).scope;
    const b = prepareContent(layout('.wp-container-1{flex-wrap:wrap}'), context).scope;
    expect(a).not.toBe(b);
  });
});

describe('inline styles of blocks', () => {
  it('keeps the ones that lay blocks out and drops the editors’ colours, sizes and anything else', () => {
    const clean = sanitizeContent(
      '<div class="wp-block-column" style="flex-basis:33.33%;color:#f00;position:fixed"><p style="text-align:center;font-size:40px">x</p></div>' +
        '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>' +
        '<figure class="wp-caption alignright" style="width: 310px"><img style="aspect-ratio:16/9;object-fit:cover;background:url(x)" src="/x.jpg"></figure>' +
        '<div class="wp-block-media-text" style="grid-template-columns:35% auto"></div>',
      context,
    ).html;
    const kept = ['style="flex-basis:33.33%"', '<p style="text-align:center">', 'style="height:40px" aria-hidden="true"', 'style="width:310px"', 'style="aspect-ratio:16/9;object-fit:cover"', 'style="grid-template-columns:35% auto"'];
    expect(kept.filter((style) => !clean.includes(style))).toEqual([]);
    expect(clean).not.toMatch(/color|position|font-size|url\(/);
  });
});

describe('media, files and links of WordPress content', () => {
  // Issue 49: "Old http:// image and file addresses of WordPress's own host are served over https."
  // "A relative /wp-content/… address resolves to WordPress, not to the site."
  it('serves WordPress’s files from WordPress, over its own scheme', () => {
    const clean = sanitizeContent(
      '<img src="http://cms.example.org/wp-content/uploads/a.jpg" srcset="http://cms.example.org/wp-content/uploads/a-300.jpg 300w, /wp-content/uploads/a-1024.jpg 1024w">' +
        '<a href="/wp-content/uploads/guide.pdf">Guide</a><a href="https://www.example.org/wp-content/uploads/old.pdf">Old</a>' +
        '<video controls src="http://www.cms.example.org/wp-content/uploads/clip.webm" poster="/wp-content/uploads/poster.jpg"></video>',
      context,
    ).html;
    const uploads = 'https://cms.example.org/wp-content/uploads';
    const mended = [
      `src="${uploads}/a.jpg"`, `srcset="${uploads}/a-300.jpg 300w, ${uploads}/a-1024.jpg 1024w"`, `href="${uploads}/guide.pdf"`,
      `href="${uploads}/old.pdf"`, `src="${uploads}/clip.webm"`, `poster="${uploads}/poster.jpg"`, '<video controls=""',
    ];
    expect(mended.filter((address) => !clean.includes(address))).toEqual([]);
  });

  it('finds WordPress’s files in the folder WordPress lives in', () => {
    const sub = { site: 'https://www.example.org', cms: 'https://example.net/wp' };
    expect(sanitizeContent('<img src="/wp-content/uploads/a.jpg"><img src="/wp/wp-content/uploads/b.jpg"><img src="/images/c.jpg">', { origins: sub }).html).toBe(
      '<img loading="lazy" alt="" src="https://example.net/wp/wp-content/uploads/a.jpg" /><img loading="lazy" alt="" src="https://example.net/wp/wp-content/uploads/b.jpg" /><img loading="lazy" alt="" src="/images/c.jpg" />',
    );
  });

  it('leaves addresses alone without WordPress (the embedded CMS)', () => {
    expect(sanitizeContent('<img src="/wp-content/x.jpg">', { origins: { site: 'https://www.example.org' } }).html).toContain('src="/wp-content/x.jpg"');
  });

  // Issue 49: "A link to the site itself opens in the same tab; only links that leave the site open a new one."
  it('opens links to the site in the same tab and links that leave it in a new one', () => {
    const clean = sanitizeContent(
      '<a href="/uk/news/x" target="_blank">a</a><a href="https://example.org/en/programs" target="_blank" rel="nofollow">b</a>' +
        '<a href="https://www.example.org/uk">c</a><a href="https://elsewhere.example/">d</a><a href="mailto:info@example.org" target="_blank">e</a>',
      context,
    ).html;
    expect(clean).toBe(
      '<a href="/uk/news/x">a</a><a href="https://example.org/en/programs">b</a><a href="https://www.example.org/uk">c</a>' +
        '<a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">d</a><a href="mailto:info@example.org">e</a>',
    );
  });

  it('keeps the file block’s link to its description, both prefixed', () => {
    const clean = sanitizeContent('<div class="wp-block-file"><a id="wp-block-file--media-1" href="/f.pdf">F</a><a href="/f.pdf" class="wp-block-file__button" download aria-describedby="wp-block-file--media-1">Download</a></div>', context).html;
    expect(clean).toContain('id="cms-wp-block-file--media-1"');
    expect(clean).toContain('aria-describedby="cms-wp-block-file--media-1"');
    expect(clean).toContain('<a href="/f.pdf" class="wp-block-file__button" download=""');
  });

  // axe: label-content-name-mismatch on WordPress's own footnotes markup.
  it('names a footnote’s link back in words a screen reader reads, its symbol hidden', () => {
    expect(sanitizeContent('<li id="n1">Note. <a href="#n1-link" aria-label="Jump to footnote reference 1">↩︎</a></li>', context).html).toBe(
      '<li id="cms-n1">Note. <a href="#cms-n1-link"><span aria-hidden="true">↩︎</span><span class="visually-hidden">Jump to footnote reference 1</span></a></li>',
    );
  });

  it('lets the keyboard reach a block table that scrolls inside its figure', () => {
    expect(sanitizeContent('<figure class="wp-block-table"><table><tr><td>1</td></tr></table></figure>', context).html).toContain('<figure class="wp-block-table" tabindex="0">');
  });

  it('keeps details and their summary, and media from nowhere but http(s)', () => {
    expect(sanitizeContent('<details open><summary>Q</summary><p>A</p></details>', context).html).toBe('<details open=""><summary>Q</summary><p>A</p></details>');
    expect(sanitizeContent('<video src="javascript:alert(1)" onplay="x()"></video>', context).html).toBe('<video></video>');
  });
});

describe('video facades', () => {
  // Issue 49: "Nothing is requested from the video host before the reader asks: a facade of our own
  // with the video's title, then the player (youtube-nocookie) on a click or Enter."
  it('turns a YouTube player into a facade: its title, a link to the video, the privacy-enhanced player to load', () => {
    const { html, videos, blocks } = sanitizeContent(
      '<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Тиждень &amp; «стипендії»" width="640" height="360" allowfullscreen></iframe></div></figure>',
      context,
    );
    expect(videos).toBe(true);
    expect(blocks).toEqual(new Set(['video']));
    expect(html).not.toContain('<iframe');
    expect(html).toContain('data-video-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('<a class="cms-video__start" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<span class="cms-video__action">Play the video</span> <span class="cms-video__title">Тиждень &amp; «стипендії»</span> <span class="cms-video__provider">on YouTube</span>');
  });

  it('names a video without a title so, and keeps an unlisted Vimeo video’s key', () => {
    const { html } = sanitizeContent('<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;dnt=1"></iframe>', context);
    expect(html).toContain('data-video-player="https://player.vimeo.com/video/76979871?h=8272103f6e&amp;dnt=1&amp;autoplay=1"');
    expect(html).toContain('href="https://vimeo.com/76979871/8272103f6e"');
    expect(html).toContain('<span class="cms-video__title">A video</span> <span class="cms-video__provider">on Vimeo</span>');
  });

  it('keeps other players, and every player without the page’s words, as sandboxed frames', () => {
    expect(sanitizeContent('<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>', context).videos).toBe(false);
    const plain = sanitizeContent('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', { origins });
    expect(plain.html).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox=');
    expect(plain.videos).toBe(false);
  });
});
