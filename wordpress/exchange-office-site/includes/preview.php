<?php
defined('ABSPATH') || exit;

/**
 * WordPress's Preview button opens the site's draft preview, /api/preview?token=…&path=…, with a
 * token for that item and that user (EOS_Preview_Token), never a secret of the site.
 */
final class EOS_Preview
{
    private const AUTHOR_CATEGORIES = [274, 276];

    public static function boot(): void
    {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
        // The block editor's Preview button opens the item's own WordPress link with `preview=true`
        // for drafts (Gutenberg's getEditedPostPreviewLink), not the filtered preview link. Before
        // EOS_Front_End, which sends every other front-end address to the site.
        add_action('template_redirect', [self::class, 'redirect'], 0);
    }

    /** The site path of an item with its language (`/en/news/slug`); null for types without a page. */
    public static function site_path(WP_Post $post): ?string
    {
        $lang = EOS_Languages::post_lang($post->ID);
        // A draft has no slug until it is published: the news and page routes also take the id.
        $key = EOS_Slugs::of($post);
        $author = (bool) array_intersect(EOS_Output::categories($post->ID), self::AUTHOR_CATEGORIES);
        return match ($post->post_type) {
            'post' => $author ? "/$lang/authors/$key" : "/$lang/news/$key",
            'page' => $author ? "/$lang/authors/$key" : "/$lang/$key",
            'eos_program' => "/$lang/programs/$key",
            default => null,
        };
    }

    /** An address of the site: its origin and a path whose segments are percent-encoded. */
    public static function site_url(string $path): string
    {
        return EOS_Settings::get('site_url') . implode('/', array_map('rawurlencode', explode('/', $path)));
    }

    /**
     * The site's preview link of an item for a user; null without a site, without a page for the
     * item, or when the user may not edit it (EOS_Preview_Token::CAPABILITY).
     */
    public static function site_link(WP_Post $post, int $user_id): ?string
    {
        $path = self::site_path($post);
        if (EOS_Settings::get('site_url') === '' || $path === null || $user_id <= 0 || !user_can($user_id, EOS_Preview_Token::CAPABILITY, $post->ID)) {
            return null;
        }
        return EOS_Settings::get('site_url') . '/api/preview?' . http_build_query(['token' => EOS_Preview_Token::mint($post->ID, $user_id), 'path' => $path], '', '&', PHP_QUERY_RFC3986);
    }

    public static function link(string $link, WP_Post $post): string
    {
        return self::site_link($post, get_current_user_id()) ?? $link;
    }

    /**
     * WordPress's own preview of an item (`?p=…&preview=true`, shown only to those who may edit it)
     * goes on to the site's preview: the office has no other front end.
     */
    public static function redirect(): void
    {
        $post = is_preview() ? get_queried_object() : null;
        $target = $post instanceof WP_Post ? self::site_link($post, get_current_user_id()) : null;
        if ($target !== null && wp_redirect($target, 302, 'Exchange Office Site')) {
            exit;
        }
    }
}
