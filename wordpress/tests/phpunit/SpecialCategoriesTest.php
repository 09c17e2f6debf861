<?php
/**
 * The special categories (FAQ, team gallery, authors, moved pages) are chosen
 * by name per language; the site still reads the contract's ids, the plugin's reads, the posts
 * endpoint and the webhook follow the chosen categories, and a post filed under FAQ is a question
 * of the FAQ page.
 */
final class SpecialCategoriesTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        delete_option(EOS_Special_Categories::OPTION);
        parent::tearDown();
    }

    /** A category of a language with a name, made by WordPress (its id is WordPress's, not the contract's). */
    private function named_category(string $name, string $lang): int
    {
        $term = wp_insert_term($name . ' ' . wp_generate_password(5, false), 'category');
        $this->assertIsArray($term);
        EOS_Languages::set_term_lang((int) $term['term_id'], $lang);
        update_term_meta((int) $term['term_id'], 'eos_news', '1');
        return (int) $term['term_id'];
    }

    public function test_by_default_the_contracts_ids_are_the_special_categories(): void
    {
        $this->assertSame(['uk' => 260, 'en' => 262], EOS_Special_Categories::chosen()['faq']);
        $this->assertSame(['uk' => 256, 'en' => 258], EOS_Special_Categories::chosen()['team_gallery']);
        $this->assertSame(['uk' => 274, 'en' => 276], EOS_Special_Categories::chosen()['authors']);
        $this->assertSame([3, 70, 260, 276], EOS_Special_Categories::to_contract([276, 3, 260, 70]));
        $this->assertSame([258], EOS_Special_Categories::from_contract([258]));
    }

    public function test_each_part_has_a_name_and_a_sentence_on_what_it_does(): void
    {
        foreach (EOS_Special_Categories::parts() as $part => [$name, $explanation]) {
            $this->assertArrayHasKey($part, EOS_Special_Categories::CONTRACT);
            $this->assertNotSame('', $name);
            $this->assertMatchesRegularExpression('/\.$/', $explanation, "$part: a sentence");
        }
    }

    public function test_a_chosen_faq_category_reads_as_the_contracts_and_the_replaced_one_is_left_out(): void
    {
        $this->news_category(3, 'uk');
        $this->news_category(260, 'uk');
        $questions = $this->named_category('Питання', 'uk');
        EOS_Special_Categories::update(['faq' => ['uk' => $questions]]);
        $this->assertSame($questions, EOS_Special_Categories::term('faq', 'uk'));
        $this->assertSame(262, EOS_Special_Categories::term('faq', 'en'), 'English keeps its default');

        $post = $this->item('post', 'uk', [], ['category' => [3, $questions]]);
        $this->assertSame([3, 260], EOS_Output::categories($post->ID), 'the site reads 260 for the chosen category');
        $old = $this->item('post', 'uk', [], ['category' => [3, 260]]);
        // Issue 50, item 6: "An office's own category never takes, or loses, a part because of its number".
        $this->assertSame([3, EOS_Special_Categories::ALIAS_BASE + 260], EOS_Output::categories($old->ID), 'the category that was FAQ no longer reads as FAQ: its alias');

        $listed = array_column(EOS_Reads::news_categories('uk'), 'id');
        $this->assertContains(260, $listed, 'the chosen one, by the contract’s id');
        $this->assertNotContains($questions, $listed);
        $this->assertSame(1, count(array_filter($listed, static fn ($id) => $id === 260)));
    }

    public function test_the_faq_page_lists_the_posts_of_the_chosen_faq_category_after_its_own_questions(): void
    {
        $faq = $this->named_category('Часті запитання', 'uk');
        EOS_Special_Categories::update(['faq' => ['uk' => $faq]]);
        EOS_Texts::save('faq', 'uk', ['hero_title' => 'Запитання']);
        $own = $this->item('eos_faq', 'uk', ['post_title' => 'Власне запитання', 'post_content' => '<p>Власна відповідь</p>']);
        $first = $this->item('post', 'uk', ['post_title' => 'Чи потрібна віза?', 'post_content' => '<p>Так, J-1.</p>', 'post_date' => '2026-01-01 10:00:00'], ['category' => [$faq]]);
        $second = $this->item('post', 'uk', ['post_title' => 'Скільки триває програма?', 'post_date' => '2026-02-01 10:00:00'], ['category' => [$faq]]);
        $draft = $this->item('post', 'uk', ['post_title' => 'Чернетка', 'post_status' => 'draft'], ['category' => [$faq]]);
        $english = $this->item('post', 'en', ['post_title' => 'English question'], ['category' => [$faq]]);

        $questions = EOS_Reads::page('uk', 'faq')['faq_questions'];
        $ids = array_column($questions, 'id');
        $this->assertContains($own->ID, $ids);
        $this->assertSame([$first->ID, $second->ID], array_values(array_intersect($ids, [$first->ID, $second->ID, $draft->ID, $english->ID])), 'published, this language, oldest first');
        $this->assertGreaterThan(array_search($own->ID, $ids, true), array_search($first->ID, $ids, true), 'after the page’s own questions');
        $asked = $questions[array_search($first->ID, $ids, true)];
        $this->assertSame(['id' => $first->ID, 'question' => 'Чи потрібна віза?', 'answer' => '<p>Так, J-1.</p>'], $asked);
    }

    public function test_the_webhook_refreshes_the_faq_page_when_a_post_enters_or_leaves_the_faq_category(): void
    {
        $this->news_category(70, 'en');
        $faq = $this->named_category('Questions', 'en');
        EOS_Special_Categories::update(['faq' => ['en' => $faq]]);
        $post = $this->item('post', 'en', [], ['category' => [70]]);
        $this->forget();
        $faq_page = ['type' => 'page', 'action' => 'update', 'name' => 'faq', 'lang' => 'en'];

        wp_set_object_terms($post->ID, [70, $faq], 'category');
        $this->assertContains($faq_page, $this->payloads(), 'filed under FAQ');
        wp_update_post(['ID' => $post->ID, 'post_title' => 'Asked again']);
        $this->assertContains($faq_page, $this->payloads(), 'an edit of a question');
        wp_set_object_terms($post->ID, [70], 'category');
        $this->assertContains($faq_page, $this->payloads(), 'taken out of FAQ');
        wp_update_post(['ID' => $post->ID, 'post_title' => 'Only news now']);
        $this->assertNotContains($faq_page, $this->payloads(), 'an article that is not a question');
    }

    public function test_the_sites_team_gallery_request_by_the_contracts_id_reads_the_chosen_category(): void
    {
        $gallery = $this->named_category('Фото команди', 'uk');
        EOS_Special_Categories::update(['team_gallery' => ['uk' => $gallery]]);
        $photo = $this->item('post', 'uk', ['post_title' => 'Photo ' . wp_generate_password(5, false)], ['category' => [$gallery]]);
        $answer = $this->rest('GET', '/wp/v2/posts', ['categories' => '256', 'per_page' => 100], ['X-Site-Request' => '1']);
        $this->assertSame(200, $answer['status']);
        $this->assertContains($photo->ID, array_column($answer['data'], 'id'));
        $mine = array_values(array_filter($answer['data'], static fn ($p) => $p['id'] === $photo->ID))[0];
        $this->assertSame([256], $mine['categories'], 'the site reads the contract’s id');
        $this->assertSame([['type' => 'team_gallery', 'action' => 'update', 'lang' => 'uk']], array_values(array_filter(
            EOS_Revalidate::payloads_for($photo, 'update'),
            static fn ($p) => $p['type'] === 'team_gallery'
        )), 'the webhook refreshes the gallery');
    }

    public function test_only_existing_categories_are_kept_and_a_translation_gets_the_same_parts_category(): void
    {
        EOS_Special_Categories::update(['authors' => ['uk' => 999999, 'en' => 'nonsense']]);
        $this->assertSame(['uk' => 274, 'en' => 276], EOS_Special_Categories::chosen()['authors']);
        $this->assertSame(276, EOS_Special_Categories::counterpart(274, 'en'));
        $this->assertSame(70, EOS_Special_Categories::counterpart(3, 'en'), 'Новини is News');
        $this->assertSame(0, EOS_Special_Categories::counterpart(5, 'en'), 'an ordinary category has no counterpart');
    }
}
