<?php
/**
 * Which categories are news (EOS_News_Categories): one that holds posts is, automatically,
 * unless the office says no or it plays a special part (FAQ, team gallery, authors, programmes);
 * one the office marks yes is, even empty (the importer's, FAQ and authors among them). The
 * category's field says automatically, yes or no, and saves what was chosen.
 */
final class NewsCategoriesTest extends EOS_TestCase
{
    private mixed $special_before = null;

    public static function setUpBeforeClass(): void
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        require_once EOS_DIR . '/includes/admin/term-fields.php';
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->special_before = get_option(EOS_Special_Categories::OPTION, null);
    }

    protected function tearDown(): void
    {
        $this->special_before === null ? delete_option(EOS_Special_Categories::OPTION) : update_option(EOS_Special_Categories::OPTION, $this->special_before);
        $_POST = [];
        parent::tearDown();
    }

    private function office_category(string $name, string $lang, int $posts): int
    {
        $term = wp_insert_term($name . ' ' . wp_rand(100000, 999999), 'category');
        $this->assertIsArray($term);
        $id = (int) $term['term_id'];
        EOS_Languages::set_term_lang($id, $lang);
        for ($i = 0; $i < $posts; $i++) {
            $this->item('post', $lang, [], ['category' => [$id]]);
        }
        return $id;
    }

    public function test_categories_with_posts_are_news_unless_marked_no_or_special(): void
    {
        $with_posts = $this->office_category('Стипендії', 'uk', 2);
        $only_private = $this->office_category('Внутрішнє', 'uk', 0);
        $this->item('post', 'uk', ['post_status' => 'private'], ['category' => [$only_private]]);
        $empty = $this->office_category('Порожня', 'uk', 0);
        $marked_empty = $this->office_category('Оголошення', 'uk', 0);
        update_term_meta($marked_empty, EOS_News_Categories::META, EOS_News_Categories::YES);
        $marked_no = $this->office_category('Службове', 'uk', 1);
        update_term_meta($marked_no, EOS_News_Categories::META, EOS_News_Categories::NO);
        $gallery = $this->office_category('Фото команди', 'uk', 1);
        $authors = $this->office_category('Автори', 'uk', 1);
        $moved = $this->office_category('Переїхало до новин', 'uk', 1);
        EOS_Special_Categories::update(['team_gallery' => ['uk' => $gallery], 'authors' => ['uk' => $authors], 'news' => ['uk' => $moved]]);
        $english = $this->office_category('Scholarships', 'en', 1);

        $ids = EOS_Reads::news_category_ids('uk');
        $this->assertContains($with_posts, $ids, 'holds posts');
        $this->assertContains($marked_empty, $ids, 'marked yes, empty');
        $this->assertContains($moved, $ids, 'the “moved to the news” part: its posts are news');
        foreach (['only private posts' => $only_private, 'empty' => $empty, 'marked no' => $marked_no, 'team gallery' => $gallery, 'authors' => $authors] as $why => $id) {
            $this->assertNotContains($id, $ids, $why);
        }
        // Issue 50, item 4: "A post's language decides where it is listed": every news category
        // lists the posts of either language; each language's filters are its own categories.
        $this->assertContains($english, $ids, 'an English category lists a Ukrainian post filed in it');
        $this->assertSame($ids, EOS_Reads::news_category_ids('en'));
        $uk_filters = array_column(EOS_Reads::news_categories('uk'), 'id');
        $this->assertContains($with_posts, $uk_filters);
        $this->assertContains($marked_empty, $uk_filters);
        $this->assertNotContains($english, $uk_filters, 'the Ukrainian filters: no English category without Ukrainian articles');
        $this->assertContains($english, array_column(EOS_Reads::news_categories('en'), 'id'));
        $this->assertSame($ids, array_values(array_unique($ids)), 'each once');
        $sorted = $ids;
        sort($sorted);
        $this->assertSame($sorted, $ids, 'by id');
        foreach ([$with_posts => true, $marked_empty => true, $empty => false, $marked_no => false, $gallery => false] as $id => $news) {
            $this->assertSame($news, EOS_News_Categories::is_news(get_term($id)), get_term($id)->name);
        }
    }

    public function test_the_field_offers_automatically_yes_and_no_and_saves_the_choice(): void
    {
        $id = $this->office_category('Події', 'uk', 0);
        ob_start();
        EOS_Term_Fields::edit_form(get_term($id), 'category');
        $form = (string) ob_get_clean();
        $this->assertMatchesRegularExpression('#<select name="eos_news" id="eos_news"><option value="" selected=\'selected\'>[^<]+</option><option value="1">[^<]+</option><option value="0">[^<]+</option></select>#', $form);

        $save = function (string $choice, string $role) use ($id): void {
            $this->user($role, true);
            $_POST = ['eos_term_nonce' => wp_create_nonce('eos_term'), EOS_Languages::TERM_META_LANG => 'uk', EOS_News_Categories::META => $choice];
            EOS_Term_Fields::save($id);
        };
        $save('0', 'contributor');
        $this->assertSame('', get_term_meta($id, EOS_News_Categories::META, true), 'a contributor may not change categories');
        $save('0', 'editor');
        $this->assertSame('0', get_term_meta($id, EOS_News_Categories::META, true));
        $save('1', 'editor');
        $this->assertSame('1', get_term_meta($id, EOS_News_Categories::META, true));
        $save('', 'editor');
        $this->assertSame([], get_term_meta($id, EOS_News_Categories::META), 'automatically: no mark kept');
        $save('maybe', 'editor');
        $this->assertSame([], get_term_meta($id, EOS_News_Categories::META));
    }
}
