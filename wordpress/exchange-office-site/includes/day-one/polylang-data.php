<?php
defined('ABSPATH') || exit;

/**
 * What Polylang stored, read from the database whether or not Polylang is active (an office that
 * used it and turned it off keeps it all): a post's language is its term of the taxonomy
 * `language`, whose slug is the language's code; a group of translations is a term of
 * `post_translations`, whose description is a serialized array code => post id; a term's
 * language is its term of `term_language`, slug `pll_` and the code.
 */
final class EOS_Polylang_Data
{
    private const TERM_LANGUAGE_PREFIX = 'pll_';

    /** The plugin's language for a code of Polylang (`uk`, `en`, `en_GB`, `en-us`), null for another language. */
    public static function code(string $slug): ?string
    {
        $code = strtolower(substr($slug, 0, 2));
        return in_array($code, EOS_Languages::LANGS, true) ? $code : null;
    }

    /** @param list<int> $post_ids @return array<int, string> post id => language, for the posts Polylang gave one */
    public static function post_langs(array $post_ids): array
    {
        global $wpdb;
        if (!$post_ids) {
            return [];
        }
        $rows = $wpdb->get_results(
            "SELECT r.object_id, t.slug FROM $wpdb->term_relationships r
             JOIN $wpdb->term_taxonomy tt ON tt.term_taxonomy_id = r.term_taxonomy_id AND tt.taxonomy = 'language'
             JOIN $wpdb->terms t ON t.term_id = tt.term_id
             WHERE r.object_id IN (" . implode(',', array_map('intval', $post_ids)) . ')'
        ) ?: [];
        $out = [];
        foreach ($rows as $row) {
            $lang = self::code((string) $row->slug);
            if ($lang !== null) {
                $out[(int) $row->object_id] = $lang;
            }
        }
        return $out;
    }

    /** A term's language as Polylang stored it, null when it has none. */
    public static function term_lang(int $term_id): ?string
    {
        global $wpdb;
        $slug = $wpdb->get_var($wpdb->prepare(
            "SELECT t.slug FROM $wpdb->term_relationships r
             JOIN $wpdb->term_taxonomy tt ON tt.term_taxonomy_id = r.term_taxonomy_id AND tt.taxonomy = 'term_language'
             JOIN $wpdb->terms t ON t.term_id = tt.term_id
             WHERE r.object_id = %d LIMIT 1",
            $term_id
        ));
        return is_string($slug) && str_starts_with($slug, self::TERM_LANGUAGE_PREFIX) ? self::code(substr($slug, strlen(self::TERM_LANGUAGE_PREFIX))) : null;
    }

    /**
     * Groups of translations after a cursor, in the order of their term_taxonomy ids.
     * @return list<array{id: int, posts: array<string, int>}> id: the group's term_taxonomy_id; posts: language => post id
     */
    public static function translation_groups(int $after, int $limit): array
    {
        global $wpdb;
        $rows = $wpdb->get_results($wpdb->prepare(
            "SELECT term_taxonomy_id, description FROM $wpdb->term_taxonomy
             WHERE taxonomy = 'post_translations' AND term_taxonomy_id > %d ORDER BY term_taxonomy_id LIMIT %d",
            $after,
            $limit
        )) ?: [];
        $groups = [];
        foreach ($rows as $row) {
            $posts = [];
            $stored = @unserialize((string) $row->description, ['allowed_classes' => false]);
            foreach (is_array($stored) ? $stored : [] as $slug => $id) {
                $lang = self::code((string) $slug);
                if ($lang !== null && (int) $id > 0) {
                    $posts[$lang] = (int) $id;
                }
            }
            $groups[] = ['id' => (int) $row->term_taxonomy_id, 'posts' => $posts];
        }
        return $groups;
    }
}
