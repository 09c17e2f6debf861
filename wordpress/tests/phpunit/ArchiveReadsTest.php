<?php
/**
 * The reads that stay flat as the archive grows — one page of news filtered in the
 * database, one article by its slug, per-category counts, the paged library and the search
 * table kept current on save — each showing only what is public (no drafts, private or
 * password-protected items), to an anonymous visitor and to a contributor alike.
 */
final class ArchiveReadsTest extends EOS_TestCase
{
    private const UK = 1003;
    private const UK_OTHER = 1005;
    private const EN = 1070;
    private const HIDDEN = 260;

    protected function setUp(): void
    {
        parent::setUp();
        foreach ([self::UK => 'uk', self::UK_OTHER => 'uk', self::EN => 'en', self::HIDDEN => 'uk'] as $id => $lang) {
            $this->category($id, $lang);
            update_term_meta($id, 'eos_news', '1');
        }
        wp_set_current_user(0);
    }

    /** An article of the archive: a unique word in its title, a date, categories. */
    private function article(string $word, string $date, array $categories = [self::UK], array $fields = [], string $lang = 'uk'): WP_Post
    {
        return $this->item('post', $lang, $fields + ['post_title' => "Archive $word story", 'post_date' => $date, 'post_excerpt' => "About $word."], ['category' => $categories]);
    }

    private function read(string $route, array $query = []): WP_REST_Response
    {
        $request = new WP_REST_Request('GET', '/fulbright-react/v1/' . $route);
        $request->set_query_params($query);
        return rest_get_server()->dispatch($request);
    }

    private function as_contributor(): void
    {
        $id = wp_insert_user(['user_login' => 'contributor-' . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => 'contributor']);
        wp_set_current_user((int) $id);
    }

    public function test_one_page_of_news_newest_first_with_totals_and_only_the_fields_asked_for(): void
    {
        $tag = strtolower(wp_generate_password(8, false));
        $old = $this->article("$tag-old", '2015-03-01 10:00:00');
        $mid = $this->article("$tag-mid", '2016-03-01 10:00:00');
        $new = $this->article("$tag-new", '2017-03-01 10:00:00');
        foreach ([fn () => wp_set_current_user(0), fn () => $this->as_contributor()] as $who) {
            $who();
            $answer = $this->read('news', ['lang' => 'uk', 'page' => 1, 'per_page' => 2, 'search' => $tag, 'fields' => 'id,slug,excerpt']);
            $this->assertSame(200, $answer->get_status());
            $this->assertSame('3', $answer->get_headers()['X-WP-Total']);
            $this->assertSame('2', $answer->get_headers()['X-WP-TotalPages']);
            $this->assertSame([$new->ID, $mid->ID], array_column($answer->get_data()['news'], 'id'));
            $this->assertSame(['id', 'slug', 'excerpt'], array_keys($answer->get_data()['news'][0]));
            $second = $this->read('news', ['lang' => 'uk', 'page' => 2, 'per_page' => 2, 'search' => strtoupper($tag), 'fields' => 'id']);
            $this->assertSame([$old->ID], array_column($second->get_data()['news'], 'id'));
            $past = $this->read('news', ['lang' => 'uk', 'page' => 3, 'per_page' => 2, 'search' => $tag]);
            $this->assertSame([], $past->get_data()['news']);
            $this->assertSame('3', $past->get_headers()['X-WP-Total']);
        }
        $this->assertSame(400, $this->read('news', ['lang' => 'uk', 'page' => 1, 'per_page' => 101])->get_status());
        $this->assertSame(400, $this->read('news', ['lang' => 'uk', 'page' => 1, 'categories' => 'x'])->get_status());
    }

