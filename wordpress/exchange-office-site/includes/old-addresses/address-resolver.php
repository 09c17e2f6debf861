<?php
defined('ABSPATH') || exit;

/**
 * One address WordPress answered, to the site's address of the same item: the single look-up
 * beside the whole map (EOS_Old_Address_Map), for links inside content and WordPress's own front
 * end. The address is read as WordPress reads a request: its public query variables (`?p=`,
 * `?cat=`, `?feed=`…), else its path through the rewrite rules of the office's permalink
 * structure (as url_to_postid() does, verbose page rules included). An item is then found among
 * public items by id or by slug, else by an old slug (`_wp_old_slug`, `_eos_old_slug`); a
 * category by id or path. What it finds goes where EOS_Site_Targets says, as in the map.
 */
final class EOS_Address_Resolver
{
    /** @var array<string, string|null> this request's answers, while no post or term changes */
    private static array $known = [];

    /** The site's address for a path and query of WordPress's host (`/2026/10/slug/`, `/?p=12`), or null. */
    public static function target(string $address): ?string
    {
        $key = $address . '|' . wp_cache_get_last_changed('posts') . '|' . wp_cache_get_last_changed('terms');
        if (!array_key_exists($key, self::$known)) {
            if (count(self::$known) > 500) {
                self::$known = [];
            }
            $vars = self::query_vars($address);
            self::$known[$key] = $vars === null ? null : self::resolve($vars);
        }
        return self::$known[$key];
    }

    /** @return array<string, string>|null WordPress's query variables for an address; null when it names nothing */
    public static function query_vars(string $address): ?array
    {
        global $wp;
        $parts = wp_parse_url($address);
        if (!is_array($parts)) {
            return null;
        }
        $path = (string) ($parts['path'] ?? '/');
        if (EOS_Site_Targets::lang_of($path) !== null || preg_match('#\.(?!html?$)[a-z0-9]+$#i', $path)) {
            // Already an address of the site, or a file.
            return null;
        }
        parse_str((string) ($parts['query'] ?? ''), $query);
        $public = $wp instanceof WP ? $wp->public_query_vars : ['p', 'page_id', 'attachment_id', 'cat', 'feed', 's', 'name', 'pagename', 'category_name'];
        $vars = array_filter(array_intersect_key($query, array_flip($public)), 'is_string');
        if ($vars) {
            return $vars;
        }
        return self::path_vars($path);
    }

    /** @return array<string, string>|null the query variables of the first rewrite rule the path matches */
    private static function path_vars(string $path): ?array
    {
        global $wp_rewrite, $wp;
        $rules = $wp_rewrite->wp_rewrite_rules();
        if (!is_array($rules) || !$rules) {
            return null;
        }
        $home = (string) (wp_parse_url(home_url('/'), PHP_URL_PATH) ?? '/');
        $request = trailingslashit($path);
        if ($home !== '/' && str_starts_with($request, $home)) {
            $request = substr($request, strlen($home) - 1);
        }
        $request = trim(str_replace('/' . $wp_rewrite->index . '/', '/', $request), '/');
        if ($request === '') {
            return null;
        }
        $public = $wp instanceof WP ? $wp->public_query_vars : [];
        foreach ($rules as $match => $query) {
            if (!preg_match("#^$match#", $request, $matches)) {
                continue;
            }
            if ($wp_rewrite->use_verbose_page_rules && preg_match('/pagename=\$matches\[([0-9]+)\]/', $query, $page_match)) {
                // A page rule holds only where a public page, or an attachment, has that path (as in the map).
                $page = get_page_by_path($matches[$page_match[1]] ?? '', OBJECT, ['page', 'attachment']);
                if (!$page instanceof WP_Post || ($page->post_type === 'page' && !EOS_Visibility::is_public($page))) {
                    continue;
                }
            }
            parse_str(WP_MatchesMapRegex::apply(preg_replace('!^.+\?!', '', $query), $matches), $found);
            $vars = [];
            foreach ($found as $name => $value) {
                if (is_string($value) && $value !== '' && (!$public || in_array((string) $name, $public, true))) {
                    $vars[(string) $name] = $value;
                }
            }
            return $vars ?: null;
        }
        return null;
    }

