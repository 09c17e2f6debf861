<?php
defined('ABSPATH') || exit;

/** The GET answers of docs/cms-contract/ (README.md the index), each from WordPress content of one language. */
final class EOS_Reads
{
    public const HIDDEN_NEWS_CATEGORIES = [260, 262];
    public const AUTHOR_CATEGORIES = [274, 276];
    public const GALLERY_PAGE_SIZE = 16;
    /** page/library lists the newest resources only; the whole list, paged, is `library`. */
    public const LIBRARY_PAGE_RESOURCES = 10;

    public static function not_found(string $message): WP_Error
    {
        return new WP_Error('not_found', $message, ['status' => 404]);
    }

    /** Product slug from the namespace (`fulbright-react/v1` → `fulbright`); the alumni page is `{product}ers`. */
    public static function product_slug(): string
    {
        return preg_replace('#-react/v\d+$#', '', EOS_Settings::get('namespace')) ?: 'fulbright';
    }

    private static function map_object(array $map): object
    {
        return (object) $map;
    }

    // --- Shell -------------------------------------------------------------------------------

    public static function menu(string $lang, string $location): array|WP_Error
    {
        if ($location !== 'primary') {
            return self::not_found('No such menu');
        }
        return self::build_tree(self::menu_items("primary_$lang"));
    }

    /** @return list<WP_Post> items of the menu at a location */
    private static function menu_items(string $location): array
    {
        $locations = get_nav_menu_locations();
        $menu_id = (int) ($locations[$location] ?? 0);
        if ($menu_id <= 0) {
            return [];
        }
        $items = wp_get_nav_menu_items($menu_id, ['update_post_term_cache' => false]);
        return is_array($items) ? $items : [];
    }

    private static function build_tree(array $items, int $parent = 0, int $depth = 1): array
    {
        $out = [];
        foreach ($items as $item) {
            if ((int) $item->menu_item_parent !== $parent || !self::menu_target_public($item)) {
                continue;
            }
            $out[] = [
                'id' => (int) $item->ID,
                'label' => $item->title,
                'href' => self::menu_href($item),
                'children' => $depth < 3 ? self::build_tree($items, (int) $item->ID, $depth + 1) : [],
            ];
        }
        return $out;
    }

    /** A menu item that links to an item of WordPress is shown only while that item is public. */
    private static function menu_target_public(WP_Post $item): bool
    {
        return $item->type !== 'post_type' || EOS_Visibility::is_public(get_post((int) $item->object_id));
    }

    /** A site path without the language for WordPress objects; custom links as typed. */
    public static function menu_href(WP_Post $item): string
    {
        if ($item->type === 'post_type') {
            $target = get_post((int) $item->object_id);
            if ($target) {
                $slug = EOS_Slugs::of($target);
                return match ($target->post_type) {
                    'eos_program' => '/programs/' . $slug,
                    'post' => '/news/' . $slug,
                    default => '/' . $slug,
                };
            }
        }
        return (string) $item->url;
    }

    public static function header(string $lang): array|WP_Error
    {
        $r = EOS_Texts::get('header', $lang);
        $languages = [];
        foreach (is_array($r['languages'] ?? null) ? $r['languages'] : [] as $row) {
            if (is_array($row) && in_array($row['code'] ?? '', EOS_Languages::LANGS, true)) {
                $languages[] = ['code' => $row['code'], 'label' => (string) ($row['label'] ?? ''), 'name' => (string) ($row['name'] ?? '')];
            }
        }
        return [
            'languages' => $languages,
            'logo' => ['url' => EOS_Texts::field($r, 'logo_url'), 'alt' => EOS_Texts::field($r, 'logo_alt')],
            'site_title' => EOS_Texts::field($r, 'site_title'),
        ];
    }

    public static function footer(string $lang): array
    {
        $r = EOS_Texts::get('footer', $lang);
        $menu = [];
        foreach (self::menu_items("footer_$lang") as $item) {
            if ((int) $item->menu_item_parent === 0 && self::menu_target_public($item)) {
                $menu[] = ['id' => (int) $item->ID, 'title' => $item->title, 'url' => self::menu_href($item)];
            }
        }
        $f = static fn (string $k) => EOS_Texts::field($r, $k);
        return [
            'about_text' => $f('about_text'),
            'menu' => $menu,
            'contacts' => ['address' => $f('contacts_address'), 'phone' => $f('contacts_phone'), 'email' => $f('contacts_email')],
            'social' => [
                'facebook' => $f('social_facebook'),
                'twitter' => $f('social_twitter'),
                'linkedin' => $f('social_linkedin'),
                'instagram' => $f('social_instagram'),
                'youtube' => $f('social_youtube'),
            ],
            'translations' => self::map_object(EOS_Texts::map($r, 'translations')),
        ];
    }

