<?php
defined('ABSPATH') || exit;

/**
 * The addresses WordPress gives an item on its own host, as a path and query (`/2026/10/київ/`,
 * `/?p=12`), its slugs as text: what its front end answered before the office pointed its domain
 * at the site. The permalink is WordPress's own in the office's structure (what get_permalink()
 * makes of `permalink_structure`, with every other plugin's filters), not the site's address the
 * plugin shows in the admin (EOS_Site_Links, left out here). `?p=`, `?page_id=` and
 * `?attachment_id=` all open any item on WordPress, so an item's id is listed once, as `/?p=ID`.
 */
final class EOS_WP_Addresses
{
    /** Old addresses listed per item at most (each old slug with each old date: a bounded answer). */
    public const MAX_OLD = 20;
    /** The query variables WordPress opens an item by its id with. */
    public const ID_VARS = ['p', 'page_id', 'attachment_id'];
    /** EOS_Site_Links's filters, which make WordPress's links the site's. */
    private const SITE_LINK_FILTERS = [['post_link', 'post_link'], ['post_type_link', 'post_link'], ['page_link', 'page_link']];

    /** @return array{from: list<string>, old: list<string>} an item's addresses now, and those of its old slugs and dates */
    public static function of_post(WP_Post $post): array
    {
        return self::unfiltered(static function () use ($post): array {
            $from = array_values(array_unique(array_filter(['/?p=' . $post->ID, self::relative(get_permalink($post))])));
            $old = [];
            foreach (self::earlier_forms($post) as $earlier) {
                $address = self::relative(get_permalink($earlier));
                if ($address !== null && !in_array($address, $from, true) && !in_array($address, $old, true)) {
                    $old[] = $address;
                }
                if (count($old) >= self::MAX_OLD) {
                    break;
                }
            }
            return ['from' => $from, 'old' => $old];
        });
    }

    /** @return list<string> a category's addresses: `/?cat=ID` and its archive */
    public static function of_category(WP_Term $term): array
    {
        $link = get_term_link($term);
        return array_values(array_unique(array_filter(['/?cat=' . $term->term_id, is_string($link) ? self::relative($link) : null])));
    }

    /** @return list<string> the addresses of WordPress's feeds of posts and comments */
    public static function feeds(): array
    {
        return array_values(array_unique(array_filter([self::relative(get_feed_link()), self::relative(get_feed_link('comments_rss2'))])));
    }

    /**
     * The item as it was under each old slug (`_wp_old_slug`; the plugin's `_eos_old_slug` for
     * pages) and each old date (`_wp_old_date`, which a dated structure puts in the address).
     * @return list<WP_Post>
     */
    private static function earlier_forms(WP_Post $post): array
    {
        $slugs = array_merge(get_post_meta($post->ID, EOS_Old_Slugs::WP_META), get_post_meta($post->ID, EOS_Old_Slugs::PAGE_META));
        $slugs = array_values(array_unique(array_filter(array_map('strval', $slugs))));
        $dates = [substr($post->post_date, 0, 10)];
        if (preg_match('/%(year|monthnum|day)%/', (string) get_option('permalink_structure'))) {
            $dates = array_values(array_unique(array_merge($dates, array_map('strval', get_post_meta($post->ID, '_wp_old_date')))));
        }
        $forms = [];
        foreach (array_merge([$post->post_name], $slugs) as $slug) {
            foreach ($dates as $date) {
                if ($slug === $post->post_name && $date === $dates[0]) {
                    continue;
                }
                $earlier = clone $post;
                $earlier->post_name = $slug;
                $earlier->post_date = $date . substr($post->post_date, 10);
                $forms[] = $earlier;
            }
        }
        return $forms;
    }

    /**
     * An address of WordPress's host as a path and query with the path as text; null for none, for
     * the home (`/` is the site's own) and for an id address (listed as `/?p=ID`).
     */
    public static function relative(mixed $url): ?string
    {
        if (!is_string($url) || $url === '') {
            return null;
        }
        $parts = wp_parse_url($url);
        if (!is_array($parts)) {
            return null;
        }
        $path = self::text((string) ($parts['path'] ?? '/'));
        $query = (string) ($parts['query'] ?? '');
        if ($query !== '') {
            parse_str($query, $vars);
            if (array_intersect_key($vars, array_flip(self::ID_VARS))) {
                return null;
            }
        }
        $address = ($path === '' ? '/' : $path) . ($query === '' ? '' : "?$query");
        return $address === '/' ? null : $address;
    }

    /** A path decoded once, when that gives valid UTF-8 (WordPress keeps Cyrillic slugs percent-encoded). */
    private static function text(string $path): string
    {
        $decoded = rawurldecode($path);
        return mb_check_encoding($decoded, 'UTF-8') ? $decoded : $path;
    }

    /** Runs $make with WordPress's own links, then gives the site's back. */
    private static function unfiltered(callable $make): mixed
    {
        $removed = [];
        foreach (self::SITE_LINK_FILTERS as [$hook, $method]) {
            if (remove_filter($hook, [EOS_Site_Links::class, $method], 20)) {
                $removed[] = [$hook, $method];
            }
        }
        try {
            return $make();
        } finally {
            foreach ($removed as [$hook, $method]) {
                add_filter($hook, [EOS_Site_Links::class, $method], 20, 3);
            }
        }
    }
}
