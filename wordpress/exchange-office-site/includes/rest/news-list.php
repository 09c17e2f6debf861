<?php
defined('ABSPATH') || exit;

/**
 * The paged form of `news` (docs/cms-contract/news.md#one-page-of-news-optional): one page of the language's public
 * articles, filtered in the database, with only the fields asked for, and the totals in
 * X-WP-Total and X-WP-TotalPages. Without `page` or `per_page` the `news` answer is the first
 * 100 articles in the full shape (EOS_Reads::news). Also the single-article lookup and the
 * per-category counts, so that no read of one article or one page loads the archive.
 */
final class EOS_News_List
{
    public const MAX_PER_PAGE = EOS_List_Page::MAX_PER_PAGE;
    /** "News card description fallback cut: 240 characters". */
    public const EXCERPT_CUT = 240;
    public const MAX_SEARCH = 200;
    /** Every field of a news item, and `excerpt` (the card's text), computed here where the body is. */
    public const FIELDS = ['id', 'title', 'slug', 'date', 'modified', 'status', 'image', 'description', 'full_description', 'link', 'categories',
        'content', 'wordpress_url', 'views', 'images', 'news_template', 'author', 'alternate_slug', 'excerpt', 'noindex'];

    /** Whether a `news` request asks for one page. */
    public static function is_paged(WP_REST_Request $request): bool
    {
        return $request->get_param('page') !== null || $request->get_param('per_page') !== null;
    }

    /** @return list<int>|WP_Error a comma list of ids ('' is none) */
    private static function ids_param(WP_REST_Request $request, string $name): array|WP_Error
    {
        $value = trim((string) ($request->get_param($name) ?? ''));
        if ($value === '') {
            return [];
        }
        if (!preg_match('/^\d+(,\d+)*$/', $value)) {
            return self::invalid($name, __('A comma-separated list of category ids.', 'exchange-office-site'));
        }
        // The site asks by the contract's ids; the office's chosen categories stand for them.
        return EOS_Special_Categories::from_contract(array_map('intval', explode(',', $value)));
    }

    private static function invalid(string $param, string $message): WP_Error
    {
        return new WP_Error('rest_invalid_param', sprintf('Invalid parameter(s): %s', $param), ['status' => 400, 'params' => [$param => $message]]);
    }

    public static function answer(string $lang, WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $per_page = EOS_Reads::int_param($request, 'per_page', 10);
        if ($per_page < 1 || $per_page > self::MAX_PER_PAGE) {
            return self::invalid('per_page', sprintf(__('per_page must be between 1 (inclusive) and %d (inclusive)', 'exchange-office-site'), self::MAX_PER_PAGE));
        }
        $page = EOS_Reads::int_param($request, 'page', 1);
        if ($page < 1) {
            return self::invalid('page', __('page must be 1 or more', 'exchange-office-site'));
        }
        $include = self::ids_param($request, 'categories');
        $exclude = self::ids_param($request, 'categories_exclude');
        if (is_wp_error($include) || is_wp_error($exclude)) {
            return is_wp_error($include) ? $include : $exclude;
        }
        $fields = self::FIELDS;
        $asked = trim((string) ($request->get_param('fields') ?? ''));
        if ($asked !== '') {
            $fields = array_values(array_intersect(self::FIELDS, array_map('trim', explode(',', $asked))));
        }
        $search = mb_substr(trim((string) ($request->get_param('search') ?? '')), 0, self::MAX_SEARCH, 'UTF-8');
        [$ids, $total] = self::find($lang, $include, $exclude, $search, $page, $per_page);
        $posts = $ids ? get_posts(['post_type' => 'post', 'post_status' => 'publish', 'post__in' => $ids, 'orderby' => 'post__in', 'posts_per_page' => count($ids), 'suppress_filters' => true]) : [];
        $response = new WP_REST_Response([
            'news' => array_map(static fn (WP_Post $p) => self::item($p, $fields), $posts),
            'translations' => (object) EOS_Texts::map(EOS_Texts::get('interface', $lang), 'news_translations'),
        ], 200);
        $response->header('X-WP-Total', (string) $total);
        $response->header('X-WP-TotalPages', (string) (int) ceil($total / $per_page));
        return $response;
    }

