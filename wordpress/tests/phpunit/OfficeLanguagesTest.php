<?php
/**
 * Issue 50, items 4 to 7: languages and categories as offices have them, written as WordPress and
 * Polylang store them (EOS_Office_Content), then day one's jobs as WP-Cron runs them.
 * 4. "A category shared by both languages lists each post under its own language."
 * 5. "Use the locale Polylang stores in the language term. A language the site does not serve is
 *    never guessed into uk or en: it is left out and counted on the settings page."
 * 6. "An office's own category never takes, or loses, a part because of its number."
 * 7. "A post saved with no language … Detect its language as day one would."
 */
final class OfficeLanguagesTest extends EOS_TestCase
{
    use EOS_Office_Content;

    /** @return list<int> every id of the language's news list, page by page */
    private function listed(string $lang, array $more = []): array
    {
        $ids = [];
        for ($page = 1; $page <= 20; $page++) {
            $answer = $this->rest('GET', '/fulbright-react/v1/news', ['lang' => $lang, 'page' => $page, 'per_page' => 100, 'fields' => 'id'] + $more);
            $this->assertSame(200, $answer['status']);
            $ids = array_merge($ids, array_column($answer['data']['news'], 'id'));
            if (count($answer['data']['news']) < 100) {
                break;
            }
        }
        return $ids;
    }

    /** @return array<int, array{id: int, name: string, count: int}> the language's news categories by the id the site reads */
    private function categories(string $lang): array
    {
        return array_column($this->rest('GET', '/fulbright-react/v1/news-categories', ['lang' => $lang])['data'], null, 'id');
    }

