<?php
defined('ABSPATH') || exit;

/**
 * The SQL of a WP_Query without running it: the SELECT of the ids it would find, as WordPress
 * and the plugins that filter queries write it (visibility, the language's meta or Polylang's
 * taxonomy, categories), to use as a subquery, so that a count or an order over all of them is
 * computed by the database instead of loading every id into PHP.
 */
final class EOS_Query_Sql
{
    public static function ids(array $args): string
    {
        $sql = '';
        $capture = static function ($posts, WP_Query $query) use (&$sql) {
            $sql = (string) $query->request;
            return [];
        };
        add_filter('posts_pre_query', $capture, 10, 2);
        try {
            new WP_Query(array_merge($args, ['fields' => 'ids', 'posts_per_page' => -1, 'no_found_rows' => true, 'orderby' => 'none', 'suppress_filters' => false, 'ignore_sticky_posts' => true]));
        } finally {
            remove_filter('posts_pre_query', $capture, 10);
        }
        return $sql;
    }
}
