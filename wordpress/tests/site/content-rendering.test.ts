/**
 * Issue 49: an office's posts as the office wrote them. Posts written as the block editor and the
 * classic editor store them (test/fixtures/office-posts, through wp/v2/posts as an editor), read
 * through the contract as the site reads them: the plugin renders them as WordPress's `the_content`
 * does (embeds, blocks, paragraphs, shortcodes, image sizes) with the post in context, and sends
 * the block layout WordPress keeps outside the HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeOfficePosts, seedOfficePosts, type OfficeSeed, type OfficePostKey } from '@/test/support/office-posts';
import { createItem, deleteCreated, editorAuth, env, NAMESPACE, wp, wpPhp, WP_URL } from './wordpress';

const client = { url: WP_URL, authorization: editorAuth };
/** The footnotes and details blocks came with WordPress 6.3. */
const HAS_FOOTNOTES = Number((env.WP_VERSION ?? '6.1').split('.').slice(0, 2).join('.')) >= 6.3;
let seed: OfficeSeed;
const content: Partial<Record<OfficePostKey, string>> = {};

beforeAll(async () => {
  seed = await seedOfficePosts(client);
  for (const post of seed.posts) {
    const answer = await wp(`${NAMESPACE}/news/${encodeURIComponent(post.slug)}`, { lang: post.lang });
    expect(answer.status).toBe(200);
    content[post.key] = (answer.body as { content: string }).content;
  }
}, 120_000);

afterAll(async () => {
  await removeOfficePosts(client, seed);
  await deleteCreated();
});

