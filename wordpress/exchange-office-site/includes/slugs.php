<?php
defined('ABSPATH') || exit;

/**
 * Slugs as WordPress stores them and as the site uses them. WordPress keeps a slug made from a
 * Cyrillic title percent-encoded in lower case (`%d0%b0…`); the site's addresses and the
 * contract's answers carry it decoded (`а…`). A look-up accepts either, in any letter case of the
 * encoding. With the setting on, a new slug is romanised instead (EOS_Transliteration).
 */
final class EOS_Slugs
{
    public static function boot(): void
    {
        add_filter('wp_insert_post_data', [self::class, 'romanise_new_slug'], 20, 4);
    }

    /**
     * The stored form of a slug the site asked for: decoded (once more when it came encoded), then
     * sanitised as WordPress sanitises a title for saving, without any romanisation.
     */
    public static function stored_form(string $key): string
    {
        $decoded = rawurldecode(trim($key));
        return sanitize_title_with_dashes(remove_accents($decoded), '', 'save');
    }

    /** Whether an item's stored slug is the one asked for. */
    public static function matches(WP_Post $post, string $key): bool
    {
        return $post->post_name !== '' && $post->post_name === self::stored_form($key);
    }

    /** A stored slug as the site's addresses carry it: decoded, when that gives valid UTF-8. */
    public static function public_form(string $post_name): string
    {
        $decoded = rawurldecode($post_name);
        return mb_check_encoding($decoded, 'UTF-8') ? $decoded : $post_name;
    }

    /** The slug of an item in the contract's answers; a draft without one is named by its id. */
    public static function of(WP_Post $post): string
    {
        return $post->post_name !== '' ? self::public_form($post->post_name) : (string) $post->ID;
    }

    /**
     * A slug WordPress is about to give an item for the first time (from its title, or typed anew)
     * is romanised when the setting is on. A slug the item already has is never changed, however
     * the edit screen sends it back (decoded, through `editable_slug`).
     */
    public static function romanise_new_slug(array $data, array $postarr, array $unsanitized = [], bool $update = false): array
    {
        $slug = (string) ($data['post_name'] ?? '');
        $watched = array_merge(['post', 'page'], array_keys(EOS_Content_Model::TYPES));
        if ($slug === '' || !in_array($data['post_type'] ?? '', $watched, true) || EOS_Settings::get('transliterate_slugs') !== '1') {
            return $data;
        }
        $decoded = rawurldecode($slug);
        if (!preg_match('/\p{Cyrillic}/u', $decoded)) {
            return $data;
        }
        $id = (int) ($postarr['ID'] ?? 0);
        $before = $id > 0 ? get_post($id) : null;
        if ($before instanceof WP_Post && $before->post_name === $slug) {
            return $data;
        }
        $romanised = sanitize_title_with_dashes(EOS_Transliteration::romanise($decoded), '', 'save');
        if ($romanised === '') {
            return $data;
        }
        $data['post_name'] = wp_unique_post_slug($romanised, $id, (string) $data['post_status'], (string) $data['post_type'], (int) ($data['post_parent'] ?? 0));
        return $data;
    }
}
