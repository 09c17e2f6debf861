<?php
defined('ABSPATH') || exit;

/**
 * `library` (docs/cms-contract/library.md#library): with `page` or `per_page`, one page of the
 * language's resources, newest first by publication date (else date), filtered by category and by
 * a search in the title, the displayed category and the description, with the totals in
 * X-WP-Total and X-WP-TotalPages; without them, the editor's order with `category` and `limit`
 * (at most one page). Both are read a page at a time in SQL.
 */
final class EOS_Library_List
{
    public const MAX_PER_PAGE = EOS_List_Page::MAX_PER_PAGE;
    private const TAXONOMY = 'eos_library_category';

    public static function answer(string $lang, WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $category = (string) $request->get_param('category');
        $category_id = $category !== '' && $category !== 'all' ? (int) $category : 0;
        $translations = (object) EOS_Texts::map(EOS_Texts::get('interface', $lang), 'library_translations');
        if ($request->get_param('page') === null && $request->get_param('per_page') === null) {
            $limit = EOS_Reads::int_param($request, 'limit', -1);
            $found = EOS_List_Page::items('eos_resource', $lang, 1, $limit > 0 ? min($limit, self::MAX_PER_PAGE) : self::MAX_PER_PAGE, self::in_category($category_id));
            return new WP_REST_Response(['resources' => array_map([EOS_Output::class, 'resource'], $found['posts']), 'translations' => $translations], 200);
        }
        $per_page = EOS_Reads::int_param($request, 'per_page', 10);
        $page = EOS_Reads::int_param($request, 'page', 1);
        if ($per_page < 1 || $per_page > self::MAX_PER_PAGE || $page < 1) {
            $param = $page < 1 ? 'page' : 'per_page';
            return new WP_Error('rest_invalid_param', "Invalid parameter(s): $param", ['status' => 400, 'params' => [$param => sprintf(__('per_page from 1 to %d, page from 1', 'exchange-office-site'), self::MAX_PER_PAGE)]]);
        }
        $search = trim((string) ($request->get_param('search') ?? ''));
        $found = self::newest_page($lang, $category_id, $search, $page, $per_page);
        return EOS_List_Page::response(['resources' => array_map([EOS_Output::class, 'resource'], $found['posts']), 'translations' => $translations], $found['total'], $per_page);
    }

    private static function in_category(int $category): array
    {
        return $category > 0 ? ['tax_query' => [['taxonomy' => self::TAXONOMY, 'terms' => [$category], 'include_children' => false]]] : [];
    }

    /**
     * One page of the language's public resources, newest first (publication date, else date; the
     * editor's order among equals), in a category when given, matching the search (any letter
     * case) in the title, the displayed category (the first) or the description.
     *
     * @return array{posts: list<WP_Post>, total: int}
     */
    private static function newest_page(string $lang, int $category, string $search, int $page, int $per_page): array
    {
        $clauses = static function (array $sql) use ($search): array {
            global $wpdb;
            $posts = $wpdb->posts;
            $sql['join'] .= " LEFT JOIN $wpdb->postmeta eos_published ON eos_published.post_id = $posts.ID AND eos_published.meta_key = '_eos_publication_date'";
            $sql['orderby'] = "COALESCE(CAST(NULLIF(eos_published.meta_value, '') AS DATETIME), $posts.post_date) DESC, $posts.menu_order ASC, $posts.ID ASC";
            if ($search !== '') {
                $like = '%' . $wpdb->esc_like(mb_strtolower($search, 'UTF-8')) . '%';
                $first_category = "(SELECT t.name FROM $wpdb->term_relationships tr
                    JOIN $wpdb->term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = '" . self::TAXONOMY . "'
                    JOIN $wpdb->terms t ON t.term_id = tt.term_id
                    WHERE tr.object_id = $posts.ID ORDER BY tr.term_order ASC, t.term_id ASC LIMIT 1)";
                $sql['join'] .= " LEFT JOIN $wpdb->postmeta eos_described ON eos_described.post_id = $posts.ID AND eos_described.meta_key = '_eos_description'";
                $sql['where'] .= $wpdb->prepare(
                    " AND (LOWER($posts.post_title) COLLATE utf8mb4_bin LIKE %s OR LOWER(COALESCE(eos_described.meta_value, '')) COLLATE utf8mb4_bin LIKE %s OR LOWER(COALESCE($first_category, '')) COLLATE utf8mb4_bin LIKE %s)",
                    $like,
                    $like,
                    $like
                );
            }
            return $sql;
        };
        add_filter('posts_clauses', $clauses);
        try {
            return EOS_List_Page::items('eos_resource', $lang, $page, $per_page, self::in_category($category));
        } finally {
            remove_filter('posts_clauses', $clauses);
        }
    }

    /** The newest resources of the language (page/library's `resources`). @return list<array> */
    public static function newest(string $lang, int $count): array
    {
        return array_map([EOS_Output::class, 'resource'], self::newest_page($lang, 0, '', 1, $count)['posts']);
    }
}
