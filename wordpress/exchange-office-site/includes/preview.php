<?php
defined('ABSPATH') || exit;

/** WordPress's Preview button opens the site's draft preview: /api/preview?secret=…&path=… */
final class EOS_Preview
{
    private const AUTHOR_CATEGORIES = [274, 276];

    public static function boot(): void
    {
        add_filter('preview_post_link', [self::class, 'link'], 10, 2);
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

    public static function link(string $link, WP_Post $post): string
    {
        $site = EOS_Settings::get('site_url');
        $secret = EOS_Settings::get('preview_secret');
        $path = self::site_path($post);
        if ($site === '' || $secret === '' || $path === null) {
            return $link;
        }
        return $site . '/api/preview?' . http_build_query(['secret' => $secret, 'path' => $path], '', '&', PHP_QUERY_RFC3986);
    }
}