    /** @param array<string, string> $vars */
    public static function resolve(array $vars): ?string
    {
        $feed = ($vars['feed'] ?? '') !== '';
        $as_feed = static fn (?string $target) => $target !== null && $feed ? EOS_Site_Targets::feed(EOS_Site_Targets::lang_of($target) ?? EOS_Languages::DEFAULT) : $target;
        foreach (EOS_WP_Addresses::ID_VARS as $name) {
            if (preg_match('/^[1-9]\d*$/', $vars[$name] ?? '')) {
                $post = get_post((int) $vars[$name]);
                return $post instanceof WP_Post ? $as_feed(EOS_Site_Targets::of_post($post)) : null;
            }
        }
        $item = self::item_by_slug($vars);
        if ($item !== false) {
            return $item === null ? null : $as_feed(EOS_Site_Targets::of_post($item));
        }
        $category = self::category($vars);
        if ($category !== false) {
            return $category === null ? null : $as_feed(EOS_Site_Targets::of_category($category));
        }
        if ($feed) {
            return EOS_Site_Targets::feed();
        }
        if (isset($vars['s'])) {
            return EOS_Site_Targets::search(trim($vars['s']));
        }
        return null;
    }

    /** @return WP_Post|null|false the item a slug names (null: none public), false when the address names no slug */
    private static function item_by_slug(array $vars): WP_Post|null|false
    {
        global $wp_rewrite;
        if (($vars['pagename'] ?? '') !== '') {
            $page = get_page_by_path($vars['pagename'], OBJECT, ['page', 'attachment']);
            if ($page instanceof WP_Post) {
                return $page->post_type === 'attachment' || EOS_Visibility::is_public($page) ? $page : null;
            }
            return self::by_old_slug(basename($vars['pagename']), ['page']);
        }
        if (($vars['attachment'] ?? '') !== '') {
            return self::by_slug($vars['attachment'], 'attachment');
        }
        if (($vars['name'] ?? '') !== '') {
            $type = ($vars['post_type'] ?? '') !== '' ? $vars['post_type'] : 'post';
            $found = self::by_slug($vars['name'], $type);
            if ($found !== null) {
                return $found;
            }
            // `/%postname%/` puts posts and pages in one place: an old slug there may be either's.
            $types = $wp_rewrite->use_verbose_page_rules ? ['post', 'eos_program', 'page'] : ['post', 'eos_program'];
            return self::by_old_slug($vars['name'], $types);
        }
        return false;
    }

    private static function by_slug(string $slug, string $type): ?WP_Post
    {
        $name = EOS_Slugs::stored_form($slug);
        if ($name === '') {
            return null;
        }
        $found = get_posts([
            'post_type' => $type, 'name' => $name, 'post_status' => $type === 'attachment' ? 'inherit' : 'publish',
            'posts_per_page' => 1, 'no_found_rows' => true, 'ignore_sticky_posts' => true, 'suppress_filters' => true,
        ]);
        $post = $found[0] ?? null;
        return $post instanceof WP_Post && ($type === 'attachment' || EOS_Visibility::is_public($post)) ? $post : null;
    }

    /** The public item that once had this slug, the first by id as in the map (a current slug wins over it). */
    private static function by_old_slug(string $slug, array $types): ?WP_Post
    {
        $name = EOS_Slugs::stored_form($slug);
        if ($name === '') {
            return null;
        }
        $found = get_posts(EOS_Visibility::query_args() + [
            'post_type' => $types, 'posts_per_page' => 1, 'no_found_rows' => true, 'ignore_sticky_posts' => true, 'suppress_filters' => true,
            'orderby' => 'ID', 'order' => 'ASC',
            'meta_query' => [['relation' => 'OR', ['key' => EOS_Old_Slugs::WP_META, 'value' => $name], ['key' => EOS_Old_Slugs::PAGE_META, 'value' => $name]]],
        ]);
        return $found[0] ?? null;
    }

    /** @return WP_Term|null|false the category an address names (null: none), false when it names none */
    private static function category(array $vars): WP_Term|null|false
    {
        if (preg_match('/^[1-9]\d*$/', $vars['cat'] ?? '')) {
            $term = get_term((int) $vars['cat'], 'category');
            return $term instanceof WP_Term ? $term : null;
        }
        if (($vars['category_name'] ?? '') !== '') {
            $path = implode('/', array_map(static fn (string $s) => EOS_Slugs::stored_form($s), explode('/', trim($vars['category_name'], '/'))));
            $term = get_category_by_path($path) ?? get_category_by_path($path, false);
            return $term instanceof WP_Term ? $term : null;
        }
        return false;
    }
}
