<?php
defined('ABSPATH') || exit;

/**
 * The search index: one row per document (EOS_Search_Documents) with its title and text folded
 * the way EOS_Search_Index folds queries, kept current when items are saved, and queried with SQL,
 * so a search reads the rows that match instead of rendering every post of the language.
 *
 * Matching (every word in the folded title or text) happens in the database on binary-collated
 * columns, which is exactly str_contains; the score of each match is EOS_Search_Index's, from the
 * folded title and which words the text holds; only the page's documents are read whole.
 * Visibility is asked of wp_posts at query time too, so a row left behind never shows.
 */
final class EOS_Search_Table
{
    /**
     * Bump to build the rows again on the next load (the document rules changed); new columns are a
     * new EOS_Schema::VERSION. 2: the stems of title and text (EOS_Search_Stem), schema 7. 3: the
     * stemmer joins к/ц and г/з and short stems' endings.
     */
    public const VERSION = '3';
    private const VERSION_OPTION = 'eos_search_table_version';
    /** The post types that have documents (EOS_Search_Documents::for_post). */
    public const TYPES = ['post', 'eos_program', 'page', 'eos_team'];

    public static function name(): string
    {
        global $wpdb;
        return $wpdb->prefix . 'eos_search';
    }

    public static function boot(): void
    {
        add_action('wp_after_insert_post', static fn (int $id) => self::refresh_post($id), 20);
        add_action('trashed_post', [self::class, 'refresh_post']);
        add_action('untrashed_post', [self::class, 'refresh_post']);
        add_action('deleted_post', [self::class, 'remove_post']);
        add_action('set_object_terms', static fn (int $id) => self::refresh_post($id), 20);
        foreach (['added_post_meta', 'updated_post_meta', 'deleted_post_meta'] as $hook) {
            add_action($hook, [self::class, 'meta_changed'], 20, 3);
        }
        add_action('updated_option', [self::class, 'option_changed'], 20);
        add_action('added_option', [self::class, 'option_changed'], 20);
        add_action('eos_archive_generated', [self::class, 'rebuild']);
    }

    public static function ready(): bool
    {
        return get_option(self::VERSION_OPTION) === self::VERSION;
    }

    /**
     * Has the table filled in the background (EOS_Search_Build) when its rows were built by other
     * rules than this code's (VERSION) or never. EOS_Schema makes the table and calls this (on
     * plugins_loaded, activation, a new site): it only schedules.
     */
    public static function upgrade(): void
    {
        if (!self::ready() && !EOS_Search_Build::running()) {
            EOS_Search_Build::schedule();
        }
    }

    /** Search leaves the table (EOS_Search answers from the documents themselves) until it is built again. */
    public static function mark_stale(): void
    {
        delete_option(self::VERSION_OPTION);
    }

    public static function mark_ready(): void
    {
        update_option(self::VERSION_OPTION, self::VERSION, true);
        EOS_Kept_Reads::forget();
    }

    public static function clear(): void
    {
        global $wpdb;
        self::run(static fn () => $wpdb->query('DELETE FROM ' . self::name()));
    }

    /** Rows of the table (the settings page's progress). */
    public static function count(): int
    {
        global $wpdb;
        return (int) self::run(static fn () => $wpdb->get_var('SELECT COUNT(*) FROM ' . self::name()));
    }

    /**
     * Runs queries of the table. A restore of the database without it (EOS_Missing_Table): the
     * schema makes it again, empty, so search leaves it and it is built anew in the background
     * (EOS_Search_Build), then the queries run once more.
     */
    private static function run(callable $query): mixed
    {
        return EOS_Missing_Table::retry(self::name(), $query, [EOS_Search_Build::class, 'schedule']);
    }

