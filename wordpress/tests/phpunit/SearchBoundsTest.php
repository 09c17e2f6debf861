<?php
/**
 * Issue 50, items 2, 3 and 15: "Until the index is built, anonymous search renders the whole
 * archive … Make the fallback bounded"; "search scans the table once per stem, with no cap on the
 * number of words and nothing cached … Cap the query's words (say 8)"; "a restore without [the
 * search table] makes search answer nothing". More matching news than the fallback reads, each
 * with a shortcode that counts its renders; a 40-word query; the table dropped.
 */
final class SearchBoundsTest extends EOS_TestCase
{
    private const MANY = 130;
    private const CATEGORY = 1950;
    private static string $word = '';
    /** @var list<int> */
    private static array $made = [];
    private static int $renders = 0;
    /** @var list<string> */
    private array $queries = [];

    public static function setUpBeforeClass(): void
    {
        global $wpdb;
        parent::setUpBeforeClass();
        self::news_category(self::CATEGORY, 'uk');
        self::$word = 'межа' . strtolower(wp_generate_password(6, false, false));
        // In the database directly, as an archive holds them: no save hook renders them here.
        $rows = [];
        for ($i = 0; $i < self::MANY; $i++) {
            $date = gmdate('Y-m-d H:i:s', 1_600_000_000 + $i * 3600);
            $title = $i % 2 === 0 ? 'Новина ' . self::$word . " $i" : "Новина номер $i";
            $excerpt = $i % 2 === 0 ? '' : 'Коротко про ' . self::$word;
            $rows[] = $wpdb->prepare("(1, %s, %s, %s, %s, 'publish', '', %s, 'post', %s, %s, %s, '', '', '')", $date, $date, $title, $excerpt, 'search-bounds-' . self::$word . "-$i", $date, $date, '<p>Текст</p>[eos_test_count]');
        }
        $wpdb->query("INSERT INTO $wpdb->posts (post_author, post_date, post_date_gmt, post_title, post_excerpt, post_status, post_password, post_name, post_type, post_modified, post_modified_gmt, post_content, to_ping, pinged, post_content_filtered) VALUES " . implode(',', $rows));
        $first = (int) $wpdb->insert_id;
        self::$made = range($first, $first + self::MANY - 1);
        $tt = (int) $wpdb->get_var($wpdb->prepare("SELECT term_taxonomy_id FROM $wpdb->term_taxonomy WHERE term_id = %d AND taxonomy = 'category'", self::CATEGORY));
        $wpdb->query("INSERT INTO $wpdb->postmeta (post_id, meta_key, meta_value) VALUES " . implode(',', array_map(static fn (int $id) => $wpdb->prepare('(%d, %s, %s)', $id, EOS_Languages::META_LANG, 'uk'), self::$made)));
        $wpdb->query("INSERT INTO $wpdb->term_relationships (object_id, term_taxonomy_id, term_order) VALUES " . implode(',', array_map(static fn (int $id) => "($id, $tt, 0)", self::$made)));
        wp_cache_flush();
        EOS_Kept_Reads::forget();
    }

    public static function tearDownAfterClass(): void
    {
        global $wpdb;
        $ids = implode(',', self::$made);
        $wpdb->query("DELETE FROM $wpdb->postmeta WHERE post_id IN ($ids)");
        $wpdb->query("DELETE FROM $wpdb->term_relationships WHERE object_id IN ($ids)");
        $wpdb->query("DELETE FROM $wpdb->posts WHERE ID IN ($ids)");
        wp_cache_flush();
        EOS_Search_Table::rebuild();
        parent::tearDownAfterClass();
    }

    protected function setUp(): void
    {
        parent::setUp();
        self::$renders = 0;
        add_shortcode('eos_test_count', static function (): string {
            self::$renders++;
            return '';
        });
        $this->queries = [];
        add_filter('query', [$this, 'record']);
    }

    protected function tearDown(): void
    {
        remove_filter('query', [$this, 'record']);
        remove_shortcode('eos_test_count');
        wp_clear_scheduled_hook(EOS_Search_Build::HOOK);
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        parent::tearDown();
    }

    public function record(string $sql): string
    {
        $this->queries[] = $sql;
        return $sql;
    }