    /**
     * Ids of one page of the language's public articles, newest first, and how many there are.
     * `search`: case-insensitive in the title or the description (the site's list rule).
     *
     * @param list<int> $include a post in any of these
     * @param list<int> $exclude a post in none of these
     * @return array{0: list<int>, 1: int}
     */
    public static function find(string $lang, array $include, array $exclude, string $search, int $page, int $per_page): array
    {
        // Pages of the list without a text search are few and read often: kept until content changes.
        if ($search !== '') {
            return self::query($lang, $include, $exclude, $search, $page, $per_page);
        }
        return EOS_Kept_Reads::get('news', [EOS_Special_Categories::terms('faq'), $lang, $include, $exclude, $page, $per_page], static fn () => self::query($lang, $include, $exclude, '', $page, $per_page));
    }

    /** @return array{0: list<int>, 1: int} */
    private static function query(string $lang, array $include, array $exclude, string $search, int $page, int $per_page): array
    {
        $news = EOS_Reads::news_category_ids($lang);
        if (!$news) {
            return [[], 0];
        }
        $tax = [['taxonomy' => 'category', 'terms' => $news, 'operator' => 'IN', 'include_children' => false]];
        if ($include) {
            $tax[] = ['taxonomy' => 'category', 'terms' => $include, 'operator' => 'IN', 'include_children' => false];
        }
        if ($exclude) {
            $tax[] = ['taxonomy' => 'category', 'terms' => $exclude, 'operator' => 'NOT IN', 'include_children' => false];
        }
        $where = static function (string $sql, WP_Query $query) use ($search): string {
            global $wpdb;
            $like = '%' . $wpdb->esc_like(mb_strtolower($search, 'UTF-8')) . '%';
            return $sql . $wpdb->prepare(" AND (LOWER($wpdb->posts.post_title) COLLATE utf8mb4_bin LIKE %s OR LOWER($wpdb->posts.post_excerpt) COLLATE utf8mb4_bin LIKE %s)", $like, $like);
        };
        if ($search !== '') {
            add_filter('posts_where', $where, 10, 2);
        }
        $args = array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'post',
            'tax_query' => array_merge(['relation' => 'AND'], $tax),
            'orderby' => ['date' => 'DESC', 'ID' => 'DESC'],
            'posts_per_page' => $per_page,
            'paged' => $page,
            'fields' => 'ids',
            'suppress_filters' => false,
            'ignore_sticky_posts' => true,
        ], EOS_Languages::query_args($lang));
        $query = new WP_Query($args);
        $total = (int) $query->found_posts;
        if (!$query->posts && $page > 1) {
            // WP_Query counts nothing for a page past the last: the total still says how many there are.
            $total = (int) (new WP_Query(['paged' => 1, 'posts_per_page' => 1] + $args))->found_posts;
        }
        if ($search !== '') {
            remove_filter('posts_where', $where, 10);
        }
        return [array_map('intval', $query->posts), $total];
    }

    /** The language's public news article with this slug (in any encoding, EOS_Slugs) or id: at most one, in a list. @return list<WP_Post> */
    public static function by_key(string $lang, string $key): array
    {
        $news = EOS_Reads::news_category_ids($lang);
        if (!$news || $key === '') {
            return [];
        }
        $base = array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'post',
            'category__in' => $news,
            'posts_per_page' => 1,
            'suppress_filters' => false,
            'ignore_sticky_posts' => true,
        ], EOS_Languages::query_args($lang));
        $name = EOS_Slugs::stored_form($key);
        $found = $name === '' ? [] : get_posts($base + ['name' => $name]);
        if (!$found && preg_match('/^\d+$/', $key)) {
            $found = get_posts($base + ['p' => (int) $key]);
        }
        return $found;
    }

    /** One article with the fields asked for; the expensive ones (body, gallery) only when asked. */
    public static function item(WP_Post $p, array $fields): array
    {
        $id = $p->ID;
        $text = static fn (string $key) => EOS_Fields::text($id, $key);
        $compute = [
            'id' => static fn () => $id,
            'title' => static fn () => $p->post_title,
            'slug' => static fn () => EOS_Output::slug($p),
            'date' => static fn () => EOS_Output::date($p->post_date, EOS_Output::DATE_T),
            'modified' => static fn () => EOS_Output::date($p->post_modified, EOS_Output::DATE_T),
            'status' => static fn () => $p->post_status,
            'image' => static fn () => EOS_Output::image($id),
            'description' => static fn () => $p->post_excerpt,
            'full_description' => static fn () => $text('full_description'),
            'link' => static fn () => $text('link'),
            'categories' => static fn () => EOS_Output::categories($id),
            'content' => static fn () => EOS_Html::render($p->post_content, $p),
            'wordpress_url' => static fn () => $text('wordpress_url'),
            'views' => static fn () => (int) $text('views'),
            'images' => static fn () => array_map(static fn (array $row) => [
                'url' => (string) ($row['url'] ?? ''),
                'title' => (string) ($row['title'] ?? ''),
                'description' => (string) ($row['description'] ?? ''),
            ], EOS_Fields::rows($id, 'images')),
            'news_template' => static fn () => $text('news_template') ?: 'default',
            'author' => static fn () => $text('author_name'),
            'alternate_slug' => static fn () => EOS_Languages::alternate_slug($id),
            'excerpt' => static fn () => self::excerpt($p),
            // Marked noindex in Yoast SEO or Rank Math: the sitemap leaves it out.
            'noindex' => static fn () => EOS_Seo_Record::noindex($p),
        ];
        $item = [];
        foreach ($fields as $field) {
            $item[$field] = ($compute[$field])();
        }
        return $item;
    }

    /**
     * The card's text: the description as plain text; without one, the text of the full
     * description or else of the body, cut at 240 characters on a word boundary with "…".
     */
    public static function excerpt(WP_Post $p): string
    {
        $description = EOS_Html::plain($p->post_excerpt);
        if ($description !== '') {
            return $description;
        }
        $full = EOS_Fields::text($p->ID, 'full_description');
        $text = $full !== '' ? EOS_Html::plain($full) : EOS_Html::text($p->post_content, $p);
        if (mb_strlen($text, 'UTF-8') <= self::EXCERPT_CUT) {
            return $text;
        }
        $slice = mb_substr($text, 0, self::EXCERPT_CUT, 'UTF-8');
        $space = mb_strrpos($slice, ' ', 0, 'UTF-8');
        if ($space !== false && $space > self::EXCERPT_CUT * 0.6) {
            $slice = mb_substr($slice, 0, $space, 'UTF-8');
        }
        // Without the punctuation the cut leaves at its end, as lib/html/cut.ts does.
        return preg_replace('/[\s.,;:!?–—-]+$/u', '', $slice) . '…';
    }

    /**
     * Public articles of the language per category id, each article counted in every category it
     * has, those in the hidden categories (FAQ) not at all. @return array<int, int>
     */
    public static function category_counts(string $lang): array
    {
        return EOS_Kept_Reads::get('news_counts', [EOS_Special_Categories::terms('faq'), $lang], static fn () => self::count_categories($lang));
    }

    /** @return array<int, int> counted in one query, whatever the archive's size */
    private static function count_categories(string $lang): array
    {
        global $wpdb;
        $news = EOS_Reads::news_category_ids($lang);
        if (!$news) {
            return [];
        }
        $articles = EOS_Query_Sql::ids(array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'post',
            'tax_query' => [
                'relation' => 'AND',
                ['taxonomy' => 'category', 'terms' => $news, 'operator' => 'IN', 'include_children' => false],
                ['taxonomy' => 'category', 'terms' => EOS_Special_Categories::terms('faq'), 'operator' => 'NOT IN', 'include_children' => false],
            ],
        ], EOS_Languages::query_args($lang)));
        $rows = $wpdb->get_results(
            "SELECT t.term_id, COUNT(*) AS n FROM $wpdb->term_relationships r
             JOIN $wpdb->term_taxonomy t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.taxonomy = 'category'
             WHERE r.object_id IN ($articles) GROUP BY t.term_id",
            ARRAY_A
        );
        $counts = [];
        foreach ($rows ?: [] as $row) {
            $counts[(int) $row['term_id']] = (int) $row['n'];
        }
        return $counts;
    }
}