    public function test_the_paged_news_never_shows_drafts_private_or_password_protected_articles_nor_the_other_language(): void
    {
        $tag = strtolower(wp_generate_password(8, false));
        $public = $this->article($tag, '2016-01-01 10:00:00');
        $this->article($tag, '2016-01-02 10:00:00', [self::UK], ['post_password' => 'secret']);
        $this->article($tag, '2016-01-03 10:00:00', [self::UK], ['post_status' => 'private']);
        $this->article($tag, '2016-01-04 10:00:00', [self::UK], ['post_status' => 'draft']);
        $this->article($tag, '2016-01-05 10:00:00', [self::EN], [], 'en');
        foreach ([fn () => wp_set_current_user(0), fn () => $this->as_contributor()] as $who) {
            $who();
            $answer = $this->read('news', ['lang' => 'uk', 'page' => 1, 'per_page' => 10, 'search' => $tag, 'fields' => 'id']);
            $this->assertSame([$public->ID], array_column($answer->get_data()['news'], 'id'));
            $this->assertSame('1', $answer->get_headers()['X-WP-Total']);
        }
    }

    public function test_categories_narrow_and_exclude_and_the_search_reads_title_and_description_only(): void
    {
        $tag = strtolower(wp_generate_password(8, false));
        $a = $this->article("$tag-a", '2016-01-01 10:00:00', [self::UK]);
        $b = $this->article("$tag-b", '2016-01-02 10:00:00', [self::UK, self::UK_OTHER]);
        $this->article("$tag-c", '2016-01-03 10:00:00', [self::UK, self::HIDDEN]);
        $body = $this->item('post', 'uk', ['post_title' => 'Plain title', 'post_content' => "<p>$tag in the body only</p>", 'post_date' => '2016-01-04 10:00:00'], ['category' => [self::UK]]);
        $ids = fn (array $query) => array_column($this->read('news', $query + ['lang' => 'uk', 'page' => 1, 'per_page' => 10, 'fields' => 'id', 'search' => $tag])->get_data()['news'], 'id');
        $this->assertSame([$b->ID], $ids(['categories' => (string) self::UK_OTHER]));
        $this->assertSame([$b->ID, $a->ID], $ids(['categories_exclude' => (string) self::HIDDEN]));
        $this->assertNotContains($body->ID, $ids([]));
        $this->assertSame([$a->ID], $ids(['search' => "ABOUT $tag-a"]));
    }

    public function test_the_card_text_is_the_description_else_the_body_cut_at_240_characters(): void
    {
        $described = $this->item('post', 'uk', ['post_title' => 'D', 'post_excerpt' => 'A <em>short</em> lead &amp; more'], ['category' => [self::UK]]);
        $this->assertSame('A short lead & more', EOS_News_List::excerpt($described));
        $long = $this->item('post', 'uk', ['post_title' => 'L', 'post_excerpt' => '', 'post_content' => '<p>' . str_repeat('слово ', 80) . '</p>'], ['category' => [self::UK]]);
        $excerpt = EOS_News_List::excerpt($long);
        $this->assertStringEndsWith('слово…', $excerpt);
        $this->assertLessThanOrEqual(241, mb_strlen($excerpt));
    }

    public function test_one_article_is_found_by_its_slug_or_id_without_reading_the_list(): void
    {
        $post = $this->article(strtolower(wp_generate_password(8, false)), '2015-05-05 10:00:00');
        $this->assertSame($post->ID, $this->read('news/' . $post->post_name, ['lang' => 'uk'])->get_data()['id']);
        $this->assertSame($post->ID, $this->read('news/' . $post->ID, ['lang' => 'uk'])->get_data()['id']);
        $this->assertSame(404, $this->read('news/' . $post->post_name, ['lang' => 'en'])->get_status());
        foreach ([['post_password' => 'x'], ['post_status' => 'private'], ['post_status' => 'draft']] as $change) {
            $hidden = $this->article(strtolower(wp_generate_password(8, false)), '2015-05-05 10:00:00', [self::UK], $change);
            $this->as_contributor();
            $this->assertSame(404, $this->read('news/' . ($hidden->post_name ?: $hidden->ID), ['lang' => 'uk'])->get_status());
            wp_set_current_user(0);
        }
    }