    public static function about_data(string $lang): array|WP_Error
    {
        $r = EOS_Texts::get('about_data', $lang);
        if (EOS_Texts::field($r, 'title') === '') {
            return self::not_found('No about block');
        }
        $out = [];
        foreach (array_keys(EOS_Texts::records()['about_data']['fields']) as $key) {
            $out[$key] = EOS_Texts::field($r, $key);
        }
        $out['content'] = EOS_Html::render($out['content']);
        $out['featured_image'] = $out['featured_image'] !== '' ? $out['featured_image'] : false;
        return $out;
    }

    public static function hero_slides(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        return self::list_page('eos_hero_slide', $lang, $request, [EOS_Output::class, 'hero_slide']);
    }

    // --- Programmes -----------------------------------------------------------------------------

    /** @return list<WP_Term> the language's programme groups in the editor's order */
    public static function program_groups(string $lang): array
    {
        $terms = get_terms(['taxonomy' => 'eos_program_group', 'hide_empty' => false]);
        $terms = is_array($terms) ? array_values(array_filter($terms, static fn ($t) => EOS_Languages::term_lang($t->term_id) === $lang)) : [];
        usort($terms, static fn ($a, $b) => ((int) get_term_meta($a->term_id, 'eos_order', true) <=> (int) get_term_meta($b->term_id, 'eos_order', true)) ?: ($a->term_id <=> $b->term_id));
        return $terms;
    }

    /**
     * Programmes under the groups they belong to, each under its first group only, in the
     * programmes' order; `ordered` also ends with those in no group.
     *
     * @param list<WP_Post> $all
     * @param list<WP_Term> $terms
     * @return array{groups: list<array{term: WP_Term, programs: list<WP_Post>}>, ordered: list<WP_Post>}
     */
    private static function grouped(array $all, array $terms): array
    {
        // Every programme's groups in one query, and their translations in one (for alternate_slug):
        // per-programme lookups grow with the catalogue.
        $groups_of = [];
        $memberships = $all ? wp_get_object_terms(array_map(static fn (WP_Post $p) => $p->ID, $all), 'eos_program_group', ['fields' => 'all_with_object_id']) : [];
        foreach (is_wp_error($memberships) ? [] : $memberships as $t) {
            $groups_of[(int) $t->object_id][] = (int) $t->term_id;
        }
        _prime_post_caches(array_filter(array_map(static fn (WP_Post $p) => (int) get_post_meta($p->ID, EOS_Languages::META_TRANSLATION, true), $all)), false, false);
        $groups = [];
        $ordered = [];
        $placed = [];
        foreach ($terms as $term) {
            $members = array_values(array_filter($all, static fn (WP_Post $p) => in_array($term->term_id, $groups_of[$p->ID] ?? [], true) && !isset($placed[$p->ID])));
            foreach ($members as $p) {
                $placed[$p->ID] = true;
                $ordered[] = $p;
            }
            $groups[] = ['term' => $term, 'programs' => $members];
        }
        foreach ($all as $p) {
            if (!isset($placed[$p->ID])) {
                $ordered[] = $p;
            }
        }
        return ['groups' => $groups, 'ordered' => $ordered];
    }

    /**
     * One page of the catalogue: every group of the language, each with the programmes of this
     * page (paged in the editor's order, counting the programmes that are in a group).
     */
    public static function programs(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        [$page, $per_page] = EOS_List_Page::asked($request);
        $kept = EOS_Kept_Reads::get('programs', [$lang, $page, $per_page], static function () use ($lang, $page, $per_page) {
            $terms = self::program_groups($lang);
            $found = $terms ? EOS_List_Page::items('eos_program', $lang, $page, $per_page, [
                'tax_query' => [['taxonomy' => 'eos_program_group', 'terms' => array_map(static fn (WP_Term $t) => $t->term_id, $terms), 'include_children' => false]],
            ]) : ['posts' => [], 'total' => 0];
            return ['total' => $found['total'], 'groups' => array_map(static fn (array $g) => [
                'id' => $g['term']->term_id,
                'label' => $g['term']->name,
                'slug' => urldecode($g['term']->slug),
                'programs' => array_map([EOS_Output::class, 'program'], $g['programs']),
            ], self::grouped($found['posts'], $terms)['groups'])];
        });
        return EOS_List_Page::response($kept['groups'], $kept['total'], $per_page);
    }

