<?php
/**
 * The webhook payload of each content hook: publish, update, rename (old slug), unpublish,
 * trash, menu save, text save and term edit, each in the body the site's /api/revalidate
 * accepts (lib/revalidate/tags-for.ts: these keys only, these types and actions).
 */
final class RevalidatePayloadTest extends EOS_TestCase
{
    private const KEYS = ['type', 'action', 'slug', 'old_slug', 'lang', 'name', 'id', 'tags', 'mode'];
    private const TYPES = ['news', 'program', 'page', 'dynamic', 'library', 'team', 'team_gallery', 'testimonial', 'curator',
        'menu', 'header', 'footer', 'hero', 'about', 'timeline', 'gallery', 'author', 'news_category', 'seo', 'all'];
    private const ACTIONS = ['publish', 'update', 'unpublish', 'delete', 'rename'];

    protected function setUp(): void
    {
        parent::setUp();
        $this->category(70, 'en');
        $this->category(258, 'en');
    }

    /** What this request queued, each payload checked against the site's schema first. */
    protected function payloads(): array
    {
        $payloads = parent::payloads();
        $this->assertAccepted($payloads);
        return $payloads;
    }

    /** Every payload is one the site's schema accepts (wordpress/tests/site/webhook.test.ts parses real ones with it). */
    private function assertAccepted(array $payloads): void
    {
        foreach ($payloads as $p) {
            $this->assertSame([], array_diff(array_keys($p), self::KEYS), 'only the webhook’s keys: ' . json_encode($p));
            $this->assertTrue(isset($p['type']) || !empty($p['tags']), 'type or tags');
            if (isset($p['type'])) {
                $this->assertContains($p['type'], self::TYPES);
            }
            $this->assertContains($p['action'] ?? 'update', self::ACTIONS);
            foreach (['slug', 'old_slug'] as $key) {
                if (isset($p[$key])) {
                    $this->assertMatchesRegularExpression('/^[\p{L}\p{N}_-]+$/u', $p[$key]);
                }
            }
            if (in_array($p['type'] ?? '', ['program', 'dynamic'], true)) {
                $this->assertTrue(isset($p['slug']) || isset($p['old_slug']), 'slug required for ' . $p['type']);
            }
            if (($p['type'] ?? '') === 'page') {
                $this->assertArrayHasKey('name', $p);
            }
        }
    }

    public function test_publishing_a_news_post_sends_its_slug_and_language(): void
    {
        $post = $this->item('post', 'en', ['post_status' => 'draft', 'post_name' => 'spring-school'], ['category' => [70]]);
        $this->forget();
        wp_update_post(['ID' => $post->ID, 'post_status' => 'publish']);
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame([['type' => 'news', 'action' => 'publish', 'slug' => 'spring-school', 'lang' => 'en']], $payloads);
    }

    public function test_an_edit_of_a_published_item_is_an_update(): void
    {
        $post = $this->item('post', 'en', ['post_name' => 'open-call'], ['category' => [70]]);
        $this->forget();
        wp_update_post(['ID' => $post->ID, 'post_title' => 'Open call (updated)']);
        $this->assertSame([['type' => 'news', 'action' => 'update', 'slug' => 'open-call', 'lang' => 'en']], $this->payloads());
    }

    public function test_a_rename_sends_the_new_and_the_old_slug(): void
    {
        $program = $this->item('eos_program', 'uk', ['post_name' => 'stara-adresa']);
        $this->forget();
        wp_update_post(['ID' => $program->ID, 'post_name' => 'nova-adresa']);
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame([['type' => 'program', 'action' => 'rename', 'slug' => 'nova-adresa', 'old_slug' => 'stara-adresa', 'lang' => 'uk']], $payloads);
    }

    public function test_unpublishing_sends_the_old_address_only(): void
    {
        $page = $this->item('page', 'en', ['post_name' => 'privacy']);
        $this->forget();
        wp_update_post(['ID' => $page->ID, 'post_status' => 'draft']);
        $this->assertSame([['type' => 'dynamic', 'action' => 'unpublish', 'old_slug' => 'privacy', 'lang' => 'en']], $this->payloads());
    }