    public function test_news_categories_count_the_public_articles_of_each_but_none_in_the_hidden_categories(): void
    {
        $counts = EOS_News_List::category_counts('uk');
        $this->article('c1', '2016-01-01 10:00:00', [self::UK_OTHER]);
        $this->article('c2', '2016-01-01 10:00:00', [self::UK_OTHER, self::HIDDEN]);
        $this->article('c3', '2016-01-01 10:00:00', [self::UK_OTHER], ['post_password' => 'x']);
        $after = EOS_News_List::category_counts('uk');
        $this->assertSame(($counts[self::UK_OTHER] ?? 0) + 1, $after[self::UK_OTHER]);
        $answer = array_column($this->read('news-categories', ['lang' => 'uk'])->get_data(), 'count', 'id');
        $this->assertSame($after[self::UK_OTHER], $answer[self::UK_OTHER]);
    }

    public function test_the_kept_counts_and_pages_follow_every_change_at_once(): void
    {
        $page = fn () => array_column($this->read('news', ['lang' => 'uk', 'page' => 1, 'per_page' => 3, 'fields' => 'id'])->get_data()['news'], 'id');
        $counts = EOS_News_List::category_counts('uk');
        $before = $page();
        $post = $this->article('kept', current_time('mysql'), [self::UK_OTHER]);
        $this->assertSame($post->ID, $page()[0], 'a new article is at the top of page 1 at once');
        $this->assertSame(($counts[self::UK_OTHER] ?? 0) + 1, EOS_News_List::category_counts('uk')[self::UK_OTHER]);
        wp_update_post(['ID' => $post->ID, 'post_status' => 'draft']);
        $this->assertSame($before, $page(), 'unpublished, it has left the page');
        $this->assertSame($counts[self::UK_OTHER] ?? 0, EOS_News_List::category_counts('uk')[self::UK_OTHER] ?? 0);
        wp_update_post(['ID' => $post->ID, 'post_status' => 'publish']);
        wp_set_post_categories($post->ID, [self::UK]);
        $this->assertSame($counts[self::UK_OTHER] ?? 0, EOS_News_List::category_counts('uk')[self::UK_OTHER] ?? 0, 'moved to another category');
    }

    public function test_the_library_pages_newest_first_and_searches_title_category_and_description(): void
    {
        $term = wp_insert_term('Guides ' . wp_generate_password(5, false), 'eos_library_category');
        $this->assertIsArray($term);
        EOS_Languages::set_term_lang($term['term_id'], 'uk');
        $tag = strtolower(wp_generate_password(8, false));
        $old = $this->item('eos_resource', 'uk', ['post_title' => "$tag old"], ['eos_library_category' => [$term['term_id']]], ['publication_date' => '2015-01-01']);
        $new = $this->item('eos_resource', 'uk', ['post_title' => 'Newer'], ['eos_library_category' => [$term['term_id']]], ['publication_date' => '2020-01-01', 'description' => "mentions $tag"]);
        $this->item('eos_resource', 'uk', ['post_title' => "$tag secret", 'post_password' => 'x'], ['eos_library_category' => [$term['term_id']]]);
        $answer = $this->read('library', ['lang' => 'uk', 'page' => 1, 'per_page' => 1, 'search' => strtoupper($tag)]);
        $this->assertSame('2', $answer->get_headers()['X-WP-Total']);
        $this->assertSame([$new->ID], array_column($answer->get_data()['resources'], 'id'));
        $this->assertSame([$old->ID], array_column($this->read('library', ['lang' => 'uk', 'page' => 2, 'per_page' => 1, 'search' => $tag])->get_data()['resources'], 'id'));
        $byCategory = $this->read('library', ['lang' => 'uk', 'page' => 1, 'per_page' => 10, 'category' => $term['term_id']]);
        $this->assertSame('2', $byCategory->get_headers()['X-WP-Total']);
    }