    /** @return array{results: list<array>, total: int} */
    private function search(string $query, array $more = []): array
    {
        $answer = $this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $query] + $more);
        $this->assertSame(200, $answer['status']);
        return $answer['data'];
    }

    public function test_until_the_index_is_complete_search_reads_a_capped_number_of_items_and_renders_none(): void
    {
        EOS_Search_Table::mark_stale();
        EOS_Kept_Reads::forget();
        try {
            $answer = $this->search(self::$word);
            $last = $this->search(self::$word, ['page' => (int) ceil(EOS_Search_Fallback::CANDIDATES / 10)]);
        } finally {
            EOS_Search_Table::mark_ready();
        }
        $this->assertSame(0, self::$renders, 'no item is rendered (its shortcode would count)');
        $this->assertSame(EOS_Search_Fallback::CANDIDATES, $answer['total'], 'the newest matches only, of ' . self::MANY);
        // The newest CANDIDATES items: those with the word in the title first (even ones), newest first.
        $newest = array_slice(array_reverse(self::$made), 0, EOS_Search_Fallback::CANDIDATES);
        $in_title = array_values(array_filter($newest, static fn (int $id) => ($id - self::$made[0]) % 2 === 0));
        $this->assertSame(array_slice($in_title, 0, 10), array_column($answer['results'], 'id'), 'ranked as the index ranks: title first, newest first');
        $this->assertNotContains($last['results'][0]['id'] ?? 0, $in_title, 'then the items with the word in their summary');
        $this->assertStringContainsString(self::$word, $last['results'][0]['excerpt'], 'the summary is the text shown');
    }

    public function test_a_query_counts_its_first_eight_words_and_reads_the_table_twice_then_not_at_all(): void
    {
        $this->assertTrue(EOS_Search_Table::ready());
        // Forty words within the 100 characters a query may have: letters of both alphabets.
        $forty = implode(' ', array_merge([self::$word], array_slice(array_merge(mb_str_split('бвгґджзклмнпрстфхцчшщ'), str_split('bcdfghjklmnpqrstvwxz')), 0, 39)));
        $this->assertSame(40, count(preg_split('/\s+/', $forty)));
        $this->assertLessThanOrEqual(EOS_Search::MAX_QUERY, mb_strlen($forty));
        $this->assertCount(EOS_Search_Index::MAX_WORDS, EOS_Search_Index::query_terms($forty));
        $eight = implode(' ', array_slice(explode(' ', $forty), 0, EOS_Search_Index::MAX_WORDS));
        EOS_Kept_Reads::forget();
        $this->queries = [];
        $this->assertSame($this->search($eight)['total'], $this->search($forty)['total'], 'the words after the eighth change nothing');
        $this->queries = [];
        EOS_Kept_Reads::forget();
        $this->search($forty);
        $table = EOS_Search_Table::name();
        $reads = array_values(array_filter($this->queries, static fn (string $sql) => str_contains($sql, "FROM $table")));
        $this->assertCount(2, $reads, 'one read for the words the content knows, one for the matches (no page of results: nothing matches every word)');
        $this->queries = [];
        $this->search($forty);
        $this->assertSame([], array_values(array_filter($this->queries, static fn (string $sql) => str_contains($sql, $table))), 'the same search again, before content changed: kept');
        $this->assertCount(EOS_Search_Index::MAX_WORDS, EOS_Search_Index::query_terms(str_repeat('а-б-в ', 30)), 'hyphenated words count as words');
    }

    public function test_a_database_restored_without_the_search_table_answers_from_the_titles_and_builds_it_again(): void
    {
        global $wpdb;
        $wpdb->query('DROP TABLE ' . EOS_Search_Table::name());
        EOS_Kept_Reads::forget();
        $suppress = $wpdb->suppress_errors(true);
        try {
            $answer = $this->search(self::$word);
        } finally {
            $wpdb->suppress_errors($suppress);
        }
        $this->assertGreaterThan(0, $answer['total'], 'answered without the table');
        $this->assertTrue(EOS_Missing_Table::exists(EOS_Search_Table::name()), 'the table is made again');
        $this->assertFalse(EOS_Search_Table::ready(), 'and search leaves it until it is built');
        $this->assertNotFalse(wp_next_scheduled(EOS_Search_Build::HOOK), 'built in the background');
        for ($i = 0; (EOS_Day_One::running() || EOS_Search_Build::running()) && $i < 100; $i++) {
            EOS_Day_One::running() ? EOS_Day_One::batch() : EOS_Search_Build::batch();
        }
        $this->assertTrue(EOS_Search_Table::ready());
        EOS_Kept_Reads::forget();
        $this->assertSame(self::MANY, $this->search(self::$word)['total'], 'from the table again: every match');
    }
}
