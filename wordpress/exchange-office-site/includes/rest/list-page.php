<?php
defined('ABSPATH') || exit;

/**
 * One page of a list read (docs/cms-contract/errors-and-paging.md#lists-a-page-at-a-time): `page` from 1,
 * `per_page` from 1 to 100 (by default the most), read in SQL with its total, and the totals in
 * X-WP-Total and X-WP-TotalPages, so no answer holds more than one page whatever the archive.
 */
final class EOS_List_Page
{
    public const MAX_PER_PAGE = 100;

    /** The page asked for; numbers outside the bounds are brought inside them. @return array{0: int, 1: int} page, per_page */
    public static function asked(WP_REST_Request $request, int $default_per_page = self::MAX_PER_PAGE): array
    {
        $per_page = min(max(EOS_Reads::int_param($request, 'per_page', $default_per_page), 1), self::MAX_PER_PAGE);
        return [max(EOS_Reads::int_param($request, 'page', 1), 1), $per_page];
    }

    /**
     * One page of a WP_Query and how many items match on every page.
     * @return array{posts: list<WP_Post>, total: int}
     */
    public static function query(array $args, int $page, int $per_page): array
    {
        $args = array_merge($args, ['posts_per_page' => $per_page, 'paged' => $page, 'no_found_rows' => false, 'ignore_sticky_posts' => true]);
        $query = new WP_Query($args);
        $total = (int) $query->found_posts;
        if (!$query->posts && $page > 1) {
            // WP_Query counts nothing for a page past the last: the total still says how many there are.
            $total = (int) (new WP_Query(array_merge($args, ['paged' => 1, 'posts_per_page' => 1, 'fields' => 'ids'])))->found_posts;
        }
        return ['posts' => $query->posts, 'total' => $total];
    }

    /**
     * One page of the language's public items of a post type in the editor's order (as
     * EOS_Content_Model::items orders them). @return array{posts: list<WP_Post>, total: int}
     */
    public static function items(string $type, string $lang, int $page, int $per_page, array $extra = []): array
    {
        return self::query(array_merge(EOS_Visibility::query_args(), [
            'post_type' => $type,
            'orderby' => ['menu_order' => 'ASC', 'ID' => 'ASC'],
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang), $extra), $page, $per_page);
    }

    /** The answer with the totals of its list in the headers. */
    public static function response(mixed $data, int $total, int $per_page): WP_REST_Response
    {
        $response = new WP_REST_Response($data, 200);
        $response->header('X-WP-Total', (string) $total);
        $response->header('X-WP-TotalPages', (string) (int) ceil($total / max($per_page, 1)));
        return $response;
    }
}