    public static function program_by_slug(string $lang, string $slug, int $preview_id = 0): array|WP_Error
    {
        $found = self::public_by_slug('eos_program', $lang, $slug);
        $p = $found && EOS_Slugs::matches($found, $slug) ? self::as_previewed($found, $preview_id) : self::previewed($preview_id, 'eos_program', $lang, $slug);
        return $p ? EOS_Output::program_detail($p, self::next_program($p, $lang), $lang) : self::not_found('Program not found');
    }

    /**
     * The programme after this one in the catalogue's order (groups in the editor's order, each
     * programme under its first group, then those in no group; within that, Order, then oldest
     * first), the first one after the last; null when it is the only one. One query: the order's
     * key of every public programme of the language is computed by the database.
     * @return array{url: string, title: string}|null
     */
    private static function next_program(WP_Post $p, string $lang): ?array
    {
        global $wpdb;
        $groups = self::program_groups($lang);
        $rank = [];
        foreach ($groups as $i => $term) {
            $rank[(int) $term->term_taxonomy_id] = $i;
        }
        $none = count($groups);
        $own = array_intersect_key($rank, array_flip(array_map(static fn (WP_Term $t) => (int) $t->term_taxonomy_id, wp_get_object_terms($p->ID, 'eos_program_group') ?: [])));
        $key = [$own ? min($own) : $none, (int) $p->menu_order, $p->ID];
        $cases = implode(' ', array_map(static fn (int $tt, int $i) => "WHEN $tt THEN $i", array_keys($rank), $rank));
        $group_rank = $rank ? "COALESCE(MIN(CASE r.term_taxonomy_id $cases END), $none)" : (string) $none;
        $join = $rank ? "LEFT JOIN $wpdb->term_relationships r ON r.object_id = p.ID AND r.term_taxonomy_id IN (" . implode(',', array_keys($rank)) . ')' : '';
        $public = EOS_Query_Sql::ids(array_merge(EOS_Visibility::query_args(), ['post_type' => 'eos_program'], EOS_Languages::query_args($lang)));
        $select = "SELECT p.ID, $group_rank AS group_rank FROM $wpdb->posts p $join WHERE p.ID IN ($public) GROUP BY p.ID, p.menu_order";
        $order = ' ORDER BY group_rank, p.menu_order, p.ID LIMIT 1';
        $next = $wpdb->get_var($wpdb->prepare("$select HAVING (group_rank, p.menu_order, p.ID) > (%d, %d, %d)$order", ...$key)) ?? $wpdb->get_var($select . $order);
        $next = $next !== null && (int) $next !== $p->ID ? get_post((int) $next) : null;
        return $next ? ['url' => '/programs/' . EOS_Output::slug($next), 'title' => $next->post_title] : null;
    }

    /** The public item of a type and language with this slug, as the address holds it (EOS_Slugs). */
    private static function public_by_slug(string $type, string $lang, string $slug): ?WP_Post
    {
        $name = EOS_Slugs::stored_form($slug);
        $found = $name === '' ? [] : get_posts(array_merge(EOS_Visibility::query_args(), [
            'post_type' => $type,
            'name' => $name,
            'posts_per_page' => 1,
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang)));
        return $found[0] ?? null;
    }

    /**
     * The item a preview token opened, when it is of the type and language asked for and the key
     * names it (its slug, or its id: a draft has no slug until it is published), as the token's
     * user sees it (as_previewed).
     */
    private static function previewed(int $preview_id, string $type, string $lang, string $key): ?WP_Post
    {
        $post = $preview_id > 0 ? get_post($preview_id) : null;
        if (!$post instanceof WP_Post || $post->post_type !== $type || EOS_Languages::post_lang($post->ID) !== $lang) {
            return null;
        }
        return EOS_Slugs::matches($post, $key) || (string) $post->ID === $key ? self::as_previewed($post, $preview_id) : null;
    }

