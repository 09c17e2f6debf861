<?php
defined('ABSPATH') || exit;

/**
 * `library` (docs/cms-contract.md, "Library"): with `page` or `per_page`, one page of the
 * language's resources, newest first by publication date (else date), filtered by category and by
 * a search in the title, the displayed category and the description, with the totals in
 * X-WP-Total and X-WP-TotalPages; without them, the editor's order with `category` and `limit`,
 * as before. Only the resources answered are put into the contract's shape.
 */
final class EOS_Library_List
{
    public const MAX_PER_PAGE = 100;

    public static function answer(string $lang, WP_REST_Request $request): WP_REST_Response|WP_Error
    {
        $category = (string) $request->get_param('category');
        $category_id = $category !== '' && $category !== 'all' ? (int) $category : 0;
        $translations = (object) EOS_Texts::map(EOS_Texts::get('interface', $lang), 'library_translations');
        if ($request->get_param('page') === null && $request->get_param('per_page') === null) {
            $limit = EOS_Reads::int_param($request, 'limit', -1);
            $posts = self::posts($lang, $category_id, $limit > 0 ? $limit : -1);
            return new WP_REST_Response(['resources' => array_map([EOS_Output::class, 'resource'], $posts), 'translations' => $translations], 200);
        }
        $per_page = EOS_Reads::int_param($request, 'per_page', 10);
        $page = EOS_Reads::int_param($request, 'page', 1);
        if ($per_page < 1 || $per_page > self::MAX_PER_PAGE || $page < 1) {
            $param = $page < 1 ? 'page' : 'per_page';
            return new WP_Error('rest_invalid_param', "Invalid parameter(s): $param", ['status' => 400, 'params' => [$param => sprintf(__('per_page from 1 to %d, page from 1', 'exchange-office-site'), self::MAX_PER_PAGE)]]);
        }
        $search = mb_strtolower(trim((string) ($request->get_param('search') ?? '')), 'UTF-8');
        $rows = self::rows(self::posts($lang, $category_id, -1));
        if ($search !== '') {
            $rows = array_values(array_filter($rows, static fn (array $row) => str_contains($row['text'], $search)));
        }
        $total = count($rows);
        $shown = array_map(static fn (array $row) => EOS_Output::resource($row['post']), array_slice($rows, ($page - 1) * $per_page, $per_page));
        $response = new WP_REST_Response(['resources' => $shown, 'translations' => $translations], 200);
        $response->header('X-WP-Total', (string) $total);
        $response->header('X-WP-TotalPages', (string) (int) ceil($total / $per_page));
        return $response;
    }

    /** The language's public resources in the editor's order, in a category when given. @return list<WP_Post> */
    private static function posts(string $lang, int $category, int $limit): array
    {
        $extra = ['posts_per_page' => $limit, 'has_password' => false];
        if ($category > 0) {
            $extra['tax_query'] = [['taxonomy' => 'eos_library_category', 'terms' => [$category], 'include_children' => false]];
        }
        return EOS_Content_Model::items('eos_resource', $lang, $extra);
    }

    /**
     * The newest resources first (publication date, else date; the editor's order among equals),
     * each with its lower-cased searchable text: title, displayed category, description.
     *
     * @param list<WP_Post> $posts
     * @return list<array{post: WP_Post, time: int, text: string}>
     */
    private static function rows(array $posts): array
    {
        $first = [];
        if ($posts) {
            $terms = wp_get_object_terms(array_map(static fn (WP_Post $p) => $p->ID, $posts), 'eos_library_category', ['orderby' => 'term_order', 'fields' => 'all_with_object_id']);
            foreach (is_wp_error($terms) ? [] : $terms as $term) {
                $first[$term->object_id] ??= $term->name;
            }
        }
        $rows = array_map(static fn (WP_Post $p) => [
            'post' => $p,
            'time' => EOS_Search_Index::time(EOS_Fields::text($p->ID, 'publication_date') ?: $p->post_date),
            'text' => mb_strtolower(implode("\n", [$p->post_title, $first[$p->ID] ?? '', EOS_Fields::text($p->ID, 'description')]), 'UTF-8'),
        ], $posts);
        usort($rows, static fn (array $a, array $b) => $b['time'] <=> $a['time']);
        return $rows;
    }

    /** The newest resources of the language (page/library's `resources`). @return list<array> */
    public static function newest(string $lang, int $count): array
    {
        return array_map(static fn (array $row) => EOS_Output::resource($row['post']), array_slice(self::rows(self::posts($lang, 0, -1)), 0, $count));
    }
}
