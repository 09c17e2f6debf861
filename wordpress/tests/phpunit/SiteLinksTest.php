<?php
/**
 * The site, not the theme. View, the admin bar and the REST API's `link` give an
 * item's address on the site (`{Site URL}/{lang}/…`, a Cyrillic slug as text, encoded once); the
 * slug editor shows the site's address; a draft keeps WordPress's own address, which Preview
 * sends on to the site. A programme has Preview and View like news and pages.
 */
final class SiteLinksTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        delete_option(EOS_Special_Categories::OPTION);
        parent::tearDown();
    }

    public function test_a_published_items_address_is_its_page_on_the_site(): void
    {
        $this->news_category(70, 'en');
        $news = $this->item('post', 'en', ['post_name' => 'site-link-news'], ['category' => [70]]);
        $word = strtolower(wp_generate_password(5, false, false));
        $programme = $this->item('eos_program', 'uk', ['post_title' => "Програма для науковців $word"]);
        $page = $this->item('page', 'en', ['post_name' => 'site-link-page']);
        // The authors' category chosen in the settings (a fixed id could be any term of another test).
        $authors = wp_insert_term('Authors ' . wp_generate_password(5, false), 'category');
        $this->assertIsArray($authors);
        EOS_Special_Categories::update(['authors' => ['en' => $authors['term_id']]]);
        $author = $this->item('page', 'en', ['post_name' => 'site-link-author'], ['category' => [(int) $authors['term_id']]]);

        $this->assertSame('https://site.example/en/news/site-link-news', get_permalink($news));
        $this->assertSame('https://site.example/uk/programs/' . rawurlencode("програма-для-науковців-$word"), get_permalink($programme), 'a Cyrillic slug, encoded once');
        $this->assertSame('https://site.example/en/site-link-page', get_permalink($page));
        $this->assertSame('https://site.example/en/authors/site-link-author', get_permalink($author));

        $this->user('editor', true);
        $answer = $this->rest('GET', '/wp/v2/posts/' . $news->ID);
        $this->assertSame('https://site.example/en/news/site-link-news', $answer['data']['link'], 'the REST API’s link (the block editor’s View)');
    }

    public function test_a_draft_keeps_wordpresss_address_for_the_preview_and_the_slug_editor_shows_the_site(): void
    {
        $programme = $this->item('eos_program', 'en', ['post_title' => 'A draft programme', 'post_status' => 'draft']);
        $this->assertStringStartsWith(home_url('/'), get_permalink($programme), 'Preview opens WordPress, which sends it on to the site');
        $this->assertTrue(is_post_type_viewable('eos_program'), 'the editors get Preview and View');

        require_once ABSPATH . 'wp-admin/includes/post.php';
        [$template, $name] = get_sample_permalink($programme->ID);
        $this->assertSame('https://site.example/en/programs/%pagename%', $template);
        $this->assertSame('a-draft-programme', $name);
        $news = $this->item('post', 'uk', ['post_title' => 'Чернетка новини', 'post_status' => 'draft']);
        $this->assertSame('https://site.example/uk/news/%postname%', get_sample_permalink($news->ID)[0]);
        $page = $this->item('page', 'uk', ['post_title' => 'Чернетка сторінки', 'post_status' => 'draft']);
        $this->assertSame('https://site.example/uk/%pagename%', get_sample_permalink($page->ID)[0]);
    }

    public function test_without_a_site_address_wordpresss_own_links_stay(): void
    {
        EOS_Settings::update(['site_url' => '']);
        $page = $this->item('page', 'en', ['post_name' => 'no-site-yet']);
        $this->assertStringStartsWith(home_url('/'), get_permalink($page));
    }

    public function test_types_without_a_page_on_the_site_keep_wordpresss_link(): void
    {
        $slide = $this->item('eos_hero_slide', 'uk');
        $this->assertStringStartsNotWith('https://site.example', (string) get_permalink($slide));
        $this->assertFalse(is_post_type_viewable('eos_hero_slide'));
    }
}