    /** The rows of these posts as the documents now are (a batch of EOS_Search_Build). @param list<WP_Post> $posts */
    public static function index_posts(array $posts): void
    {
        foreach ($posts as $post) {
            $doc = EOS_Search_Documents::for_post($post);
            if ($doc) {
                self::write(EOS_Languages::post_lang($post->ID), $doc);
            }
        }
    }


    /** The named pages' rows, both languages. */
    public static function index_named(): void
    {
        foreach (EOS_Languages::LANGS as $lang) {
            self::refresh_named($lang);
        }
    }

    /** Rows follow saves once the table is complete, and, while it is built, for the posts the build has passed. */
    private static function follows(int $post_id): bool
    {
        return self::ready() || EOS_Search_Build::passed($post_id);
    }

    /**
     * Folded columns are binary: LIKE on them is the exact substring test of the ranking rules.
     * The stem columns hold each word's stem once between spaces, so LIKE '% stem %' is the test
     * by form.
     */
    public static function schema(string $charset): string
    {
        $table = self::name();
        return "CREATE TABLE $table (
  lang varchar(5) NOT NULL,
  doc_id bigint(20) unsigned NOT NULL,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  type varchar(10) NOT NULL,
  title text NOT NULL,
  body longtext NOT NULL,
  title_folded text CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  body_folded longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  title_stems text CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  body_stems longtext CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
  url varchar(1000) NOT NULL,
  date varchar(25) NOT NULL DEFAULT '',
  date_ts bigint(20) NOT NULL DEFAULT 0,
  PRIMARY KEY  (lang, doc_id),
  KEY post_id (post_id)
) $charset;";
    }

    /** The table alone (a bulk import that rebuilds it at its end). */
    public static function install(): void
    {
        global $wpdb;
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        dbDelta(self::schema($wpdb->get_charset_collate()));
    }

    /** Every document again, at once: for a bulk import from the command line, never a web request. */
    public static function rebuild(): void
    {
        self::clear();
        foreach (EOS_Languages::LANGS as $lang) {
            foreach (EOS_Search_Documents::all($lang) as $doc) {
                self::write($lang, $doc);
            }
        }
        EOS_Search_Build::cancel();
        self::mark_ready();
    }

    private static function write(string $lang, array $doc): void
    {
        global $wpdb;
        $is_post = $doc['id'] < EOS_Search_Documents::NAMED_ID_BASE;
        self::run(static fn () => $wpdb->replace(self::name(), [
            'lang' => $lang,
            'doc_id' => $doc['id'],
            'post_id' => $is_post ? $doc['id'] : 0,
            'type' => $doc['type'],
            'title' => $doc['title'],
            'body' => $doc['body'],
            'title_folded' => EOS_Search_Index::fold($doc['title']),
            'body_folded' => EOS_Search_Index::fold($doc['body']),
            'title_stems' => EOS_Search_Index::stem_column($doc['title']),
            'body_stems' => EOS_Search_Index::stem_column($doc['body']),
            'url' => $doc['url'],
            'date' => $doc['date'],
            'date_ts' => EOS_Search_Index::time($doc['date']),
        ]));
    }

    public static function refresh_post(int $post_id): void
    {
        // A bulk import rebuilds the table once at its end (EOS_Importer).
        if (!self::follows($post_id) || defined('EOS_IMPORTING')) {
            return;
        }
        $post = get_post($post_id);
        if (!$post instanceof WP_Post || !in_array($post->post_type, self::TYPES, true)) {
            return;
        }
        self::remove_post($post_id);
        $doc = EOS_Search_Documents::for_post($post);
        if ($doc) {
            self::write(EOS_Languages::post_lang($post_id), $doc);
        }
        // Answers cached before this change (EOS_Search) are not used again.
        EOS_Kept_Reads::forget();
    }

    public static function remove_post(int $post_id): void
    {
        global $wpdb;
        if (self::follows($post_id) && self::run(static fn () => $wpdb->delete(self::name(), ['post_id' => $post_id]))) {
            EOS_Kept_Reads::forget();
        }
    }

    /** A field a document shows (programme text, a member's position, the language) changed outside a save. */
    public static function meta_changed(mixed $meta_id, int $post_id, string $key): void
    {
        if ($key === EOS_Languages::META_LANG || (str_starts_with($key, '_eos_') && in_array(substr($key, 5), ['description', 'position', 'department', 'email', 'short_description'], true))) {
            self::refresh_post($post_id);
        }
    }

    /** The named pages follow their texts, and their addresses the settings (founder slug, namespace). */
    public static function option_changed(string $option): void
    {
        if (!self::ready()) {
            return;
        }
        foreach (EOS_Languages::LANGS as $lang) {
            $texts = array_map(static fn (string $page) => EOS_Texts::option_name($page, $lang), EOS_Texts::PAGES);
            if ($option === EOS_Settings::OPTION || in_array($option, $texts, true)) {
                self::refresh_named($lang);
            }
        }
    }

    private static function refresh_named(string $lang): void
    {
        global $wpdb;
        self::run(static fn () => $wpdb->query($wpdb->prepare('DELETE FROM ' . self::name() . ' WHERE lang = %s AND post_id = 0', $lang)));
        foreach (EOS_Search_Documents::named($lang) as $doc) {
            self::write($lang, $doc);
        }
        EOS_Kept_Reads::forget();
    }

    /**
     * The query's terms (EOS_Search_Index::query_terms), a word known when some document of the
     * language that a visitor may read holds each of its stems: one read of the table for all
     * the stems of the query's words (at most EOS_Search_Index::MAX_WORDS).
     * @return list<array{folded: string, stems: list<string>, known: bool}>
     */
    private static function query_terms(string $lang, string $text): array
    {
        global $wpdb;
        $stems = EOS_Search_Index::query_stems($text);
        if (!$stems) {
            return [];
        }
        $table = self::name();
        $flags = [];
        $args = [];
        foreach ($stems as $i => $stem) {
            $flags[] = "MAX(s.title_stems LIKE %s OR s.body_stems LIKE %s) AS k$i";
            array_push($args, '% ' . $wpdb->esc_like($stem) . ' %', '% ' . $wpdb->esc_like($stem) . ' %');
        }
        $args[] = $lang;
        $row = self::run(static fn () => $wpdb->get_row($wpdb->prepare(
            'SELECT ' . implode(', ', $flags) . " FROM $table s LEFT JOIN $wpdb->posts p ON p.ID = s.post_id WHERE s.lang = %s"
            . " AND (s.post_id = 0 OR (p.post_status = 'publish' AND p.post_password = ''))",
            ...$args
        ), ARRAY_A));
        $known = [];
        foreach ($stems as $i => $stem) {
            if ((int) ($row["k$i"] ?? 0) === 1) {
                $known[$stem] = true;
            }
        }
        return EOS_Search_Index::query_terms($text, static fn (string $stem): bool => isset($known[$stem]));
    }

    /**
     * One page of ranked documents, the number of matches, and the query's terms (query_terms);
     * null when the table turned out to be missing (a restore without it): it is made again and
     * built in the background, and search answers without it meanwhile (EOS_Search).
     * @return array{docs: list<array>, total: int, terms: list<array{folded: string, stems: list<string>, known: bool}>}|null
     */
    public static function search(string $lang, string $text, string $type, int $page, int $per_page): ?array
    {
        global $wpdb;
        $terms = self::query_terms($lang, $text);
        if (!self::ready()) {
            return null;
        }
        if (!$terms) {
            return ['docs' => [], 'total' => 0, 'terms' => []];
        }
        $phrase = EOS_Search_Index::fold(trim($text));
        $table = self::name();
        $where = ['s.lang = %s', "(s.post_id = 0 OR (p.post_status = 'publish' AND p.post_password = ''))"];
        $args = [$lang];
        if ($type !== 'all') {
            $where[] = 's.type = %s';
            $args[] = $type;
        }
        // Per row and word: b (text) and t (title) are 1 as typed, 2 in another form, 0 neither. A
        // known word counts only where its stems are (EOS_Search_Index::term_match); another word
        // as typed. HAVING then keeps the rows where every word matched.
        $select = [];
        $select_args = [];
        $having = [];
        foreach ($terms as $i => $term) {
            $like = '%' . $wpdb->esc_like($term['folded']) . '%';
            foreach (['body' => 'b', 'title' => 't'] as $column => $flag) {
                if ($term['known']) {
                    $stems = implode(' AND ', array_fill(0, count($term['stems']), "s.{$column}_stems LIKE %s"));
                    $select[] = "CASE WHEN NOT ($stems) THEN 0 WHEN s.{$column}_folded LIKE %s THEN 1 ELSE 2 END AS $flag$i";
                    array_push($select_args, ...array_map(static fn (string $stem) => '% ' . $wpdb->esc_like($stem) . ' %', $term['stems']));
                } else {
                    $select[] = "CASE WHEN s.{$column}_folded LIKE %s THEN 1 ELSE 0 END AS $flag$i";
                }
                $select_args[] = $like;
            }
            $having[] = "(b$i > 0 OR t$i > 0)";
        }
        if (count($terms) > 1) {
            $select[] = 's.body_folded LIKE %s AS phrase_in_body';
            $select_args[] = '%' . $wpdb->esc_like($phrase) . '%';
        }
        $rows = self::run(static fn () => $wpdb->get_results($wpdb->prepare(
            'SELECT s.doc_id, s.title_folded, s.date_ts, ' . implode(', ', $select)
            . " FROM $table s LEFT JOIN $wpdb->posts p ON p.ID = s.post_id WHERE " . implode(' AND ', $where)
            . ' HAVING ' . implode(' AND ', $having),
            ...array_merge($select_args, $args)
        ), ARRAY_A)) ?: [];
        $scored = [];
        foreach ($rows as $row) {
            $matches = [];
            foreach ($terms as $i => $term) {
                $body = (int) $row["b$i"];
                $title = (int) $row["t$i"];
                $matches[] = ['title' => $title === 1, 'body' => $body === 1, 'form_title' => $title === 2, 'form_body' => $body === 2];
            }
            $phrase_in_body = count($terms) === 1 ? $matches[0]['body'] : (bool) $row['phrase_in_body'];
            $score = EOS_Search_Index::score($row['title_folded'], $terms, $phrase, $matches, $phrase_in_body);
            if ($score === null) {
                continue;
            }
            $scored[] = [
                'id' => (int) $row['doc_id'],
                'time' => (int) $row['date_ts'],
                'score' => $score,
            ];
        }
        usort($scored, static fn (array $a, array $b) => ($b['score'] <=> $a['score']) ?: ($b['time'] <=> $a['time']) ?: ($a['id'] <=> $b['id']));
        $ids = array_column(array_slice($scored, ($page - 1) * $per_page, $per_page), 'id');
        if (!$ids) {
            return ['docs' => [], 'total' => count($scored), 'terms' => $terms];
        }
        $found = self::run(static fn () => $wpdb->get_results($wpdb->prepare(
            "SELECT doc_id AS id, type, title, body, url, date FROM $table WHERE lang = %s AND doc_id IN (" . implode(',', array_map('intval', $ids)) . ')',
            $lang
        ), ARRAY_A)) ?: [];
        $by_id = [];
        foreach ($found as $doc) {
            $doc['id'] = (int) $doc['id'];
            $by_id[$doc['id']] = $doc;
        }
        $docs = [];
        foreach ($ids as $id) {
            if (isset($by_id[$id])) {
                $docs[] = $by_id[$id];
            }
        }
        return ['docs' => $docs, 'total' => count($scored), 'terms' => $terms];
    }
}
