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
}
