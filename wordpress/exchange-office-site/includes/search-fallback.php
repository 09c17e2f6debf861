<?php
defined('ABSPATH') || exit;

/**
 * Search while the search table is not complete (a first build, a new version of its rules, a
 * restore without it): a capped read in SQL instead of the table. The language's public items
 * whose title or summary holds each of the query's words, as typed or by its stem (at most
 * EOS_Search_Index::MAX_WORDS words), the CANDIDATES newest of them, become documents of their
 * title and summary only (nothing is rendered), and EOS_Search_Index ranks those with the named
 * pages. So no search costs more than CANDIDATES items, however large the archive, and an item
 * found only by the words of its text waits for the table.
 */
final class EOS_Search_Fallback
{
    /** Items read at most for one search. */
    public const CANDIDATES = 50;
    /** The post type of each kind of result. */
    private const POST_TYPES = ['news' => 'post', 'program' => 'eos_program', 'page' => 'page', 'team' => 'eos_team'];

    /** @return array{docs: list<array>, total: int, terms: list<array{folded: string, stems: list<string>, known: bool}>} */
    public static function search(string $lang, string $text, string $type, int $page, int $per_page): array
    {
        $words = EOS_Search_Index::words($text);
        if (!$words) {
            return ['docs' => [], 'total' => 0, 'terms' => []];
        }
        $docs = [];
        $ids = self::candidates($lang, $type === 'all' ? array_values(self::POST_TYPES) : [self::POST_TYPES[$type]], $words);
        _prime_post_caches($ids);
        foreach ($ids as $id) {
            $post = get_post($id);
            $doc = $post instanceof WP_Post ? EOS_Search_Documents::for_post($post, false) : null;
            if ($doc !== null && ($type === 'all' || $doc['type'] === $type)) {
                $docs[] = $doc;
            }
        }
        if ($type === 'all' || $type === 'page') {
            array_push($docs, ...EOS_Search_Documents::named($lang));
        }
        ['terms' => $terms, 'ranked' => $ranked] = EOS_Search_Index::rank($docs, $text);
        return ['docs' => array_column(array_slice($ranked, ($page - 1) * $per_page, $per_page), 'doc'), 'total' => count($ranked), 'terms' => $terms];
    }

    /**
     * Ids of the newest public items of the language (at most CANDIDATES) whose title or summary
     * holds every word, as typed or by one of its stems (the column's collation ignores case).
     * @param list<string> $post_types
     * @param list<array{raw: string, folded: string, stems: list<string>}> $words
     * @return list<int>
     */
    private static function candidates(string $lang, array $post_types, array $words): array
    {
        $where = static function (string $sql) use ($words): string {
            global $wpdb;
            foreach ($words as $word) {
                $either = [];
                foreach (array_unique(array_merge([mb_strtolower($word['raw'], 'UTF-8')], $word['stems'])) as $form) {
                    $like = '%' . $wpdb->esc_like($form) . '%';
                    $either[] = $wpdb->prepare("$wpdb->posts.post_title LIKE %s OR $wpdb->posts.post_excerpt LIKE %s", $like, $like);
                }
                $sql .= ' AND (' . implode(' OR ', $either) . ')';
            }
            return $sql;
        };
        add_filter('posts_where', $where);
        try {
            $query = new WP_Query(array_merge(EOS_Visibility::query_args(), [
                'post_type' => $post_types,
                'posts_per_page' => self::CANDIDATES,
                'orderby' => ['date' => 'DESC', 'ID' => 'DESC'],
                'fields' => 'ids',
                'no_found_rows' => true,
                'suppress_filters' => false,
                'ignore_sticky_posts' => true,
            ], EOS_Languages::query_args($lang)));
        } finally {
            remove_filter('posts_where', $where);
        }
        return array_map('intval', $query->posts);
    }
}