    public function test_trashing_sends_a_delete_with_the_slug_before_trash(): void
    {
        $post = $this->item('post', 'en', ['post_name' => 'old-news'], ['category' => [70]]);
        $this->forget();
        wp_trash_post($post->ID);
        $this->assertSame('old-news__trashed', get_post($post->ID)->post_name);
        $this->assertSame([['type' => 'news', 'action' => 'delete', 'old_slug' => 'old-news', 'lang' => 'en']], $this->payloads());
    }

    public function test_a_draft_edit_sends_nothing(): void
    {
        $post = $this->item('post', 'en', ['post_status' => 'draft'], ['category' => [70]]);
        $this->forget();
        wp_update_post(['ID' => $post->ID, 'post_content' => 'still a draft']);
        $this->assertSame([], $this->payloads());
    }

    public function test_a_non_latin_slug_is_sent_decoded(): void
    {
        $this->item('eos_program', 'uk', ['post_name' => 'програма-для-магістрантів']);
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame('програма-для-магістрантів', $payloads[0]['slug']);
    }

    public function test_each_type_maps_to_its_webhook_type(): void
    {
        $cases = [
            ['post', ['category' => [258]], [['type' => 'team_gallery', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_resource', [], [['type' => 'library', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_testimonial', [], [['type' => 'testimonial', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_team', [], [['type' => 'team', 'action' => 'publish', 'lang' => 'en'], ['type' => 'page', 'action' => 'update', 'name' => 'contacts', 'lang' => 'en']]],
            ['eos_curator', [], [['type' => 'curator', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_hero_slide', [], [['type' => 'hero', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_timeline_event', [], [['type' => 'timeline', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_gallery_photo', [], [['type' => 'gallery', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_author', [], [['type' => 'author', 'action' => 'publish', 'lang' => 'en']]],
            ['eos_faq', [], [['type' => 'page', 'action' => 'update', 'name' => 'faq', 'lang' => 'en']]],
            ['eos_block', [], [['type' => 'all', 'action' => 'publish']]],
        ];
        foreach ($cases as [$type, $terms, $expected]) {
            $this->item($type, 'en', [], $terms);
            $payloads = $this->payloads();
            $this->assertAccepted($payloads);
            $this->assertSame($expected, $payloads, $type);
        }
    }

    public function test_a_programme_question_refreshes_its_programme(): void
    {
        $program = $this->item('eos_program', 'en', ['post_name' => 'kennan-research']);
        $this->forget();
        $this->item('eos_faq', 'en', [], [], ['program' => (string) $program->ID]);
        $this->assertSame([['type' => 'program', 'action' => 'update', 'slug' => 'kennan-research', 'lang' => 'en']], $this->payloads());
    }

    public function test_an_item_with_an_seo_record_also_refreshes_the_record(): void
    {
        $post = $this->item('post', 'en', ['post_status' => 'draft', 'post_name' => 'with-seo'], ['category' => [70]], ['seo_title' => 'A title']);
        $this->forget();
        wp_update_post(['ID' => $post->ID, 'post_status' => 'publish']);
        $this->assertSame([
            ['type' => 'news', 'action' => 'publish', 'slug' => 'with-seo', 'lang' => 'en'],
            ['type' => 'seo', 'action' => 'publish', 'id' => $post->ID],
        ], $this->payloads());
    }

    public function test_saving_a_menu_refreshes_the_menu_of_its_location_and_language(): void
    {
        $menu = wp_create_nav_menu('Primary EN ' . wp_generate_password(4, false));
        $footer = wp_create_nav_menu('Footer UK ' . wp_generate_password(4, false));
        set_theme_mod('nav_menu_locations', ['primary_en' => $menu, 'footer_uk' => $footer]);
        $this->forget();
        wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'News', 'menu-item-url' => '/news', 'menu-item-type' => 'custom', 'menu-item-status' => 'publish']);
        $this->forget();
        do_action('wp_update_nav_menu', $menu);
        do_action('wp_update_nav_menu', $footer);
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame([
            ['type' => 'menu', 'action' => 'update', 'lang' => 'en'],
            ['type' => 'footer', 'action' => 'update', 'lang' => 'uk'],
        ], $payloads);
    }

    public function test_an_item_that_appears_goes_or_moves_refreshes_its_published_translation(): void
    {
        $this->category(70, 'uk');
        $tail = strtolower(wp_generate_password(6, false));
        [$uk_slug, $en_slug, $renamed] = ["vesniana-shkola-$tail", "spring-school-$tail", "spring-school-$tail-moved"];
        $uk = $this->item('post', 'uk', ['post_name' => $uk_slug], ['category' => [70]]);
        $en = $this->item('post', 'en', ['post_name' => $en_slug], ['category' => [70]]);
        EOS_Languages::link($uk->ID, $en->ID);
        $translation = ['type' => 'news', 'action' => 'update', 'slug' => $uk_slug, 'lang' => 'uk'];
        $this->forget();
        wp_update_post(['ID' => $en->ID, 'post_status' => 'draft']);
        $this->assertSame([['type' => 'news', 'action' => 'unpublish', 'old_slug' => $en_slug, 'lang' => 'en'], $translation], $this->payloads());
        wp_update_post(['ID' => $en->ID, 'post_status' => 'publish']);
        $this->assertSame([['type' => 'news', 'action' => 'publish', 'slug' => $en_slug, 'lang' => 'en'], $translation], $this->payloads());
        wp_update_post(['ID' => $en->ID, 'post_name' => $renamed]);
        $this->assertContains($translation, $this->payloads(), 'a rename');
        wp_update_post(['ID' => $en->ID, 'post_title' => 'Spring school (updated)']);
        $this->assertSame([['type' => 'news', 'action' => 'update', 'slug' => $renamed, 'lang' => 'en']], $this->payloads(), 'an edit leaves the translation alone');
        wp_update_post(['ID' => $uk->ID, 'post_status' => 'draft']);
        $this->forget();
        wp_trash_post($en->ID);
        $this->assertSame([['type' => 'news', 'action' => 'delete', 'old_slug' => $renamed, 'lang' => 'en']], $this->payloads(), 'an unpublished translation has no page to refresh');
    }

    public function test_a_menu_item_saved_or_deleted_on_its_own_refreshes_its_menu(): void
    {
        // What wp/v2/menu-items does: the item is saved, the menu itself is not.
        $menu = wp_create_nav_menu('Primary UK ' . wp_generate_password(4, false));
        set_theme_mod('nav_menu_locations', ['primary_uk' => $menu]);
        $this->forget();
        $item = wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Новини', 'menu-item-url' => '/news', 'menu-item-type' => 'custom', 'menu-item-status' => 'publish']);
        $saved = $this->payloads();
        $this->assertAccepted($saved);
        $this->assertContains(['type' => 'menu', 'action' => 'update', 'lang' => 'uk'], $saved);
        wp_delete_post($item, true);
        $this->assertSame([['type' => 'menu', 'action' => 'update', 'lang' => 'uk']], $this->payloads());
    }

    public function test_saving_texts_refreshes_that_record(): void
    {
        do_action('eos_texts_saved', 'team', 'uk');
        do_action('eos_texts_saved', 'header', 'en');
        do_action('eos_texts_saved', 'about_data', 'en');
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame([
            ['type' => 'page', 'name' => 'team', 'action' => 'update', 'lang' => 'uk'],
            ['type' => 'header', 'action' => 'update', 'lang' => 'en'],
            ['type' => 'about', 'action' => 'update', 'lang' => 'en'],
        ], $payloads);
    }

    public function test_editing_a_term_refreshes_what_lists_it(): void
    {
        wp_update_term(70, 'category', ['name' => 'News (renamed)']);
        $group = wp_insert_term('Graduate study', 'eos_program_group');
        EOS_Languages::set_term_lang($group['term_id'], 'en');
        $this->forget();
        wp_update_term($group['term_id'], 'eos_program_group', ['name' => 'Graduate studies']);
        $payloads = $this->payloads();
        $this->assertAccepted($payloads);
        $this->assertSame([['tags' => ['programs:en'], 'action' => 'update']], $payloads);
        wp_update_term(70, 'category', ['name' => 'News']);
        $this->assertSame([['type' => 'news_category', 'action' => 'update', 'lang' => 'en']], $this->payloads());
    }

    public function test_nothing_is_queued_while_the_site_is_not_configured(): void
    {
        EOS_Settings::update(['revalidate_secret' => '']);
        $this->item('post', 'en', [], ['category' => [70]]);
        $this->assertSame([], $this->payloads());
    }
}
