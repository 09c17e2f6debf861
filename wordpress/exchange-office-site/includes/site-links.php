<?php
defined('ABSPATH') || exit;

/**
 * An item's address, wherever WordPress shows or gives it (View in the lists and the admin bar,
 * the permalink under the title in both editors, `link` in the REST API), is its page on the site,
 * `{Site URL}/{lang}/…` with a Cyrillic slug as text: the site is the only public face. A draft
 * keeps WordPress's own address (`?p=…`), which the Preview button needs: WordPress sends it on
 * to the site's preview (EOS_Preview). The slug editor's template (`%postname%`, `%pagename%`) is
 * the site's address too.
 */
final class EOS_Site_Links
{
    public static function boot(): void
    {
        add_filter('post_link', [self::class, 'post_link'], 20, 3);
        add_filter('post_type_link', [self::class, 'post_link'], 20, 3);
        add_filter('page_link', [self::class, 'page_link'], 20, 3);
    }

    public static function post_link(string $link, mixed $post, mixed $leavename = false): string
    {
        return $post instanceof WP_Post ? (self::site_address($post, (bool) $leavename ? '%postname%' : null) ?? $link) : $link;
    }

    public static function page_link(string $link, mixed $post_id, mixed $sample = false): string
    {
        $post = get_post((int) $post_id);
        $placeholder = str_contains($link, '%pagename%') ? '%pagename%' : null;
        return $post instanceof WP_Post ? (self::site_address($post, $placeholder, (bool) $sample) ?? $link) : $link;
    }

    /**
     * The site's address of an item that has one: public, or the sample WordPress builds for the
     * slug editor (get_sample_permalink marks it `filter = sample`). $placeholder stands for the slug.
     */
    public static function site_address(WP_Post $post, ?string $placeholder = null, bool $sample = false): ?string
    {
        // A template for the slug editor (get_sample_permalink) is asked for drafts too.
        $sample = $sample || $placeholder !== null || ($post->filter ?? '') === 'sample';
        if (EOS_Settings::get('site_url') === '' || (!$sample && !EOS_Visibility::is_public($post))) {
            return null;
        }
        $path = EOS_Preview::site_path($post);
        if ($path === null) {
            return null;
        }
        if ($placeholder === null) {
            return EOS_Preview::site_url($path);
        }
        // The editor replaces the placeholder with the slug it shows: everything before the slug, encoded once.
        $prefix = substr($path, 0, (int) strrpos($path, '/') + 1);
        // WordPress turns a custom type's own placeholder (%eos_program%) into %pagename% itself.
        return EOS_Preview::site_url($prefix) . ($post->post_type === 'post' ? '%postname%' : '%pagename%');
    }
}