    /**
     * An item as the preview of its token's user shows it (EOS_Preview_Version: a published item
     * with that user's unsaved changes); unchanged when the token opened another item or none.
     */
    private static function as_previewed(WP_Post $post, int $preview_id): WP_Post
    {
        return $preview_id > 0 && $post->ID === $preview_id ? EOS_Preview_Version::of($post, EOS_Preview_Token::user_for($preview_id)) : $post;
    }

    public static function curators(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        return self::list_page('eos_curator', $lang, $request, [EOS_Output::class, 'curator']);
    }

    // --- News --------------------------------------------------------------------------------

    /**
     * The news categories a post of the language is listed under: every one, whatever its own
     * language (EOS_News_Categories: the post's language decides).
     * @return list<int>
     */
    public static function news_category_ids(string $lang): array
    {
        return EOS_News_Categories::ids();
    }

    /** @return list<WP_Term> */
    private static function news_category_terms(string $lang): array
    {
        return EOS_News_Categories::terms($lang);
    }

    /** `news` without `page` and `per_page`: the first page of the paged form's largest, every field but the card's text. */
    public static function news(string $lang): WP_REST_Response
    {
        $categories = self::news_category_ids($lang);
        $per_page = EOS_List_Page::MAX_PER_PAGE;
        ['posts' => $posts, 'total' => $total] = $categories ? EOS_List_Page::query(array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'post',
            'category__in' => $categories,
            'orderby' => ['date' => 'DESC', 'ID' => 'DESC'],
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang)), 1, $per_page) : ['posts' => [], 'total' => 0];
        return EOS_List_Page::response([
            'news' => array_map(static fn (WP_Post $p) => EOS_Output::news_item($p), $posts),
            'translations' => self::map_object(EOS_Texts::map(EOS_Texts::get('interface', $lang), 'news_translations')),
        ], $total, $per_page);
    }

    public static function news_item(string $lang, string $key, int $preview_id = 0): array|WP_Error
    {
        $pool = EOS_News_List::by_key($lang, $key);
        foreach ($pool as $p) {
            if (EOS_Slugs::matches($p, $key)) {
                return EOS_Output::news_item(self::as_previewed($p, $preview_id));
            }
        }
        foreach ($pool as $p) {
            if ((string) $p->ID === $key) {
                return EOS_Output::news_item(self::as_previewed($p, $preview_id));
            }
        }
        $draft = self::previewed($preview_id, 'post', $lang, $key);
        $in_news = $draft && array_intersect(EOS_Content_Model::term_ids($draft->ID, 'category'), self::news_category_ids($lang));
        return $in_news ? EOS_Output::news_item($draft) : self::not_found('News not found');
    }

    public static function news_categories(string $lang): array
    {
        $counts = EOS_News_List::category_counts($lang);
        $out = [];
        foreach (self::news_category_terms($lang) as $t) {
            // The id the site knows the category by (EOS_Special_Categories: a part's, an alias or its own).
            $out[] = ['id' => EOS_Special_Categories::contract_id($t->term_id), 'name' => $t->name, 'slug' => urldecode($t->slug), 'count' => $counts[$t->term_id] ?? 0];
        }
        return array_slice($out, 0, EOS_List_Page::MAX_PER_PAGE);
    }

    // --- Lists ---------------------------------------------------------------------------------

    /**
     * One page of the language's items of a post type in the editor's order, each in the contract's
     * shape, and the page's totals in the headers.
     *
     * @param callable(WP_Post): array $shape
     * @param (callable(list<array>): array)|null $wrap the answer around the items
     */
    private static function list_page(string $type, string $lang, WP_REST_Request $request, callable $shape, ?callable $wrap = null, int $per_page_default = EOS_List_Page::MAX_PER_PAGE): WP_REST_Response
    {
        [$page, $per_page] = EOS_List_Page::asked($request, $per_page_default);
        ['posts' => $posts, 'total' => $total] = EOS_List_Page::items($type, $lang, $page, $per_page);
        $items = array_map($shape, $posts);
        return EOS_List_Page::response($wrap ? $wrap($items) : $items, $total, $per_page);
    }

    /** `limit` (3 on the home) is the page's size. */
    public static function testimonials(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        $limit = self::int_param($request, 'limit', -1);
        return self::list_page('eos_testimonial', $lang, $request, [EOS_Output::class, 'testimonial'], null, $limit > 0 ? $limit : EOS_List_Page::MAX_PER_PAGE);
    }

    public static function team(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        return self::list_page('eos_team', $lang, $request, [EOS_Output::class, 'team_member'], static fn (array $items) => ['team' => $items]);
    }

    public static function authors(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        return self::list_page('eos_author', $lang, $request, static fn (WP_Post $p) => EOS_Output::author($p, $lang));
    }

    public static function timeline_events(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        return self::list_page('eos_timeline_event', $lang, $request, [EOS_Output::class, 'timeline_event']);
    }

    public static function photo_gallery(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        [$page, $per_page] = EOS_List_Page::asked($request, self::GALLERY_PAGE_SIZE);
        ['posts' => $posts, 'total' => $total] = EOS_List_Page::items('eos_gallery_photo', $lang, $page, $per_page);
        return EOS_List_Page::response([
            'items' => array_map([EOS_Output::class, 'gallery_photo'], $posts),
            'pagination' => ['page' => $page, 'per_page' => $per_page, 'total' => $total, 'has_more' => $page * $per_page < $total],
        ], $total, $per_page);
    }

    /** An integer query parameter; anything that is not an integer means the fallback. */
    public static function int_param(WP_REST_Request $request, string $name, int $fallback): int
    {
        $value = $request->get_param($name);
        if ($value === null || trim((string) $value) === '' || !preg_match('/^-?\d+$/', trim((string) $value))) {
            return $fallback;
        }
        return (int) $value;
    }

    // --- Pages and dynamic content --------------------------------------------------------------

    public static function dynamic_content(string $lang, string $slug, int $preview_id = 0): array|WP_Error
    {
        $found = self::public_by_slug('page', $lang, $slug);
        $post = $found ? self::as_previewed($found, $preview_id) : self::previewed($preview_id, 'page', $lang, $slug);
        if (!$post) {
            return self::not_found('Content not found');
        }
        return ['content' => EOS_Output::dynamic_content($post, $lang), 'translations' => new stdClass()];
    }

    /** `dynamic-content` without a slug: a page of the language's public pages, oldest first, for the sitemap. */
    public static function dynamic_content_list(string $lang, WP_REST_Request $request): WP_REST_Response
    {
        [$page, $per_page] = EOS_List_Page::asked($request);
        ['posts' => $posts, 'total' => $total] = EOS_List_Page::query(array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'page',
            'orderby' => 'ID',
            'order' => 'ASC',
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang)), $page, $per_page);
        return EOS_List_Page::response(['pages' => array_map(static fn (WP_Post $p) => [
            'id' => $p->ID,
            'slug' => EOS_Slugs::of($p),
            'modified' => EOS_Output::date($p->post_modified, EOS_Output::DATE_SPACE),
            'categories' => EOS_Output::categories($p->ID),
            'alternate_slug' => EOS_Languages::alternate_slug($p->ID),
            'noindex' => EOS_Seo_Record::noindex($p),
        ], $posts)], $total, $per_page);
    }

    /** `page/{name}`; the stored record in its stored order, with the derived lists. */
    public static function page(string $lang, string $name): array|WP_Error
    {
        $record = $name === self::product_slug() . 'ers' ? 'alumni' : $name;
        if ($record === 'alumni' && $name !== self::product_slug() . 'ers') {
            return self::not_found('Page not found');
        }
        if (!in_array($record, EOS_Texts::PAGES, true) || !EOS_Texts::exists($record, $lang)) {
            return self::not_found('Page not found');
        }
        $stored = EOS_Texts::get($record, $lang);
        $fields = EOS_Texts::records()[$record]['fields'];
        $out = [];
        foreach (array_merge(array_keys($stored), array_keys($fields)) as $key) {
            if (!isset($fields[$key]) || array_key_exists($key, $out)) {
                continue;
            }
            $out[$key] = match ($fields[$key]) {
                'map' => self::map_object(EOS_Texts::map($stored, $key)),
                'html' => EOS_Html::render(EOS_Texts::field($stored, $key)),
                'image' => EOS_Texts::field($stored, $key) !== '' ? EOS_Texts::field($stored, $key) : false,
                default => EOS_Texts::field($stored, $key),
            };
        }
        return match ($record) {
            'news' => self::news_page($out, $lang),
            'library' => self::library_page($out, $lang),
            'contacts' => $out + ['coordinators' => array_map([EOS_Output::class, 'coordinator'], EOS_Content_Model::items('eos_team', $lang, [
                'posts_per_page' => EOS_List_Page::MAX_PER_PAGE,
                'meta_query' => array_merge(EOS_Languages::query_args($lang)['meta_query'] ?? [], [['key' => '_eos_is_coordinator', 'value' => '1']]),
            ]))],
            'faq' => self::faq_page($out, $lang),
            'stories' => self::stories_page($out),
            default => $out,
        };
    }

    private static function news_page(array $out, string $lang): array
    {
        $per_page = (int) ($out['news_per_page'] ?? 0);
        $out['news_per_page'] = $per_page > 0 ? $per_page : '';
        $not_news = array_merge(self::HIDDEN_NEWS_CATEGORIES, self::AUTHOR_CATEGORIES);
        [$ids] = EOS_News_List::find($lang, [], EOS_Special_Categories::from_contract($not_news), '', 1, $per_page > 0 ? min($per_page, EOS_List_Page::MAX_PER_PAGE) : 6);
        $out['news'] = array_map(static fn (int $id) => EOS_Output::news_item(get_post($id), false), $ids);
        $out['categories'] = array_values(array_map(
            static fn (array $c) => ['id' => $c['id'], 'name' => $c['name'], 'slug' => $c['slug']],
            array_filter(self::news_categories($lang), static fn ($c) => !in_array($c['id'], $not_news, true))
        ));
        return $out;
    }

    private static function library_page(array $out, string $lang): array
    {
        $terms = get_terms(['taxonomy' => 'eos_library_category', 'hide_empty' => false, 'orderby' => 'term_id', 'order' => 'ASC']);
        $out['categories'] = [];
        foreach (is_array($terms) ? $terms : [] as $t) {
            if (EOS_Languages::term_lang($t->term_id) === $lang) {
                $out['categories'][] = ['id' => $t->term_id, 'name' => $t->name];
            }
        }
        $out['resources'] = EOS_Library_List::newest($lang, self::LIBRARY_PAGE_RESOURCES);
        return $out;
    }

    private static function faq_page(array $out, string $lang): array
    {
        // At most one page in all: the FAQ's own questions first.
        $questions = EOS_Content_Model::items('eos_faq', $lang, [
            'posts_per_page' => EOS_List_Page::MAX_PER_PAGE,
            'meta_query' => array_merge(EOS_Languages::query_args($lang)['meta_query'] ?? [], [[
                'relation' => 'OR',
                ['key' => '_eos_program', 'compare' => 'NOT EXISTS'],
                ['key' => '_eos_program', 'value' => ['', '0'], 'compare' => 'IN'],
            ]]),
        ]);
        $translations = [];
        foreach (['main_title', 'main_subtitle', 'contact_title', 'contact_subtitle', 'contact_button_text', 'contact_button_url'] as $key) {
            $translations[$key] = $out[$key] ?? '';
        }
        // Then the posts filed under the FAQ category chosen in the settings, oldest first.
        $room = EOS_List_Page::MAX_PER_PAGE - count($questions);
        $posts = $room <= 0 ? [] : get_posts(array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'post',
            'posts_per_page' => $room,
            'category__in' => [EOS_Special_Categories::term('faq', $lang)],
            'orderby' => ['date' => 'ASC', 'ID' => 'ASC'],
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang)));
        return [
            'hero_title' => $out['hero_title'] ?? '',
            'hero_subtitle' => $out['hero_subtitle'] ?? '',
            'translations' => $translations,
            'faq_questions' => array_map(static fn (WP_Post $q) => [
                'id' => $q->ID,
                'question' => $q->post_title,
                'answer' => EOS_Html::render($q->post_content, $q),
            ], array_merge($questions, $posts)),
        ];
    }

    private static function stories_page(array $out): array
    {
        $page = [];
        foreach (['hero_title', 'hero_subtitle', 'hero_description', 'global_cta_url'] as $key) {
            $page[$key] = $out[$key] ?? '';
        }
        return ['page' => $page, 'translations' => $out['translations'] ?? new stdClass()];
    }

    /** `seo/{postId}`: what the office stored for a public item (EOS_Seo_Record). */
    public static function seo(int $post_id): array|WP_Error
    {
        return EOS_Seo_Record::of(get_post($post_id)) ?? self::not_found('No SEO record for this post');
    }
}
