<?php
defined('ABSPATH') || exit;

/**
 * The addresses a renamed item had. WordPress keeps a published post's old slugs in
 * `_wp_old_slug` (percent-encoded as its slugs are), several per item; it skips hierarchical
 * types such as pages (wp_check_for_changed_slugs), so the plugin keeps theirs the same way in
 * `_eos_old_slug`. `moved/{kind}/{slug}` answers the current slug of the public item of that
 * kind and language that had the slug asked for, which the site redirects to permanently.
 */
final class EOS_Old_Slugs
{
    public const WP_META = '_wp_old_slug';
    public const PAGE_META = '_eos_old_slug';
    /** The contract's kinds of `moved/{kind}/{slug}` and the post types they read. */
    public const KINDS = ['news' => 'post', 'program' => 'eos_program', 'page' => 'page'];

    public static function boot(): void
    {
        add_action('post_updated', [self::class, 'remember_page_slug'], 12, 3);
    }

    /** As WordPress does for posts: the old slug is kept, and dropped again when the page takes it back. */
    public static function remember_page_slug(int $post_id, WP_Post $after, WP_Post $before): void
    {
        if ($after->post_type !== 'page' || $after->post_status !== 'publish' || $after->post_name === $before->post_name) {
            return;
        }
        $kept = get_post_meta($post_id, self::PAGE_META);
        if ($before->post_name !== '' && !in_array($before->post_name, $kept, true)) {
            add_post_meta($post_id, self::PAGE_META, $before->post_name);
        }
        if (in_array($after->post_name, $kept, true)) {
            delete_post_meta($post_id, self::PAGE_META, $after->post_name);
        }
    }

    public static function answer(string $kind, string $lang, string $slug): array|WP_Error
    {
        $post = self::moved_item($kind, $lang, $slug);
        return $post ? ['slug' => EOS_Slugs::of($post)] : EOS_Reads::not_found('No item had this address');
    }

    /**
     * The public item of the kind and language that had this slug, the latest changed when
     * several had it; none when an item has it now (the address is that item's). A chain of
     * renames leaves every old slug on the item, so the oldest address reaches the current one.
     */
    public static function moved_item(string $kind, string $lang, string $key): ?WP_Post
    {
        $name = EOS_Slugs::stored_form($key);
        $args = self::public_items($kind, $lang);
        if ($name === '' || $args === null || get_posts($args + ['name' => $name])) {
            return null;
        }
        $args['meta_query'] = array_merge($args['meta_query'] ?? [], [[
            'relation' => 'OR',
            ['key' => self::WP_META, 'value' => $name],
            ['key' => self::PAGE_META, 'value' => $name],
        ]]);
        $found = get_posts($args + ['orderby' => ['modified' => 'DESC', 'ID' => 'DESC']]);
        return $found[0] ?? null;
    }

    /** WP_Query arguments for the items the single read of that kind can answer. */
    private static function public_items(string $kind, string $lang): ?array
    {
        $type = self::KINDS[$kind] ?? null;
        if ($type === null) {
            return null;
        }
        $args = array_merge(EOS_Visibility::query_args(), [
            'post_type' => $type,
            'posts_per_page' => 1,
            'no_found_rows' => true,
            'ignore_sticky_posts' => true,
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang));
        if ($kind === 'news') {
            $categories = EOS_Reads::news_category_ids($lang);
            if (!$categories) {
                return null;
            }
            $args['category__in'] = $categories;
        }
        return $args;
    }
}