    public function test_the_search_table_follows_publishing_renaming_hiding_and_deleting(): void
    {
        $this->assertTrue(EOS_Search_Table::ready());
        $find = fn (string $text, string $lang = 'uk') => array_column(EOS_Search_Table::search($lang, $text, 'all', 1, 10)['docs'], 'id');
        $word = 'zq' . strtolower(wp_generate_password(8, false));
        $post = $this->article($word, '2016-06-01 10:00:00');
        $this->assertSame([$post->ID], $find($word));
        $this->assertSame([], $find($word, 'en'));

        $renamed = 'zr' . strtolower(wp_generate_password(8, false));
        wp_update_post(['ID' => $post->ID, 'post_title' => "Archive $renamed story", 'post_excerpt' => 'Other words.']);
        $this->assertSame([], $find($word));
        $this->assertSame([$post->ID], $find($renamed));

        wp_update_post(['ID' => $post->ID, 'post_password' => 'x']);
        $this->assertSame([], $find($renamed));
        wp_update_post(['ID' => $post->ID, 'post_password' => '']);
        $this->assertSame([$post->ID], $find($renamed));
        wp_update_post(['ID' => $post->ID, 'post_status' => 'private']);
        $this->assertSame([], $find($renamed));
        wp_update_post(['ID' => $post->ID, 'post_status' => 'publish']);
        wp_trash_post($post->ID);
        $this->assertSame([], $find($renamed));
        wp_untrash_post($post->ID);
        wp_update_post(['ID' => $post->ID, 'post_status' => 'publish']);
        $this->assertSame([$post->ID], $find($renamed));
        wp_delete_post($post->ID, true);
        $this->assertSame([], $find($renamed));
    }

    public function test_the_search_table_follows_team_fields_and_page_texts_and_never_serves_a_row_left_behind(): void
    {
        $word = 'zt' . strtolower(wp_generate_password(8, false));
        $member = $this->item('eos_team', 'uk', ['post_title' => 'Olena Test'], [], ['position' => 'Adviser']);
        update_post_meta($member->ID, '_eos_department', "Department $word");
        $this->assertSame([$member->ID], array_column(EOS_Search_Table::search('uk', $word, 'team', 1, 10)['docs'], 'id'));

        $texts = EOS_Texts::get('about', 'uk');
        EOS_Texts::save('about', 'uk', array_merge($texts, ['hero_title' => 'About us', 'story_text' => "A story of $word"]));
        $this->assertContains('/uk/about', array_column(EOS_Search_Table::search('uk', $word, 'page', 1, 10)['docs'], 'url'));

        // A row whose post became private without any hook (a direct database change) is not served.
        $post = $this->article($word, '2016-06-01 10:00:00');
        global $wpdb;
        $wpdb->update($wpdb->posts, ['post_status' => 'private'], ['ID' => $post->ID]);
        $this->assertNotContains($post->ID, array_column(EOS_Search_Table::search('uk', $word, 'all', 1, 10)['docs'], 'id'));
    }

    public function test_the_search_answer_from_the_table_is_the_one_ranked_in_memory(): void
    {
        $word = 'zs' . strtolower(wp_generate_password(8, false));
        $this->article("$word title", '2016-01-01 10:00:00');
        $this->item('post', 'uk', ['post_title' => 'Other', 'post_content' => "<p>$word in the text</p>", 'post_date' => '2017-01-01 10:00:00'], ['category' => [self::UK]]);
        $this->item('eos_program', 'uk', ['post_title' => "Programme $word"], [], ['description' => 'A programme']);
        $ranked = array_map(static fn (array $r) => $r['doc']['id'], EOS_Search_Index::rank(EOS_Search_Documents::all('uk'), $word)['ranked']);
        $this->assertCount(3, $ranked);
        $this->assertSame($ranked, array_column(EOS_Search_Table::search('uk', $word, 'all', 1, 10)['docs'], 'id'));
        $answer = $this->read('search', ['lang' => 'uk', 'query' => $word, 'per_page' => 2, 'page' => 2]);
        $this->assertSame(3, $answer->get_data()['total']);
        $this->assertSame([end($ranked)], array_column($answer->get_data()['results'], 'id'));
    }
}
