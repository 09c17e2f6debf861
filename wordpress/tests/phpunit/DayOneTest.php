<?php
/**
 * Day one on an office's WordPress: posts, pages and categories made before the plugin (no
 * language of ours, categories of the office's own, Ukrainian slugs percent-encoded, private,
 * password-protected and draft posts, Polylang's data left in the database with Polylang off).
 * Activation only schedules; the WP-Cron job's batches give everything a language (Polylang's,
 * else its text's) and pair Polylang's translations; then the site's reads list the public posts
 * in their language, to an anonymous visitor and to a contributor, and hide the others.
 */
final class DayOneTest extends EOS_TestCase
{
    use EOS_Office_Content;

    /** @return list<int> ids of a page of the news list */
    private function news_ids(string $lang): array
    {
        $answer = $this->rest('GET', '/fulbright-react/v1/news', ['lang' => $lang, 'page' => 1, 'per_page' => 100]);
        $this->assertSame(200, $answer['status']);
        return array_column($answer['data']['news'], 'id');
    }

    public function test_activation_schedules_and_the_batches_give_the_office_content_its_languages(): void
    {
        global $wpdb;
        $word = 'dayone' . strtolower(wp_generate_password(6, false));
        // Digits: a name's language is told by its letters.
        $n = (string) wp_rand(100000, 999999);
        $uk_news = $this->office_category('Новини офісу ' . $n);
        $en_news = $this->office_category('Office news ' . $n);
        $not_news = $this->office_category('Архів ' . $n);
        update_term_meta($not_news, EOS_News_Categories::META, EOS_News_Categories::NO);
        $faq = $this->office_category('Питання ' . $n);
        EOS_Special_Categories::update(['faq' => ['uk' => $faq]]);
        $kyiv = $this->office_category('Київ ' . $n);
        $empty_uk = $this->office_category('Порожня ' . $n);
        $empty_en = $this->office_category('Empty ' . $n);
        $this->assertStringStartsWith('%d0%', get_term($uk_news)->slug, 'WordPress keeps a Ukrainian slug percent-encoded');

        $uk = $this->office_post('Відкрито конкурс на програму Fulbright Graduate Student Program', "<p>Деталі конкурсу та умови участі: $word.</p>", [$uk_news]);
        $uk_text = $this->office_post('Зустріч випускників UGRAD та FLEX у Києві', "<p>Випускники програм розповіли про $word і свої проєкти.</p>", [$uk_news]);
        $en = $this->office_post('Alumni celebrate Vyshyvanka Day — «Вишиванка» in Washington', '<p>Alumni of the programme met at the embassy.</p>', [$en_news]);
        $en_name = $this->office_post('Interview with Олена Петренко, Fulbright scholar', '', [$en_news, $kyiv]);
        $private = $this->office_post('Приватна новина офісу', "<p>Це приватна новина про $word для працівників офісу.</p>", [$uk_news], ['post_status' => 'private']);
        $protected = $this->office_post('A protected news item', '', [$en_news], ['post_password' => 'secret']);
        $draft = $this->office_post('Чернетка новини', "<p>Це чернетка новини про $word для працівників офісу.</p>", [$uk_news], ['post_status' => 'draft']);
        $archived = $this->office_post('Стара новина в архіві', "<p>Це стара новина про $word для працівників офісу.</p>", [$not_news]);
        $question = $this->office_post('Як подати заявку?', '', [$faq]);
        $kept = $this->office_post('Новина, яку редактор позначив англійською', '', [$en_news]);
        update_post_meta($kept, EOS_Languages::META_LANG, 'en');
        $page_uk = $this->office_post('Про офіс', '<p>Офіс програм обміну.</p>', [], ['post_type' => 'page']);
        $page_en = $this->office_post('About the office', '<p>The exchange programmes office.</p>', [], ['post_type' => 'page']);

        // Polylang, switched off: its languages win over the text, and its pairs become links.
        $pll_uk = $this->polylang_term('language', 'Українська', 'uk', serialize(['locale' => 'uk', 'rtl' => 0, 'flag_code' => 'ua']));
        $pll_en = $this->polylang_term('language', 'English', 'en', serialize(['locale' => 'en_US', 'rtl' => 0, 'flag_code' => 'us']));
        $pair_uk = $this->office_post('Kyiv Fulbright Days', '', [$uk_news]);
        $pair_en = $this->office_post('Дні Фулбрайта', '', [$en_news]);
        $this->relate($pair_uk, $pll_uk);
        $this->relate($pair_en, $pll_en);
        $group = $this->polylang_term('post_translations', 'pll_' . $word, 'pll_' . $word, serialize(['uk' => $pair_uk, 'en' => $pair_en]));
        $this->relate($pair_uk, $group);
        $this->relate($pair_en, $group);
        $this->relate($kyiv, $this->polylang_term('term_language', 'English', 'pll_en'));
        $this->assertFalse(EOS_Languages::polylang());

        $queries = $wpdb->num_queries;
        EOS_Schema::activate(false);
        $this->assertLessThan(60, $wpdb->num_queries - $queries, 'activation reads no content');
        $this->assertNotFalse(wp_next_scheduled(EOS_Day_One::HOOK), 'activation scheduled the languages');
        $this->assertNotFalse(wp_next_scheduled(EOS_Search_Build::HOOK), 'and the search index');
        $this->assertSame(0, EOS_Day_One::state()['posts_seen']);
        $this->assertNull(EOS_Day_One::state()['posts_total'], 'not even counted');
        foreach ([$uk, $en, $private, $page_uk] as $id) {
            $this->assertSame('', $this->lang_meta($id), 'no item has a language before WP-Cron runs');
        }
        $this->assertSame([], array_values(array_intersect([$uk, $uk_text, $en, $en_name], array_merge($this->news_ids('uk'), $this->news_ids('en')))), 'none listed yet');

        $runs = $this->run_jobs();
        $this->assertGreaterThanOrEqual(1, $runs);
        $state = EOS_Day_One::state();
        $this->assertSame($state['posts_total'], $state['posts_seen']);
        $this->assertGreaterThanOrEqual(15, $state['posts_given']);
        $this->assertSame(1, $state['pairs']);

        foreach ([$uk => 'uk', $uk_text => 'uk', $en => 'en', $en_name => 'en', $private => 'uk', $protected => 'en', $draft => 'uk', $archived => 'uk', $question => 'uk', $kept => 'en', $page_uk => 'uk', $page_en => 'en', $pair_uk => 'uk', $pair_en => 'en'] as $id => $lang) {
            $this->assertSame($lang, $this->lang_meta($id), get_the_title($id));
        }
        $this->assertSame($pair_en, EOS_Languages::translation($pair_uk), 'Polylang’s pair');
        $this->assertSame($pair_uk, EOS_Languages::translation($pair_en));
        foreach ([$uk_news => 'uk', $en_news => 'en', $not_news => 'uk', $faq => 'uk', $kyiv => 'en', $empty_uk => 'uk', $empty_en => 'en'] as $term_id => $lang) {
            $this->assertSame($lang, get_term_meta($term_id, EOS_Languages::TERM_META_LANG, true), get_term($term_id)->name);
        }

        foreach (['anonymous visitor' => 0, 'contributor' => $this->user('contributor')] as $who => $user) {
            wp_set_current_user($user);
            $uk_list = $this->news_ids('uk');
            $en_list = $this->news_ids('en');
            foreach ([$uk, $uk_text, $pair_uk] as $id) {
                $this->assertContains($id, $uk_list, "$who: " . get_the_title($id));
            }
            foreach ([$en, $en_name, $pair_en, $kept] as $id) {
                $this->assertContains($id, $en_list, "$who: " . get_the_title($id));
            }
            foreach ([$private, $protected, $draft, $archived, $question] as $id) {
                $this->assertNotContains($id, array_merge($uk_list, $en_list), "$who: " . get_the_title($id));
            }
            $this->assertSame([], array_intersect([$uk, $uk_text], $en_list), 'each in its own language');
            $categories = array_column($this->rest('GET', '/fulbright-react/v1/news-categories', ['lang' => 'uk'])['data'], 'id');
            $this->assertContains($uk_news, $categories, 'a category that holds posts is news');
            $this->assertNotContains($not_news, $categories, 'not when the office says no');
            $this->assertNotContains($empty_uk, $categories, 'nor when it is empty');
            $this->assertNotContains($faq, $categories, 'nor when it plays a special part');
            $this->assertNotContains(EOS_Special_Categories::CONTRACT['faq']['uk'], $categories);
            $found = $this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word]);
            $this->assertEqualsCanonicalizing([$uk_text, $uk], array_column($found['data']['results'], 'id'), "$who: search finds the public Ukrainian posts");
        }
    }

    public function test_batches_of_200_cover_every_item_once_and_a_second_pass_changes_nothing(): void
    {
        global $wpdb;
        $category = $this->office_category('Події ' . wp_rand(100000, 999999));
        $ids = [];
        for ($i = 0; $i < 230; $i++) {
            $ids[] = $this->office_post("Подія номер $i у Києві", '', [$category]);
        }
        EOS_Day_One::schedule();
        $batches = 0;
        while (EOS_Day_One::batch() !== EOS_Batches::DONE) {
            $batches++;
        }
        $state = EOS_Day_One::state();
        $posts = (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->posts WHERE post_type IN ('" . implode("','", EOS_Translations::types()) . "') AND post_status NOT IN ('auto-draft', 'trash', 'inherit')");
        $this->assertSame($posts, $state['posts_seen'], 'every item looked at once');
        $this->assertGreaterThanOrEqual(230, $state['posts_given']);
        $this->assertGreaterThanOrEqual((int) ceil($posts / EOS_Day_One::BATCH) + 1, $batches, 'in batches of ' . EOS_Day_One::BATCH);
        $this->assertSame([], array_filter($ids, fn (int $id) => $this->lang_meta($id) !== 'uk'));

        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        EOS_Day_One::schedule();
        $this->run_jobs();
        $this->assertSame(0, EOS_Day_One::state()['posts_given'], 'a second pass finds nothing without a language');
    }

    public function test_a_run_holds_a_lock_and_reschedules_itself_until_done(): void
    {
        EOS_Day_One::schedule();
        add_option(EOS_Day_One::LOCK_OPTION, time(), '', false);
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        EOS_Day_One::run();
        $this->assertSame(0, EOS_Day_One::state()['posts_seen'], 'another run holds the lock: nothing done');
        $this->assertNotFalse(wp_next_scheduled(EOS_Day_One::HOOK), 'but it comes back later');
        delete_option(EOS_Day_One::LOCK_OPTION);
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        EOS_Day_One::run();
        $this->assertFalse(EOS_Day_One::running());
        $this->assertFalse(wp_next_scheduled(EOS_Day_One::HOOK), 'done: not scheduled again');
        $this->assertFalse(get_option(EOS_Day_One::LOCK_OPTION), 'the lock is given back');
    }

    public function test_the_search_index_waits_for_the_languages_and_search_answers_alike_meanwhile(): void
    {
        $word = 'idx' . strtolower(wp_generate_password(8, false));
        $category = $this->office_category('Новини ' . wp_rand(100000, 999999));
        $post = $this->office_post("Стипендія $word для дослідників", '', [$category]);
        EOS_Schema::activate(false);
        $this->assertFalse(EOS_Search_Table::ready());
        $this->assertSame(EOS_Batches::WAIT, EOS_Search_Build::batch(), 'the index waits while items get their language');
        for ($i = 0; EOS_Day_One::batch() !== EOS_Batches::DONE && $i < 50; $i++);
        $this->assertSame([$post], array_column($this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word])['data']['results'], 'id'), 'before the index is complete');
        $this->assertSame(EOS_Batches::MORE, EOS_Search_Build::batch(), 'emptied');
        $this->assertFalse(EOS_Search_Table::ready());
        $this->assertSame([$post], array_column($this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word])['data']['results'], 'id'), 'while it is being built');
        $this->run_jobs();
        $this->assertSame([$post], array_column(EOS_Search_Table::search('uk', $word, 'all', 1, 10)['docs'], 'id'), 'from the table');
        $this->assertSame(EOS_Search_Build::state()['total'], EOS_Search_Build::state()['seen']);
    }
}
