<?php
defined('ABSPATH') || exit;

/**
 * The item whose content is rendered, in context as on its own page: `[gallery]` without ids
 * shows that item's attached images, embeds are cached on it. Without an item, `[gallery]`
 * without ids shows nothing (WordPress would list every unattached image of the library).
 * Captions and galleries are written as figures (the theme support `html5`), whatever the theme,
 * and a gallery whose editor chose no size shows WordPress's 768-pixel size with its srcset, not
 * 150-pixel thumbnails stretched over the site's column.
 */
final class EOS_Content_Context
{
    /** @param callable(): string $render */
    public static function with(?WP_Post $item, callable $render): string
    {
        global $wp_embed;
        $previous = $GLOBALS['post'] ?? null;
        $previous_embed = $wp_embed instanceof WP_Embed ? $wp_embed->post_ID : null;
        $GLOBALS['post'] = $item;
        if ($item) {
            setup_postdata($item);
        }
        if ($wp_embed instanceof WP_Embed) {
            $wp_embed->post_ID = $item?->ID;
        }
        global $_wp_theme_features;
        $html5 = $_wp_theme_features['html5'] ?? null;
        add_theme_support('html5', ['caption', 'gallery']);
        add_filter('post_gallery', [self::class, 'gallery_without_item'], 10, 2);
        add_filter('shortcode_atts_gallery', [self::class, 'gallery_size'], 10, 3);
        EOS_Video_Embeds::boot_for_render();
        try {
            return $render();
        } finally {
            EOS_Video_Embeds::end_render();
            remove_filter('shortcode_atts_gallery', [self::class, 'gallery_size'], 10);
            remove_filter('post_gallery', [self::class, 'gallery_without_item'], 10);
            if ($html5 === null) {
                unset($_wp_theme_features['html5']);
            } else {
                $_wp_theme_features['html5'] = $html5;
            }
            if ($wp_embed instanceof WP_Embed) {
                $wp_embed->post_ID = $previous_embed;
            }
            $GLOBALS['post'] = $previous;
            if ($previous instanceof WP_Post) {
                setup_postdata($previous);
            }
        }
    }

    /** `shortcode_atts_gallery`: the size of a gallery whose editor chose none. */
    public static function gallery_size(mixed $out, mixed $pairs, mixed $atts): mixed
    {
        if (is_array($out) && (!is_array($atts) || !isset($atts['size']))) {
            $out['size'] = 'medium_large';
        }
        return $out;
    }

    /** `post_gallery`: a gallery of "the item's images" with no item in context is empty. */
    public static function gallery_without_item(mixed $output, mixed $attr): mixed
    {
        $attr = is_array($attr) ? $attr : [];
        $chosen = !empty($attr['ids']) || !empty($attr['include']) || !empty($attr['id']);
        return $chosen || get_post() instanceof WP_Post ? $output : '<!-- eos: gallery without an item -->';
    }
}