const of = (key: OfficePostKey) => content[key] ?? '';
/** An element of this tag with these classes, in any order (6.1 writes layout classes first). */
const classed = (tag: string, ...names: string[]) => new RegExp(`<${tag} class="${names.map((name) => `(?=[^"]*\\b${name}(?:\\s|"))`).join('')}[^"]*"`);
/** An aligned image block, as 6.3 and later write it, or inside the wrapper 6.1 and older content have. */
const alignedImage = (align: string, size: string) => new RegExp(`(<figure class="wp-block-image ${align} ${size}">|<div class="wp-block-image">\\s*<figure class="${align} ${size}">)`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A player's iframe with this address and title (WordPress adds `loading` before them). */
const player = (src: string, title: string) => new RegExp(`<iframe [^>]*src="${escape(src)}" title="${escape(title)}"`);

describe('block-editor posts', () => {
  it.each(['block-uk', 'block-en'] as const)('renders every block as WordPress does (%s)', (key) => {
    const html = of(key);
    expect(html).not.toContain('<!-- wp:');
    expect(html).toContain('<p class="has-text-align-center">');
    expect(html).toMatch(/<h2 class="wp-block-heading" id="(pidsumky|results)">/);
    expect(html).toMatch(alignedImage('alignleft', 'size-medium'));
    expect(html).toMatch(alignedImage('alignright', 'size-medium'));
    expect(html).toMatch(alignedImage('aligncenter', 'size-large'));
    for (const align of ['alignwide', 'alignfull']) expect(html).toContain(`wp-block-image ${align}`);
    expect(html).toMatch(classed('figure', 'wp-block-gallery', 'has-nested-images', 'columns-3', 'is-cropped', 'is-layout-flex'));
    expect(html).toMatch(classed('div', 'wp-block-columns', 'is-layout-flex'));
    expect(html).toMatch(new RegExp(`${classed('div', 'wp-block-column').source} style="flex-basis:66.66%">`));
    expect(html).toMatch(classed('div', 'wp-block-buttons'));
    expect(html).toContain('is-style-outline');
    expect(html).toMatch(/<div class="wp-block-file"><a id="wp-block-file--media-[^"]+" href="[^"]+\.pdf">/);
    expect(html).toContain('<figure class="wp-block-table is-style-stripes"><table><thead>');
    expect(html).toMatch(/<blockquote class="wp-block-quote[^"]*">/);
    expect(html).toContain('<figure class="wp-block-pullquote">');
    expect(html).toContain('wp-block-separator');
    expect(html).toContain('<div style="height:48px" aria-hidden="true" class="wp-block-spacer"></div>');
    expect(html).toMatch(/<div class="wp-block-cover is-dark">/);
    expect(html).toContain('<div class="wp-block-media-text is-stacked-on-mobile">');
    expect(html).toMatch(/<details class="wp-block-details[^"]*"><summary>/);
    expect(html).toMatch(/<video controls src="[^"]+\.webm"><\/video>/);
    expect(html).toMatch(/<audio controls src="[^"]+\.wav"><\/audio>/);
  });

  // `wp_filter_content_tags`: no layout shift, never wider than the screen (the site scales them).
  it('gives images of the media library their width, height and srcset', () => {
    const image = /<figure class="(?:wp-block-image )?alignleft size-medium"><img ([^>]+)>/.exec(of('block-uk'))?.[1] ?? '';
    expect(image).toContain('width="300"');
    expect(image).toContain('height="200"');
    expect(image).toMatch(/srcset="[^"]+ 300w, [^"]+"/);
    expect(image).toMatch(/sizes="[^"]+"/);
  });

  // Issue 49: "WordPress writes the layout of columns, galleries and other blocks with layout
  // support per post, into its core-block-supports inline style, never into the post's HTML."
  it('sends the layout WordPress wrote for its blocks, at the end of the HTML', () => {
    const html = of('block-en');
    const style = /<style data-eos-layout>([\s\S]*?)<\/style>$/.exec(html.trim())?.[1] ?? '';
    const container = /<div class="(?=[^"]*\bwp-block-columns\b)[^"]*\b(wp-container-[\w-]+)/.exec(html)?.[1] ?? '';
    expect(container).not.toBe('');
    // 6.8: `.wp-container-core-columns-is-layout-…{…}`; 6.1: `.wp-block-columns.wp-container-5,…{…}`.
    expect(style).toMatch(new RegExp(`\\.${container}[,{][^}]*flex-wrap:nowrap;`));
    expect(style).toMatch(/flex-direction:column/);
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it('gives each rendering only its own layout, also when two are rendered in one request', () => {
    const twice = wpPhp(`
      $c = '<!-- wp:group {"layout":{"type":"flex","orientation":"vertical"}} --><div class="wp-block-group"><!-- wp:paragraph --><p>a</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
      $r = '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"></div><!-- /wp:column --></div><!-- /wp:columns -->';
      echo json_encode([EOS_Html::render($c), EOS_Html::render($r), EOS_Html::render($c)]);`);
    const [stack, columns, again] = JSON.parse(twice) as string[];
    expect(stack).toMatch(/<style data-eos-layout>[^<]*flex-direction:column/);
    expect(columns).not.toContain('flex-direction:column');
    expect(again).toMatch(/<style data-eos-layout>[^<]*flex-direction:column/);
  });

  // 6.1 knows no footnotes block: there the reference stays a link to nothing, and nothing breaks.
  it('renders the footnotes block with the post’s notes (WordPress 6.3 and later)', () => {
    const html = of('block-uk');
    const notes = /<ol class="wp-block-footnotes"><li id="0f3d4e2a-9a3b-4c55-8d2f-1c2b3a4d5e6f">Стипендію перераховують до 5 числа кожного місяця\./;
    expect(notes.test(html)).toBe(HAS_FOOTNOTES);
    expect(html.includes('wp-block-footnotes')).toBe(HAS_FOOTNOTES);
    expect(html).toContain('<sup data-fn="0f3d4e2a-9a3b-4c55-8d2f-1c2b3a4d5e6f" class="fn">');
  });
});

describe('classic-editor posts', () => {
  // Issue 49: "Paragraphs from blank lines, as WordPress's wpautop makes them, including content
  // that also holds some tags."
  it.each(['classic-en', 'classic-uk'] as const)('makes paragraphs of blank lines around headings and lists (%s)', (key) => {
    const html = of(key);
    expect(html).toMatch(/^<p>[^<]+<br \/>\n[^<]+<\/p>/);
    expect(html).toMatch(/<\/p>\n<h2>[^<]+<\/h2>\n<ul>/);
    expect(html).toMatch(/<p style="text-align: center;">/);
  });

  it('writes [caption] as a floated figure with its caption', () => {
    expect(of('classic-en')).toMatch(/<figure id="attachment_\d+" aria-describedby="caption-attachment-\d+" style="width: 300px" class="wp-caption alignright"><img [^>]*width="300" height="200"[^>]*><figcaption id="caption-attachment-\d+" class="wp-caption-text">The session in Kyiv<\/figcaption><\/figure>/);
  });

  it('turns a YouTube address alone on a line and [embed] into privacy-enhanced players with their titles', () => {
    const html = of('classic-en');
    expect(html).toMatch(player('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'YouTube video M7lc1UVf-VE'));
    expect(html).toMatch(player('https://player.vimeo.com/video/76979871?dnt=1', 'Vimeo video 76979871'));
    expect(html).not.toContain('https://www.youtube.com/watch');
  });

  it('shows [gallery] as figures of WordPress’s 768-pixel size, [audio] and [video] with their media', () => {
    const html = of('classic-uk');
    expect(html).toMatch(/<div id='gallery-\d+' class='gallery galleryid-\d+ gallery-columns-3 gallery-size-medium_large'>/);
    expect(html.match(/<figure class='gallery-item'>/g)).toHaveLength(3);
    expect(html).toMatch(/<audio class="wp-audio-shortcode"[^>]*><source type="audio\/wav" src="[^"]+\.wav/);
    expect(html).toMatch(/<video class="wp-video-shortcode"[^>]*><source type="video\/webm" src="[^"]+\.webm/);
  });

  // Issue 49: "A shortcode of a plugin the office no longer has ([vc_row], say) shows its inner
  // text, never the brackets."
  it('shows the inner text of shortcodes nobody registered, never their brackets, and keeps "[sic]"', () => {
    const html = of('classic-en');
    expect(html).toContain('<p>This text was written with a page builder the office no longer uses.</p>');
    expect(html).not.toMatch(/\[\/?vc_/);
    expect(html).toContain('the rules of the competition [sic] are');
    // WordPress's own way to write a shortcode as text stays WordPress's.
    expect(wpPhp("echo EOS_Html::render('[[gallery]] as text');")).toBe('[gallery] as text');
  });

  it('keeps <details> and its summary', () => {
    expect(of('classic-uk')).toMatch(/<details>\n<summary>Чи можна подаватися з-за кордону\?<\/summary>/);
  });
});

// Issue 49: "[gallery] without ids shows the post's own images only. Today, with no post in
// context, it lists every unattached image in the library, without limit."
describe('[gallery] without ids', () => {
  it('shows the post’s own images only', async () => {
    const post = await createItem('posts', { title: `Галерея ${Date.now()}`, content: '[gallery]', status: 'publish', categories: [3], lang: 'uk' });
    const own = seed.photos[0]!;
    await wp(`wp/v2/media/${own.id}`, {}, { method: 'POST', body: { post: post.id }, auth: true });
    const answer = await wp(`${NAMESPACE}/news/${encodeURIComponent(decodeURIComponent(post.slug))}`, { lang: 'uk' });
    const html = (answer.body as { content: string }).content;
    expect(html.match(/<figure class='gallery-item'>/g)).toHaveLength(1);
    expect(html).toContain(own.url.replace(/\.jpg$/, ''));
  });

  it('shows nothing where no post is in context (the library holds unattached images)', () => {
    expect(Number(wpPhp("echo count(get_posts(['post_type' => 'attachment', 'post_parent' => 0, 'posts_per_page' => 5, 'fields' => 'ids']));"))).toBeGreaterThan(0);
    expect(wpPhp("echo EOS_Html::render('[gallery]');")).not.toContain('gallery-item');
  });
});

// Issue 49: "A failed oEmbed lookup must not be cached for good: WordPress caches failures as {{unknown}}."
describe('a video whose provider did not answer', () => {
  it('is still a player, and WP-Cron asks the provider again until it answers', async () => {
    wpPhp("update_option('eos_test_embeds_down', '1');");
    try {
      const post = await createItem('posts', { title: `Video ${Date.now()}`, content: 'https://youtu.be/ScMzIvxBSi4', status: 'publish', categories: [70], lang: 'en' });
      const read = async () => ((await wp(`${NAMESPACE}/news/${post.slug}`, { lang: 'en' })).body as { content: string }).content;
      expect(await read()).toMatch(player('https://www.youtube-nocookie.com/embed/ScMzIvxBSi4', ''));
      expect(wpPhp(`echo json_encode(EOS_Embed_Retry::failures(${post.id}));`)).toMatch(/_oembed_[0-9a-f]{32}/);
      expect(Number(wpPhp(`echo (int) wp_next_scheduled('${'eos_retry_embeds'}', [${post.id}]);`))).toBeGreaterThan(Date.now() / 1000);
      // The provider answers again; the next try (WP-Cron's event, run now) finds the title.
      wpPhp("update_option('eos_test_embeds_down', '0');");
      wpPhp(`do_action('eos_retry_embeds', ${post.id});`);
      expect(await read()).toMatch(player('https://www.youtube-nocookie.com/embed/ScMzIvxBSi4', 'YouTube video ScMzIvxBSi4'));
      expect(wpPhp(`echo json_encode(EOS_Embed_Retry::failures(${post.id}));`)).toBe('[]');
    } finally {
      wpPhp("delete_option('eos_test_embeds_down');");
    }
  });
});
