<?php
/**
 * Bounded reads (issue 37, point 4): on an office-sized list of every kind, each public list read
 * answers at most one page of 100 items, with totals that lead through every public item and no
 * other; pages at and past the end answer as the contract says; and nothing a visitor asks for
 * (distinct searches, pages, filters) adds more than a few rows to wp_options.
 */
final class BoundedReadsTest extends EOS_TestCase
{
    /** Items of each kind: more than a page. */
    private const MANY = 130;
    private const NEWS_CATEGORY = 1903;
    /** Made once for the class in the database directly (hooks would add a webhook call per item). @var array<string, list<int>> */
    private static array $made = [];
    private static int $group = 0;

    public static function setUpBeforeClass(): void
    {
        global $wpdb;
        parent::setUpBeforeClass();
        self::news_category(self::NEWS_CATEGORY, 'uk');
        $group = wp_insert_term('Bounded group ' . wp_generate_password(5, false), 'eos_program_group');
        self::$group = (int) $group['term_id'];
        update_term_meta(self::$group, EOS_Languages::TERM_META_LANG, 'uk');
        $types = ['eos_hero_slide', 'eos_curator', 'eos_team', 'eos_author', 'eos_timeline_event', 'eos_testimonial', 'eos_gallery_photo', 'eos_resource', 'eos_program', 'page', 'post'];
        foreach ($types as $type) {
            self::$made[$type] = self::bulk($type, self::MANY);
        }
        self::relate(self::$made['post'], (int) $wpdb->get_var($wpdb->prepare("SELECT term_taxonomy_id FROM $wpdb->term_taxonomy WHERE term_id = %d AND taxonomy = 'category'", self::NEWS_CATEGORY)));
        self::relate(self::$made['eos_program'], (int) get_term(self::$group)->term_taxonomy_id);
        wp_cache_flush();
        EOS_Kept_Reads::forget();
    }

    public static function tearDownAfterClass(): void
    {
        global $wpdb;
        $ids = implode(',', array_merge(...array_values(self::$made)));
        $wpdb->query("DELETE FROM $wpdb->postmeta WHERE post_id IN ($ids)");
        $wpdb->query("DELETE FROM $wpdb->term_relationships WHERE object_id IN ($ids)");
        $wpdb->query("DELETE FROM $wpdb->posts WHERE ID IN ($ids)");
        wp_delete_term(self::$group, 'eos_program_group');
        wp_cache_flush();
        EOS_Kept_Reads::forget();
        parent::tearDownAfterClass();
    }

    /** Public items of a type in Ukrainian, in one insert, and one of them private, one with a password. @return list<int> */
    private static function bulk(string $type, int $count): array
    {
        global $wpdb;
        $rows = [];
        $tag = wp_generate_password(6, false);
        for ($i = 0; $i < $count; $i++) {
            $date = gmdate('Y-m-d H:i:s', 1_500_000_000 + $i * 3600);
            $status = $i === 1 ? 'private' : 'publish';
            $password = $i === 2 ? 'secret' : '';
            $rows[] = $wpdb->prepare('(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %d, \'\', \'\', \'\', \'\')', $date, $date, "Bounded $type $i", $status, $password, strtolower("bounded-$type-$tag-$i"), $type, $date, $date, "<p>Body $i</p>", 1000 + $i);
        }
        $wpdb->query("INSERT INTO $wpdb->posts (post_author, post_date, post_date_gmt, post_title, post_status, post_password, post_name, post_type, post_modified, post_modified_gmt, post_content, menu_order, post_excerpt, to_ping, pinged, post_content_filtered) VALUES " . implode(',', $rows));
        $first = (int) $wpdb->insert_id;
        $ids = range($first, $first + $count - 1);
        $meta = array_map(static fn (int $id) => $wpdb->prepare('(%d, %s, %s)', $id, EOS_Languages::META_LANG, 'uk'), $ids);
        $wpdb->query("INSERT INTO $wpdb->postmeta (post_id, meta_key, meta_value) VALUES " . implode(',', $meta));
        return $ids;
    }

