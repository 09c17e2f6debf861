<?php
defined('ABSPATH') || exit;

/**
 * The steps of WordPress's `the_content` that make stored content into HTML, in core's order
 * (wp-includes/default-filters.php), called one by one so that the theme's and other plugins'
 * additions to `the_content` (share buttons, related posts…) stay out of the site's HTML:
 * - 8  `[embed]` and URLs alone on a line become players (WP_Embed);
 * - 9  blocks are rendered;
 * - 10 paragraphs of the classic editor (`wpautop`; block content has its own), shortcodes
 *      standing alone unwrapped from them; one line of plain text stays plain text, as the
 *      contract allows (a testimonial, a short answer);
 * - 11 shortcodes;
 * - 12 images get width, height, srcset and sizes (`wp_filter_content_tags`).
 * `wptexturize` and smilies are left out: the site shows the quotes and dashes as typed.
 */
final class EOS_Content_Pipeline
{
    /** $for_text: only the text matters (search, excerpts): no oEmbed lookup, no image attributes. */
    public static function run(string $html, bool $for_text = false): string
    {
        global $wp_embed;
        $html = EOS_Leftover_Shortcodes::strip($html);
        if (!$for_text && $wp_embed instanceof WP_Embed) {
            $html = $wp_embed->run_shortcode($html);
            $html = $wp_embed->autoembed($html);
        }
        if (has_blocks($html)) {
            $html = do_blocks($html);
        } elseif (str_contains($html, '<') || preg_match('/\n\s*\n/', $html)) {
            $html = wpautop($html);
        }
        $html = shortcode_unautop($html);
        $html = do_shortcode($html);
        return $for_text ? $html : wp_filter_content_tags($html, 'the_content');
    }
}
