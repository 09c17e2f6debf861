<?php
defined('ABSPATH') || exit;

/** WordPress's Preview button opens the site's draft preview: /api/preview?secret=…&path=… */
final class EOS_Preview
{
    private const AUTHOR_CATEGORIES = [274, 276];

    public static function boot(): void
    {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
        // The block editor's Preview button opens the item's own WordPress link with `preview=true`
        // for drafts (Gutenberg's getEditedPostPreviewLink), not the filtered preview link.
        add_action('template_redirect', [self::class, 'redirect']);
    }

    /** The site path of an item with its language (`/en/news/slug`); null for types without a page. */
    public static function site_path(WP_Post $post): ?string
    {
        $lang = EOS_Languages::post_lang($post->ID);
        // A draft has no slug until it is published: the news and page routes also take the id.
        $key = $post->post_name !== '' ? urldecode($post->post_name) : (string) $post->ID;
        $author = (bool) array_intersect(EOS_Output::categories($post->ID), self::AUTHOR_CATEGORIES);
        return match ($post->post_type) {
            'post' => $author ? "/$lang/authors/$key" : "/$lang/news/$key",
            'page' => $author ? "/$lang/authors/$key" : "/$lang/$key",
            'eos_program' => "/$lang/programs/$key",
            default => null,
        };
    }

    /** The site's preview link of an item; null without a site, a secret or a page for the item. */
    public static function site_link(WP_Post $post): ?string
    {
        $site = EOS_Settings::get('site_url');
        $secret = EOS_Settings::get('preview_secret');
        $path = self::site_path($post);
        if ($site === '' || $secret === '' || $path === null) {
            return null;
        }
        return $site . '/api/preview?' . http_build_query(['secret' => $secret, 'path' => $path], '', '&', PHP_QUERY_RFC3986);
    }

    public static function link(string $link, WP_Post $post): string
    {
        return self::site_link($post) ?? $link;
    }

    /**
     * WordPress's own preview of an item (`?p=…&preview=true`, shown only to those who may edit it)
     * goes on to the site's preview: the office has no other front end.
     */
    public static function redirect(): void
    {
        $post = is_preview() ? get_queried_object() : null;
        $target = $post instanceof WP_Post ? self::site_link($post) : null;
        if ($target !== null && wp_redirect($target, 302, 'Exchange Office Site')) {
            exit;
        }
    }
}