    /** @param list<int> $ids */
    private static function relate(array $ids, int $term_taxonomy_id): void
    {
        global $wpdb;
        $wpdb->query("INSERT INTO $wpdb->term_relationships (object_id, term_taxonomy_id, term_order) VALUES " . implode(',', array_map(static fn (int $id) => "($id, $term_taxonomy_id, 0)", $ids)));
    }

    /** The public ones of what was made (the second is private, the third has a password). @return list<int> */
    private static function public_made(string $type): array
    {
        return array_values(array_diff(self::$made[$type], [self::$made[$type][1], self::$made[$type][2]]));
    }

    private function read(string $route, array $query = []): WP_REST_Response
    {
        $request = new WP_REST_Request('GET', '/fulbright-react/v1/' . $route);
        $request->set_query_params($query + ['lang' => 'uk']);
        $response = rest_do_request($request);
        $GLOBALS['post'] = null;
        return $response;
    }

    private static function options(): int
    {
        global $wpdb;
        return (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->options");
    }

    public function test_every_list_read_answers_a_page_at_most_and_its_pages_lead_through_every_public_item(): void
    {
        $lists = [
            'hero-slides' => ['eos_hero_slide', static fn ($d) => array_column($d, 'id')],
            'program-curators' => ['eos_curator', static fn ($d) => array_column($d, 'id')],
            'team' => ['eos_team', static fn ($d) => array_column($d['team'], 'id')],
            'authors' => ['eos_author', static fn ($d) => array_column($d, 'id')],
            'timeline-events' => ['eos_timeline_event', static fn ($d) => array_column($d, 'id')],
            'testimonials' => ['eos_testimonial', static fn ($d) => array_column($d, 'id')],
            'dynamic-content' => ['page', static fn ($d) => array_column($d['pages'], 'id')],
            'programs' => ['eos_program', static fn ($d) => array_merge([], ...array_map(static fn ($g) => array_column($g['programs'], 'id'), $d))],
        ];
        foreach ($lists as $route => [$type, $ids_of]) {
            $first = $this->read($route);
            $this->assertSame(200, $first->get_status(), $route);
            $total = (int) $first->get_headers()['X-WP-Total'];
            $pages = (int) $first->get_headers()['X-WP-TotalPages'];
            $this->assertGreaterThanOrEqual(self::MANY - 2, $total, $route);
            $this->assertSame((int) ceil($total / 100), $pages, $route);
            $this->assertCount(100, $ids_of($first->get_data()), "$route: one page of 100");
            $seen = [];
            for ($page = 1; $page <= $pages; $page++) {
                $answer = $this->read($route, ['page' => $page]);
                $this->assertLessThanOrEqual(100, count($ids_of($answer->get_data())), "$route page $page");
                $seen = array_merge($seen, $ids_of($answer->get_data()));
            }
            $this->assertCount($total, array_unique($seen), "$route: the pages hold X-WP-Total items, each once");
            $this->assertSame([], array_values(array_diff(self::public_made($type), $seen)), "$route: every public item is on a page");
            $this->assertNotContains(self::$made[$type][1], $seen, "$route: no private item");
            $this->assertNotContains(self::$made[$type][2], $seen, "$route: no item with a password");
            $this->assertCount(20, $ids_of($this->read($route, ['page' => 2, 'per_page' => 20])->get_data()), "$route per_page=20");
            $this->assertCount(100, $ids_of($this->read($route, ['per_page' => 500])->get_data()), "$route: per_page above 100 is 100");
        }
        $this->assertCount(3, $this->read('testimonials', ['limit' => 3])->get_data());
    }

    public function test_news_without_a_page_answers_the_first_hundred_articles_with_the_totals(): void
    {
        $answer = $this->read('news');
        $this->assertCount(100, $answer->get_data()['news']);
        $total = (int) $answer->get_headers()['X-WP-Total'];
        $this->assertGreaterThanOrEqual(self::MANY - 2, $total);
        $dates = array_column($answer->get_data()['news'], 'date');
        $sorted = $dates;
        rsort($sorted);
        $this->assertSame($sorted, $dates, 'newest first');
        $paged = $this->read('news', ['page' => 1, 'per_page' => 100, 'fields' => 'id']);
        $this->assertSame(array_column($paged->get_data()['news'], 'id'), array_column($answer->get_data()['news'], 'id'), 'the paged form\'s first page');
        $this->assertSame((string) $total, $paged->get_headers()['X-WP-Total']);
    }

    public function test_library_pages_are_right_at_the_last_page_and_past_it(): void
    {
        $this->assertCount(100, $this->read('library')->get_data()['resources'], 'without a page: at most 100');
        $this->assertCount(4, $this->read('library', ['limit' => 4])->get_data()['resources']);
        $this->assertCount(100, $this->read('library', ['limit' => 1000])->get_data()['resources']);
        $first = $this->read('library', ['page' => 1, 'per_page' => 30]);
        $total = (int) $first->get_headers()['X-WP-Total'];
        $pages = (int) ceil($total / 30);
        $this->assertSame((string) $pages, $first->get_headers()['X-WP-TotalPages']);
        $last = $this->read('library', ['page' => $pages, 'per_page' => 30]);
        $this->assertCount($total - 30 * ($pages - 1), $last->get_data()['resources']);
        $past = $this->read('library', ['page' => $pages + 1, 'per_page' => 30]);
        $this->assertSame(200, $past->get_status());
        $this->assertSame([], $past->get_data()['resources']);
        $this->assertSame((string) $total, $past->get_headers()['X-WP-Total']);
        // Newest first across pages: the made resources' dates rise with their number.
        $made = array_flip(self::$made['eos_resource']);
        $order = array_values(array_filter(array_column($first->get_data()['resources'], 'id'), static fn ($id) => isset($made[$id])));
        $sorted = $order;
        usort($sorted, static fn ($a, $b) => $made[$b] <=> $made[$a]);
        $this->assertSame($sorted, $order);
        $this->assertSame(400, $this->read('library', ['page' => 1, 'per_page' => 101])->get_status());
    }

    public function test_gallery_pages_are_right_at_the_last_page_and_past_it(): void
    {
        $first = $this->read('photo-gallery');
        $total = $first->get_data()['pagination']['total'];
        $this->assertGreaterThanOrEqual(self::MANY - 2, $total);
        $this->assertCount(16, $first->get_data()['items']);
        $pages = (int) ceil($total / 16);
        $last = $this->read('photo-gallery', ['page' => $pages]);
        $this->assertCount($total - 16 * ($pages - 1), $last->get_data()['items']);
        $this->assertFalse($last->get_data()['pagination']['has_more']);
        $this->assertTrue($this->read('photo-gallery', ['page' => $pages - 1])->get_data()['pagination']['has_more']);
        $past = $this->read('photo-gallery', ['page' => $pages + 1]);
        $this->assertSame([], $past->get_data()['items']);
        $this->assertSame(['page' => $pages + 1, 'per_page' => 16, 'total' => $total, 'has_more' => false], $past->get_data()['pagination']);
        $this->assertCount(100, $this->read('photo-gallery', ['per_page' => 1000])->get_data()['items']);
    }

    public function test_the_standard_posts_endpoint_answers_at_most_a_hundred(): void
    {
        $request = new WP_REST_Request('GET', '/wp/v2/posts');
        $request->set_header(EOS_Posts_Endpoint::SITE_HEADER, '1');
        $request->set_query_params(['per_page' => 101]);
        $this->assertSame(400, rest_do_request($request)->get_status());
        $request->set_query_params(['per_page' => 100]);
        $answer = rest_do_request($request);
        $GLOBALS['post'] = null;
        $this->assertCount(100, $answer->get_data());
        $this->assertGreaterThanOrEqual(self::MANY - 2, (int) $answer->get_headers()['X-WP-Total']);
    }

    public function test_three_hundred_distinct_searches_pages_and_filters_add_at_most_twenty_rows_to_the_options(): void
    {
        $before = self::options();
        for ($i = 0; $i < 300; $i++) {
            $this->assertSame(200, $this->read('search', ['query' => "bounded $i " . wp_generate_password(6, false)])->get_status());
        }
        $this->assertLessThanOrEqual(20, self::options() - $before, 'searches');

        $before = self::options();
        for ($i = 1; $i <= 300; $i++) {
            $this->read('news', ['page' => $i, 'per_page' => 1 + $i % 100, 'fields' => 'id']);
            $this->read('news', ['page' => 1, 'per_page' => 6, 'categories_exclude' => "260,262,$i"]);
            $this->read('news', ['page' => 1, 'per_page' => 6, 'categories' => (string) (self::NEWS_CATEGORY + $i)]);
            $this->read('programs', ['page' => $i, 'per_page' => 1 + $i % 100]);
        }
        $this->read('news-categories');
        $this->read('news-categories', ['lang' => 'en']);
        $this->assertLessThanOrEqual(20, self::options() - $before, 'pages and filters');
        $this->assertLessThanOrEqual(20, count(EOS_Kept_Reads::option_names()), 'the rows the kept reads may ever write');
    }

    /**
     * Issue 50, item 3: "category counts read every news id; a programme's detail reads every
     * programme and all its FAQ". No read of one item, the counts or a page's texts runs a query
     * of every item (posts_per_page -1); the next programme is still the catalogue's next.
     */
    public function test_no_read_of_one_item_or_of_the_counts_loads_every_item_of_a_kind(): void
    {
        $unbounded = [];
        $watch = static function ($posts, WP_Query $query) use (&$unbounded) {
            if ($posts === null && (int) $query->get('posts_per_page') === -1) {
                $unbounded[] = implode(',', (array) $query->get('post_type'));
            }
            return $posts;
        };
        add_filter('posts_pre_query', $watch, 20, 2);
        $faq = self::bulk('eos_faq', self::MANY);
        $program = get_post(self::$made['eos_program'][5]);
        foreach ($faq as $question) {
            update_post_meta($question, '_eos_program', (string) $program->ID);
        }
        try {
            $counts = $this->read('news-categories')->get_data();
            $detail = $this->read('program-by-slug/' . $program->post_name);
            foreach (['faq', 'contacts', 'news'] as $page) {
                $this->read("page/$page");
            }
        } finally {
            remove_filter('posts_pre_query', $watch, 20);
            $ids = implode(',', $faq);
            $GLOBALS['wpdb']->query("DELETE FROM {$GLOBALS['wpdb']->postmeta} WHERE post_id IN ($ids)");
            $GLOBALS['wpdb']->query("DELETE FROM {$GLOBALS['wpdb']->posts} WHERE ID IN ($ids)");
            wp_cache_flush();
        }
        $this->assertSame([], $unbounded, 'queries of every item of a kind');
        $bounded = array_values(array_filter($counts, static fn ($c) => $c['id'] === self::NEWS_CATEGORY));
        $this->assertSame(self::MANY - 2, $bounded[0]['count'] ?? null, 'the public articles of the category, counted');
        $this->assertSame(200, $detail->get_status());
        $this->assertCount(100, $detail->get_data()['faq_questions'], 'a page of its questions');

        // The next programme: the catalogue's order, the first after the last.
        $catalogue = [];
        for ($page = 1; $page <= 2; $page++) {
            foreach ($this->read('programs', ['page' => $page])->get_data() as $group) {
                $catalogue = array_merge($catalogue, array_column($group['programs'], 'slug'));
            }
        }
        $public = array_map(static fn (int $id) => get_post($id)->post_name, self::public_made('eos_program'));
        $ours = array_values(array_filter($catalogue, static fn (string $slug) => in_array($slug, $public, true)));
        foreach ([0, 1, 50] as $i) {
            $next = $this->read('program-by-slug/' . $ours[$i])->get_data()['next_program'];
            $this->assertNotNull($next, $ours[$i]);
            $this->assertSame('/programs/' . $catalogue[array_search($ours[$i], $catalogue, true) + 1], $next['url'], $ours[$i]);
        }
        // After the catalogue's last: a programme in no group (other tests leave some), else the first.
        $after_last = $this->read('program-by-slug/' . end($catalogue))->get_data()['next_program']['url'] ?? '';
        $slug = substr($after_last, strlen('/programs/'));
        $ungrouped = get_posts(['post_type' => 'eos_program', 'name' => $slug, 'posts_per_page' => 1]);
        $this->assertTrue($slug === $catalogue[0] || ($ungrouped && !wp_get_object_terms($ungrouped[0]->ID, 'eos_program_group')), $after_last);
    }
}
