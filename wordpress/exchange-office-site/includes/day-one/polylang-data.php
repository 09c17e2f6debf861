<?php
defined('ABSPATH') || exit;

/**
 * What Polylang stored, read from the database whether or not Polylang is active (an office that
 * used it and turned it off keeps it all): a language is a term of the taxonomy `language`, whose
 * slug the office chose (often `ua` for Ukrainian) and whose description is a serialized array
 * with the language's `locale` (`uk`, `en_US`, `ru_RU`); a post's language is its term of
 * `language`; a group of translations is a term of `post_translations`, whose description is a
 * serialized array slug => post id; a term's language is its term of `term_language`, slug `pll_`
 * and the language's slug. A language is known by its locale, never by its slug: `ua` is
 * Ukrainian, and a language the site does not serve (Russian) is none of the site's (null), never
 * guessed into one.
 */
final class EOS_Polylang_Data
{
    private const TERM_LANGUAGE_PREFIX = 'pll_';
    /** @var array<string, string|null>|null Polylang's slug => the site's language (null: not served) */
    private static ?array $languages = null;

    /** The site's language of a locale or code (`uk`, `en_GB`, `en-us`), null for another language. */
    public static function code(string $locale): ?string
    {
        $code = strtolower(substr($locale, 0, 2));
        return in_array($code, EOS_Languages::LANGS, true) ? $code : null;
    }

    /** @return array<string, string|null> Polylang's languages: slug => the site's language, from the locale each stores */
    public static function languages(): array
    {
        global $wpdb;
        if (self::$languages === null) {
            self::$languages = [];
            $rows = $wpdb->get_results("SELECT t.slug, tt.description FROM $wpdb->term_taxonomy tt JOIN $wpdb->terms t ON t.term_id = tt.term_id WHERE tt.taxonomy = 'language'") ?: [];
            foreach ($rows as $row) {
                $stored = @unserialize((string) $row->description, ['allowed_classes' => false]);
                $locale = is_array($stored) && is_string($stored['locale'] ?? null) && $stored['locale'] !== '' ? $stored['locale'] : (string) $row->slug;
                self::$languages[(string) $row->slug] = self::code($locale);
            }
        }
        return self::$languages;
    }

    /** Reads the languages again at the next question (a batch of day one; a test that wrote them). */
    public static function forget(): void
    {
        self::$languages = null;
    }

    /** The site's language of one of Polylang's language slugs; null for a language the site does not serve. */
    public static function lang_of(string $slug): ?string
    {
        $languages = self::languages();
        return array_key_exists($slug, $languages) ? $languages[$slug] : self::code($slug);
    }

    /** Polylang's slug of one of the site's languages (`uk` may be `ua`). */
    public static function slug_of(string $lang): string
    {
        $slug = array_search($lang, self::languages(), true);
        return is_string($slug) ? $slug : $lang;
    }

    /**
     * @param list<int> $post_ids
     * @return array<int, string|null> post id => the site's language, for the posts Polylang gave
     * one (null: a language the site does not serve)
     */
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
            $out[(int) $row->object_id] = self::lang_of((string) $row->slug);
        }
        return $out;
    }

    /**
     * A term's language as Polylang stored it: false when it stored none, null for a language the
     * site does not serve.
     */
    public static function term_lang(int $term_id): string|false|null
    {
        global $wpdb;
        $slug = $wpdb->get_var($wpdb->prepare(
            "SELECT t.slug FROM $wpdb->term_relationships r
             JOIN $wpdb->term_taxonomy tt ON tt.term_taxonomy_id = r.term_taxonomy_id AND tt.taxonomy = 'term_language'
             JOIN $wpdb->terms t ON t.term_id = tt.term_id
             WHERE r.object_id = %d LIMIT 1",
            $term_id
        ));
        return is_string($slug) && str_starts_with($slug, self::TERM_LANGUAGE_PREFIX) ? self::lang_of(substr($slug, strlen(self::TERM_LANGUAGE_PREFIX))) : false;
    }

    /**
     * Groups of translations after a cursor, in the order of their term_taxonomy ids.
     * @return list<array{id: int, posts: array<string, int>}> id: the group's term_taxonomy_id; posts: the site's language => post id
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
                $lang = self::lang_of((string) $slug);
                if ($lang !== null && (int) $id > 0) {
                    $posts[$lang] = (int) $id;
                }
            }
            $groups[] = ['id' => (int) $row->term_taxonomy_id, 'posts' => $posts];
        }
        return $groups;
    }
}
