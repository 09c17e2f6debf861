<?php
/**
 * Languages as an editor sees them. "Add translation" makes a linked draft in
 * the other language with the title and fields copied; each list has a language column, a filter
 * by language (and one for items without a language) and a bulk action that sets the language.
 */
final class LanguagesInListsTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once EOS_DIR . '/includes/admin/translations-admin.php';
    }

    public function test_add_translation_makes_a_linked_draft_in_the_other_language_with_everything_copied(): void
    {
        $editor = $this->user('editor', true);
        $curator_uk = $this->item('eos_curator', 'uk');
        $curator_en = $this->item('eos_curator', 'en');
        EOS_Languages::link($curator_uk->ID, $curator_en->ID);
        $untranslated_block = $this->item('eos_block', 'uk');
        $source = $this->item('eos_program', 'uk', ['post_title' => 'Програма для науковців', 'post_content' => '<p>Опис</p>', 'menu_order' => 3], [], [
            'deadline' => '15 жовтня 2026',
            'curator' => (string) $curator_uk->ID,
            'global_blocks' => [['block' => (string) $untranslated_block->ID, 'position' => 'end']],
            'sections' => [['title' => 'Хто може подаватися', 'content' => '<p>Усі</p>']],
        ]);
        set_post_thumbnail($source->ID, $this->attachment());
        $this->forget();

        $id = EOS_Translations::add($source);
        $this->assertIsInt($id);
        $draft = get_post($id);
        $this->assertSame('draft', $draft->post_status);
        $this->assertSame($editor, (int) $draft->post_author);
        $this->assertSame('en', EOS_Languages::post_lang($id));
        $this->assertSame($id, EOS_Languages::translation($source->ID), 'linked both ways');
        $this->assertSame($source->ID, EOS_Languages::translation($id));
        $this->assertSame(['Програма для науковців', '<p>Опис</p>', 3], [$draft->post_title, $draft->post_content, $draft->menu_order]);
        $this->assertSame('15 жовтня 2026', EOS_Fields::text($id, 'deadline'));
        $this->assertSame([['title' => 'Хто може подаватися', 'content' => '<p>Усі</p>']], EOS_Fields::rows($id, 'sections'));
        $this->assertSame((string) $curator_en->ID, EOS_Fields::text($id, 'curator'), 'the curator’s translation');
        $this->assertSame('0', EOS_Fields::rows($id, 'global_blocks')[0]['block'], 'a block without a translation is not carried over');
        $this->assertSame(get_post_thumbnail_id($source->ID), get_post_thumbnail_id($id));
        $this->assertSame([], $this->payloads(), 'a draft does not refresh the site');

        $again = EOS_Translations::add($source);
        $this->assertInstanceOf(WP_Error::class, $again, 'it has a translation now');
    }

    public function test_an_articles_translation_gets_the_other_languages_special_categories_and_not_its_views(): void
    {
        $this->user('editor', true);
        $this->news_category(3, 'uk');
        $this->news_category(70, 'en');
        $this->category(260, 'uk');
        $this->category(262, 'en');
        $this->news_category(5, 'uk');
        $source = $this->item('post', 'uk', [], ['category' => [3, 5, 260]], ['views' => '41', 'news_template' => 'split-screen']);
        $id = EOS_Translations::add($source);
        $this->assertIsInt($id);
        $this->assertSame([70, 262], EOS_Output::categories($id), 'News and FAQ of the other language; the rest is the editor’s choice');
        $this->assertSame('', EOS_Fields::text($id, 'views'));
        $this->assertSame('split-screen', EOS_Fields::text($id, 'news_template'));
    }

    public function test_who_may_add_a_translation(): void
    {
        $author = $this->user('author');
        $theirs = $this->item('post', 'uk', ['post_author' => $this->user('author')]);
        $contributor = $this->user('contributor');
        $own_draft = $this->item('post', 'uk', ['post_author' => $contributor, 'post_status' => 'draft']);
        wp_set_current_user($author);
        $this->assertFalse(EOS_Translations::may_add($theirs), 'an author, another author’s article');
        wp_set_current_user($contributor);
        $this->assertTrue(EOS_Translations::may_add($own_draft), 'a contributor, their own draft');
        $this->assertFalse(EOS_Translations::may_add($theirs));
        wp_set_current_user(0);
        $this->assertFalse(EOS_Translations::may_add($own_draft), 'nobody signed in');
        $this->assertFalse(EOS_Translations::may_add($this->item('eos_message', 'uk')), 'a message has no translation');
    }

    public function test_the_list_cell_links_the_translation_or_offers_to_add_one(): void
    {
        $this->user('editor', true);
        $uk = $this->item('eos_program', 'uk', ['post_title' => 'Програма']);
        $this->assertStringContainsString('action=eos_add_translation', EOS_Translations_Admin::cell($uk));
        $this->assertStringContainsString('Add translation: English', EOS_Translations_Admin::cell($uk));
        $en = $this->item('eos_program', 'en', ['post_title' => 'Programme <b>']);
        EOS_Languages::link($uk->ID, $en->ID);
        $cell = EOS_Translations_Admin::cell($uk);
        $this->assertStringContainsString('English: <span translate="no">Programme &lt;b&gt;</span>', $cell, 'escaped, the title marked as the office’s own');
        $this->assertStringContainsString('post.php?post=' . $en->ID, $cell);
        $this->assertStringNotContainsString('eos_add_translation', $cell);
    }

    public function test_the_filter_lists_one_language_or_the_items_without_one_and_the_bulk_action_sets_it(): void
    {
        $this->user('editor', true);
        $uk = $this->item('eos_testimonial', 'uk');
        $en = $this->item('eos_testimonial', 'en');
        global $wpdb;
        $old = (int) wp_insert_post(['post_type' => 'eos_testimonial', 'post_status' => 'publish', 'post_title' => 'Made before the plugin']);
        $wpdb->delete($wpdb->postmeta, ['post_id' => $old, 'meta_key' => EOS_Languages::META_LANG]);
        clean_post_cache($old);

        $listed = function (string $lang): array {
            $GLOBALS['pagenow'] = 'edit.php';
            set_current_screen('edit-eos_testimonial');
            $_GET[EOS_Translations_Admin::FILTER] = $lang;
            try {
                $query = new WP_Query();
                add_action('pre_get_posts', [EOS_Translations_Admin::class, 'filter_list']);
                $GLOBALS['wp_the_query'] = $query;
                $ids = $query->query(['post_type' => 'eos_testimonial', 'post_status' => 'any', 'posts_per_page' => -1, 'fields' => 'ids']);
            } finally {
                remove_action('pre_get_posts', [EOS_Translations_Admin::class, 'filter_list']);
                unset($_GET[EOS_Translations_Admin::FILTER], $GLOBALS['current_screen']);
                $GLOBALS['pagenow'] = 'index.php';
            }
            return array_map('intval', $ids);
        };
        $this->assertContains($uk->ID, $listed('uk'));
        $this->assertNotContains($en->ID, $listed('uk'));
        $this->assertNotContains($old, $listed('uk'));
        $this->assertContains($old, $listed(EOS_Translations_Admin::NONE));
        $this->assertNotContains($uk->ID, $listed(EOS_Translations_Admin::NONE));
        $counts = EOS_Translations_Admin::counts('eos_testimonial');
        $this->assertGreaterThanOrEqual(1, $counts[EOS_Translations_Admin::NONE]);

        $redirect = EOS_Translations_Admin::handle_bulk('edit.php?post_type=eos_testimonial&eos_lang=none', 'eos_set_lang_en', [$old]);
        $this->assertSame('en', get_post_meta($old, EOS_Languages::META_LANG, true));
        $this->assertStringContainsString('eos_lang_set=1', $redirect);
        $this->assertStringNotContainsString('eos_lang=none', $redirect, 'back to the whole list');
        $this->assertSame('x', EOS_Translations_Admin::handle_bulk('x', 'trash', [$uk->ID]), 'other actions are WordPress’s');

        wp_set_current_user($this->user('contributor'));
        $this->assertSame(0, EOS_Translations::set_language([$uk->ID], 'en'), 'only items the user may edit');
        $this->assertSame('uk', EOS_Languages::post_lang($uk->ID));
    }

    public function test_the_columns_come_after_the_title_and_the_language_choices_name_each_language(): void
    {
        $columns = EOS_Translations_Admin::columns(['cb' => '', 'title' => 'Title', 'date' => 'Date']);
        $this->assertSame(['cb', 'title', 'eos_lang', 'eos_translation', 'date'], array_keys($columns));
        $this->assertSame(['eos_set_lang_uk' => 'Set the language: Українська', 'eos_set_lang_en' => 'Set the language: English'], EOS_Translations_Admin::bulk_actions([]));
    }

    private function attachment(): int
    {
        $id = wp_insert_attachment(['post_title' => 'Picture', 'post_mime_type' => 'image/png', 'post_status' => 'inherit'], false, 0, true);
        $this->assertIsInt($id);
        return $id;
    }
}