    public function test_a_category_shared_by_both_languages_lists_each_post_under_its_own_language(): void
    {
        $n = (string) wp_rand(100000, 999999);
        $shared = $this->office_category("Новини / News $n");
        $uk = [];
        $en = [];
        for ($i = 0; $i < 30; $i++) {
            $uk[] = $this->office_post("Новина офісу $n номер $i про стипендії", '<p>Офіс оголошує нову програму обміну для студентів.</p>', [$shared]);
        }
        for ($i = 0; $i < 10; $i++) {
            $en[] = $this->office_post("Office news $n number $i on scholarships", '<p>The office announces a new exchange programme for students.</p>', [$shared]);
        }
        EOS_Schema::activate(false);
        $this->run_jobs();
        $this->assertSame('uk', EOS_Languages::term_lang($shared), 'the category takes the language most of its posts have');

        $this->assertSame([], array_values(array_diff($en, $this->listed('en'))), 'every English post on /en/news');
        $this->assertSame([], array_values(array_diff($uk, $this->listed('uk'))), 'every Ukrainian post on /uk/news');
        $this->assertSame([], array_values(array_intersect($uk, $this->listed('en'))), 'no Ukrainian post among the English');
        foreach ([$en[0] => 'en', $uk[0] => 'uk'] as $id => $lang) {
            $this->assertSame(200, $this->rest('GET', '/fulbright-react/v1/news/' . get_post_field('post_name', $id), ['lang' => $lang])['status'], "its own address in $lang");
        }
        $this->assertSame(10, $this->categories('en')[$shared]['count'] ?? null, 'the English filters offer the shared category with its English articles');
        $this->assertSame(30, $this->categories('uk')[$shared]['count'] ?? null);
        $this->assertEqualsCanonicalizing($en, array_values(array_intersect($en, $this->listed('en', ['categories' => (string) $shared]))), 'its English filter');
        $this->assertSame($en[0], $this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'en', 'query' => "Office news $n number 0"])['data']['results'][0]['id'] ?? null, 'and search');
    }

    public function test_polylang_is_read_by_the_locale_of_its_language_terms_and_another_language_is_left_out(): void
    {
        $n = (string) wp_rand(100000, 999999);
        $category = $this->office_category("Події $n");
        // Polylang as Ukrainian offices often set it up: the slug `ua`, the locale `uk`; and Russian.
        $ua = $this->polylang_term('language', 'Українська', 'ua', serialize(['locale' => 'uk', 'rtl' => 0, 'term_group' => 0, 'flag_code' => 'ua']));
        $en = $this->polylang_term('language', 'English', 'en', serialize(['locale' => 'en_GB', 'rtl' => 0, 'term_group' => 1, 'flag_code' => 'gb']));
        $ru = $this->polylang_term('language', 'Русский', 'ru', serialize(['locale' => 'ru_RU', 'rtl' => 0, 'term_group' => 2, 'flag_code' => 'ru']));
        // The text would say otherwise each time: only Polylang's data tells.
        $ua_post = $this->office_post("Fulbright Alumni Days $n", '<p>Fulbright alumni met in Kyiv and Lviv.</p>', [$category]);
        $en_post = $this->office_post("Дні випускників $n", '<p>Випускники зустрілися у Києві та Львові.</p>', [$category]);
        $ru_post = $this->office_post("Дни выпускников $n", '<p>Выпускники встретились в Киеве и Львове.</p>', [$category]);
        $this->relate($ua_post, $ua);
        $this->relate($en_post, $en);
        $this->relate($ru_post, $ru);
        $group = $this->polylang_term('post_translations', "pll_$n", "pll_$n", serialize(['ua' => $ua_post, 'en' => $en_post, 'ru' => $ru_post]));
        foreach ([$ua_post, $en_post, $ru_post] as $id) {
            $this->relate($id, $group);
        }
        $ru_category = $this->office_category("Новости $n");
        $this->relate($ru_category, $this->polylang_term('term_language', 'Русский', 'pll_ru'));
        $ru_only = $this->office_post("Объявление $n", '<p>Объявление офиса.</p>', [$ru_category]);
        $this->relate($ru_only, $ru);
        $this->assertFalse(EOS_Languages::polylang());

        EOS_Schema::activate(false);
        $this->run_jobs();
        $this->assertSame('uk', get_post_meta($ua_post, EOS_Languages::META_LANG, true), 'Polylang’s `ua` is Ukrainian');
        $this->assertSame('en', get_post_meta($en_post, EOS_Languages::META_LANG, true));
        $this->assertSame('', get_post_meta($ru_post, EOS_Languages::META_LANG, true), 'Russian: no language of the site');
        $this->assertSame($en_post, EOS_Languages::translation($ua_post), 'the pair, keyed by `ua` in Polylang’s group');
        $this->assertSame('', get_term_meta($ru_category, EOS_Languages::TERM_META_LANG, true));
        $state = EOS_Day_One::state();
        $this->assertSame(2, $state['posts_unserved']);
        $this->assertSame(1, $state['terms_unserved']);

        $uk_list = $this->listed('uk');
        $en_list = $this->listed('en');
        $this->assertContains($ua_post, $uk_list);
        $this->assertContains($en_post, $en_list);
        foreach ([$ru_post, $ru_only] as $id) {
            $this->assertNotContains($id, array_merge($uk_list, $en_list), 'a Russian post is on neither list');
            $this->assertSame(404, $this->rest('GET', '/fulbright-react/v1/news/' . get_post_field('post_name', $id), ['lang' => 'uk'])['status']);
        }
        $this->assertSame([], $this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => "выпускников $n"])['data']['results']);
        foreach (['uk', 'en'] as $lang) {
            $this->assertArrayNotHasKey($ru_category, $this->categories($lang), "the Russian category among the $lang filters");
        }
        // Saved later without a language (item 7): Polylang's Russian still gives it none.
        wp_update_post(['ID' => $ru_post, 'post_title' => "Дни выпускников $n (обновлено)"]);
        $this->assertSame('', get_post_meta($ru_post, EOS_Languages::META_LANG, true));

        // The settings page says how many were left out, and why.
        $page = $this->settings_page();
        $this->assertStringContainsString('Items in a language the site does not serve (Polylang gave them another one), left out of the site: 2.', $page);
        $this->assertStringContainsString('Categories of such a language, left out: 1.', $page);
    }

    public function test_office_categories_whose_ids_are_the_contracts_keep_their_posts_filters_and_search(): void
    {
        global $wpdb;
        $word = 'колізія' . strtolower(wp_generate_password(5, false, false));
        $colliding = [3, 22, 45, 70, 256, 276];
        $made = [];
        foreach ($colliding as $id) {
            if (!term_exists($id)) {
                // What a WordPress that counted to these ids before the plugin came holds.
                $wpdb->insert($wpdb->terms, ['term_id' => $id, 'name' => "Рубрика $id", 'slug' => "rubryka-$id", 'term_group' => 0]);
                $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $id, 'taxonomy' => 'category', 'description' => '', 'parent' => 0, 'count' => 0]);
                $made[] = $id;
            }
        }
        clean_term_cache($colliding, 'category');
        // A first install: no category plays a part until the office chooses one.
        update_option(EOS_Special_Categories::OPTION, array_map(static fn (array $ids) => array_fill_keys(array_keys($ids), EOS_Special_Categories::NONE), EOS_Special_Categories::CONTRACT));
        $posts = [];
        try {
            foreach ($colliding as $id) {
                delete_term_meta($id, EOS_News_Categories::META);
                delete_term_meta($id, EOS_Languages::TERM_META_LANG);
                $posts[$id] = $this->office_post("Стаття $word у рубриці $id", "<p>Текст статті про $word.</p>", [$id]);
            }
            EOS_Schema::activate(false);
            $this->run_jobs();
            $filters = $this->categories('uk');
            $listed = $this->listed('uk');
            foreach ($posts as $id => $post) {
                $alias = EOS_Special_Categories::ALIAS_BASE + $id;
                $this->assertSame([$alias], EOS_Output::categories($post), "the category $id reads as its alias, never as a part");
                $this->assertGreaterThanOrEqual(1, $filters[$alias]['count'] ?? 0, "category $id among the filters, its article counted");
                $this->assertArrayNotHasKey($id, $filters, "category $id not under the part’s id");
                $this->assertContains($post, $listed, "its post is listed");
                $this->assertSame([$post], array_values(array_intersect([$post], $this->listed('uk', ['categories' => (string) $alias]))), "the filter of category $id");
                $this->assertSame(EOS_Special_Categories::ALIAS_BASE + $id, EOS_Special_Categories::contract_id($id));
            }
            $found = array_column($this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word, 'per_page' => 50])['data']['results'], 'id');
            $this->assertEqualsCanonicalizing(array_values($posts), $found, 'search finds the posts that are only in them');
            $this->assertSame([3], EOS_Special_Categories::from_contract([EOS_Special_Categories::ALIAS_BASE + 3]));
            $this->assertSame([0], EOS_Special_Categories::from_contract([3]), 'the part no category plays');
            // Chosen for a part later, it takes the part's id.
            $none = array_map(static fn (array $ids) => array_fill_keys(array_keys($ids), EOS_Special_Categories::NONE), EOS_Special_Categories::CONTRACT);
            EOS_Special_Categories::update(['news' => ['uk' => 45, 'en' => EOS_Special_Categories::NONE]] + $none);
            $this->assertSame([3], EOS_Output::categories($posts[45]));
        } finally {
            foreach ($posts as $post) {
                wp_delete_post($post, true);
            }
            foreach ($made as $id) {
                wp_delete_term($id, 'category');
            }
        }
    }

    public function test_an_english_post_edited_while_day_one_runs_stays_english(): void
    {
        $category = $this->office_category('Office news ' . wp_rand(100000, 999999));
        $post = $this->office_post('Alumni celebrate the programme’s anniversary', '<p>The alumni met at the embassy.</p>', [$category]);
        EOS_Schema::activate(false);
        // An editor updates it before the first batch reached it, in the editor or through the API.
        wp_update_post(['ID' => $post, 'post_title' => 'Alumni celebrate the programme’s anniversary in Kyiv']);
        $this->assertSame('en', get_post_meta($post, EOS_Languages::META_LANG, true));
        $this->run_jobs();
        $this->assertSame('en', get_post_meta($post, EOS_Languages::META_LANG, true));
        $this->assertContains($post, $this->listed('en'));
    }
}
