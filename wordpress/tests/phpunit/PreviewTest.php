<?php
/** WordPress's Preview button opens the site's /api/preview with the secret and the item's path. */
final class PreviewTest extends EOS_TestCase
{
    public function test_a_news_draft_previews_on_the_site_by_id_until_it_has_a_slug(): void
    {
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft']);
        $this->assertSame("https://site.example/api/preview?secret=p4ss&path=%2Fen%2Fnews%2F{$draft->ID}", get_preview_post_link($draft));
    }

    public function test_paths_per_type_and_language(): void
    {
        $this->category(274, 'uk');
        $cases = [
            ['page', 'uk', 'umovy', [], '/uk/umovy'],
            ['eos_program', 'en', 'visiting-scholar', [], '/en/programs/visiting-scholar'],
            ['post', 'uk', 'avtorka', ['category' => [274]], '/uk/authors/avtorka'],
        ];
        foreach ($cases as [$type, $lang, $slug, $terms, $path]) {
            $post = $this->item($type, $lang, ['post_name' => $slug], $terms);
            $this->assertSame($path, EOS_Preview::site_path($post));
            $this->assertStringContainsString('path=' . rawurlencode($path), get_preview_post_link($post));
        }
    }

    public function test_without_a_site_or_secret_wordpress_keeps_its_own_preview(): void
    {
        EOS_Settings::update(['preview_secret' => '']);
        $post = $this->item('post', 'en', ['post_status' => 'draft']);
        $this->assertStringNotContainsString('site.example', get_preview_post_link($post));
    }

    /** Runs WordPress's own preview request for an item and returns where EOS_Preview sent it ('' for nowhere). */
    private function wordpressPreview(WP_Post $post): string
    {
        $GLOBALS['wp_the_query'] = $GLOBALS['wp_query'] = new WP_Query(['p' => $post->ID, 'post_type' => $post->post_type, 'preview' => 'true']);
        $to = '';
        $capture = static function ($location) use (&$to) {
            $to = $location;
            return false;
        };
        add_filter('wp_redirect', $capture);
        EOS_Preview::redirect();
        remove_filter('wp_redirect', $capture);
        return $to;
    }

    public function test_the_block_editors_preview_link_of_a_draft_goes_on_to_the_site_for_those_who_may_edit_it(): void
    {
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft']);
        $this->assertSame('', $this->wordpressPreview($draft), 'a visitor gets no draft');
        wp_set_current_user((int) wp_insert_user(['user_login' => 'ed' . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => 'editor']));
        $this->assertSame("https://site.example/api/preview?secret=p4ss&path=%2Fen%2Fnews%2F{$draft->ID}", $this->wordpressPreview($draft));
        wp_set_current_user(0);
    }

    public function test_a_draft_article_is_found_by_its_id_in_preview_only_and_named_by_it(): void
    {
        $this->category(70, 'en');
        update_term_meta(70, 'eos_news', '1');
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft news'], ['category' => [70]]);
        $found = EOS_Reads::news_item('en', (string) $draft->ID, true);
        $this->assertIsArray($found);
        $this->assertSame((string) $draft->ID, $found['slug'], 'the site requires a slug: the one of its preview address');
        $this->assertInstanceOf(WP_Error::class, EOS_Reads::news_item('en', (string) $draft->ID, false));
    }

    public function test_a_draft_page_is_found_by_its_id_in_preview_only(): void
    {
        $draft = $this->item('page', 'uk', ['post_status' => 'draft', 'post_title' => 'Чернетка']);
        $found = EOS_Reads::dynamic_content('uk', (string) $draft->ID, true);
        $this->assertIsArray($found);
        $this->assertSame($draft->ID, $found['content']['id']);
        $this->assertInstanceOf(WP_Error::class, EOS_Reads::dynamic_content('uk', (string) $draft->ID, false));
        $this->assertInstanceOf(WP_Error::class, EOS_Reads::dynamic_content('en', (string) $draft->ID, true), 'in its own language only');
    }
}
