<?php
defined('ABSPATH') || exit;

/**
 * `old-addresses` (docs/cms-contract/old-addresses.md): every address WordPress answered before the
 * office pointed its domain at the site, with the site's address of the same item, a page at a
 * time. The site keeps the whole map and applies it in its proxy, one permanent redirect per old
 * address, without asking WordPress per address. A page walks the public posts, pages, programmes
 * and attachments by id, then the categories by id, then the feeds: `X-WP-Total` counts those
 * sources, and a page holds the entries of the sources on it that the site shows (so it may hold
 * fewer than `per_page`). Each entry costs a few queries whatever the archive: the page's items are
 * read in one query with their meta and terms.
 */
final class EOS_Old_Address_Map
{
    /** The types whose items have a page on the site (EOS_Site_Targets) or a file (attachments). */
    public const ITEM_TYPES = ['post', 'page', 'eos_program', 'attachment'];

    public static function answer(WP_REST_Request $request): WP_REST_Response
    {
        [$page, $per_page] = EOS_List_Page::asked($request);
        $items = self::count_items();
        $categories = self::count_categories();
        $offset = ($page - 1) * $per_page;
        $end = $offset + $per_page;
        $entries = [];
        if ($offset < $items) {
            foreach (self::items($offset, min($end, $items) - $offset) as $post) {
                $entries[] = self::post_entry($post);
            }
        }
        $first_category = max($offset, $items) - $items;
        $last_category = min($end, $items + $categories) - $items;
        if ($last_category > $first_category) {
            foreach (self::categories($first_category, $last_category - $first_category) as $term) {
                $entries[] = self::category_entry($term);
            }
        }
        if ($offset <= $items + $categories && $end > $items + $categories) {
            $entries[] = ['from' => EOS_WP_Addresses::feeds(), 'old' => [], 'to' => EOS_Site_Targets::feed()];
        }
        return EOS_List_Page::response(['addresses' => array_values(array_filter($entries))], $items + $categories + 1, $per_page);
    }

    /** @return array{from: list<string>, old: list<string>, to: string}|null */
    public static function post_entry(WP_Post $post): ?array
    {
        $to = EOS_Site_Targets::of_post($post);
        if ($to === null) {
            return null;
        }
        $addresses = EOS_WP_Addresses::of_post($post);
        if ($post->post_type !== 'page') {
            $addresses['from'] = array_values(array_filter($addresses['from'], static fn (string $a) => !self::is_page_address($a)));
        }
        return $addresses + ['to' => $to];
    }

    /**
     * Whether a public page answers this address: with `/%postname%/` (WordPress's verbose page
     * rules) a page is matched before a post of the same slug, so the address is the page's.
     */
    private static function is_page_address(string $address): bool
    {
        global $wp_rewrite;
        if (!$wp_rewrite->use_verbose_page_rules || str_contains($address, '?')) {
            return false;
        }
        $page = get_page_by_path(trim($address, '/'));
        return $page instanceof WP_Post && $page->post_type === 'page' && EOS_Visibility::is_public($page);
    }

    /** @return array{from: list<string>, old: list<string>, to: string}|null */
    private static function category_entry(WP_Term $term): ?array
    {
        $to = EOS_Site_Targets::of_category($term);
        return $to === null ? null : ['from' => EOS_WP_Addresses::of_category($term), 'old' => [], 'to' => $to];
    }

    /** What the site may see of the posts table: published items without a password, and attachments. */
    private static function items_where(): string
    {
        global $wpdb;
        $types = implode(',', array_map(static fn (string $t) => $wpdb->prepare('%s', $t), self::ITEM_TYPES));
        return "post_type IN ($types) AND ((post_type <> 'attachment' AND post_status = 'publish' AND post_password = '') OR (post_type = 'attachment' AND post_status = 'inherit'))";
    }

    private static function count_items(): int
    {
        global $wpdb;
        return (int) $wpdb->get_var("SELECT COUNT(*) FROM {$wpdb->posts} WHERE " . self::items_where());
    }

    /** @return list<WP_Post> the items of one page, their meta, terms and parents read together */
    private static function items(int $offset, int $count): array
    {
        global $wpdb;
        $ids = array_map('intval', $wpdb->get_col($wpdb->prepare("SELECT ID FROM {$wpdb->posts} WHERE " . self::items_where() . ' ORDER BY ID ASC LIMIT %d OFFSET %d', $count, $offset)));
        if (!$ids) {
            return [];
        }
        _prime_post_caches($ids, true, true);
        $posts = array_values(array_filter(array_map('get_post', $ids)));
        $parents = array_values(array_unique(array_filter(array_map(static fn (WP_Post $p) => (int) $p->post_parent, $posts))));
        if ($parents) {
            _prime_post_caches($parents, true, true);
        }
        return $posts;
    }

    private static function count_categories(): int
    {
        $count = wp_count_terms(['taxonomy' => 'category', 'hide_empty' => false]);
        return is_numeric($count) ? (int) $count : 0;
    }

    /** @return list<WP_Term> */
    private static function categories(int $offset, int $count): array
    {
        $terms = get_terms(['taxonomy' => 'category', 'hide_empty' => false, 'orderby' => 'term_id', 'order' => 'ASC', 'number' => $count, 'offset' => $offset]);
        return is_array($terms) ? array_values($terms) : [];
    }
}
