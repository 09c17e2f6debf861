<?php
/**
 * The hooks the first webhook missed: a forced delete of a published item, another menu in a
 * location, a deleted menu, and the title or alt text of an image the site shows; and the office's
 * own post types and taxonomies, mapped to the contract's kinds in the settings.
 */
final class RevalidateHooksTest extends EOS_TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        $this->category(70, 'en');
    }

    protected function tearDown(): void
    {
        EOS_Modules::update(['post_types' => [], 'taxonomies' => []]);
        parent::tearDown();
    }

    public function test_a_published_item_deleted_for_good_without_the_trash_sends_a_delete(): void
    {
        $post = $this->item('post', 'en', ['post_name' => 'deleted-at-once-' . strtolower(wp_generate_password(4, false))], ['category' => [70]]);
        $program = $this->item('eos_program', 'uk', ['post_name' => 'programa-' . strtolower(wp_generate_password(4, false))]);
        $this->forget();
        wp_delete_post($post->ID, true);
        wp_delete_post($program->ID, true);
        $this->assertSame([
            ['type' => 'news', 'action' => 'delete', 'old_slug' => $post->post_name, 'lang' => 'en'],
            ['type' => 'program', 'action' => 'delete', 'old_slug' => $program->post_name, 'lang' => 'uk'],
        ], $this->payloads());
    }

    public function test_deleting_a_trashed_or_draft_item_sends_nothing_more(): void
    {
        $post = $this->item('post', 'en', [], ['category' => [70]]);
        $draft = $this->item('post', 'en', ['post_status' => 'draft'], ['category' => [70]]);
        wp_trash_post($post->ID);
        $this->forget();
        wp_delete_post($post->ID, true);
        wp_delete_post($draft->ID, true);
        $this->assertSame([], $this->payloads());
    }

    public function test_another_menu_in_a_location_refreshes_that_location_only(): void
    {
        $one = wp_create_nav_menu('One ' . wp_generate_password(4, false));
        $two = wp_create_nav_menu('Two ' . wp_generate_password(4, false));
        set_theme_mod('nav_menu_locations', ['primary_uk' => $one, 'footer_en' => $one]);
        $this->forget();
        set_theme_mod('nav_menu_locations', ['primary_uk' => $two, 'footer_en' => $one]);
        $this->assertSame([['type' => 'menu', 'action' => 'update', 'lang' => 'uk']], $this->payloads());
        set_theme_mod('nav_menu_locations', ['primary_uk' => $two]);
        $this->assertSame([['type' => 'footer', 'action' => 'update', 'lang' => 'en']], $this->payloads(), 'a location emptied');
        set_theme_mod('nav_menu_locations', ['primary_uk' => $two]);
        $this->assertSame([], $this->payloads(), 'nothing changed');
    }

    public function test_deleting_a_menu_refreshes_the_locations_it_sat_in(): void
    {
        $empty = wp_create_nav_menu('Empty ' . wp_generate_password(4, false));
        set_theme_mod('nav_menu_locations', ['primary_en' => $empty]);
        $this->forget();
        wp_delete_nav_menu($empty);
        $this->assertSame([['type' => 'menu', 'action' => 'update', 'lang' => 'en']], $this->payloads());
        $this->assertSame(0, (int) (get_nav_menu_locations()['primary_en'] ?? 0));
    }

    public function test_a_new_title_or_alt_text_of_a_featured_image_refreshes_the_items_that_show_it(): void
    {
        $image = wp_insert_attachment(['post_title' => 'Campus', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit'], false, 0, true);
        $this->assertIsInt($image);
        $post = $this->item('post', 'en', ['post_name' => 'with-image-' . strtolower(wp_generate_password(4, false))], ['category' => [70]], []);
        update_post_meta($post->ID, '_thumbnail_id', $image);
        $unrelated = wp_insert_attachment(['post_title' => 'Unused', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit'], false, 0, true);
        $this->forget();
        wp_update_post(['ID' => $image, 'post_title' => 'Campus in spring']);
        $expected = [['type' => 'news', 'action' => 'update', 'slug' => $post->post_name, 'lang' => 'en']];
        $this->assertSame($expected, $this->payloads());
        update_post_meta($image, '_wp_attachment_image_alt', 'Students in front of the library');
        $this->assertSame($expected, $this->payloads());
        update_post_meta($unrelated, '_wp_attachment_image_alt', 'Nobody shows this');
        wp_update_post(['ID' => $unrelated, 'post_title' => 'Still unused']);
        $this->assertSame([], $this->payloads(), 'an image no item shows');
    }

    public function test_an_office_post_type_mapped_to_a_kind_sends_that_kind(): void
    {
        register_post_type('office_news', ['public' => false, 'show_ui' => true]);
        register_taxonomy('office_topic', ['office_news'], ['show_ui' => true]);
        EOS_Modules::update(['post_types' => ['office_news' => 'news'], 'taxonomies' => ['office_topic' => 'news_category']]);
        $this->forget();
        $post = $this->item('office_news', 'uk', ['post_name' => 'office-item-' . strtolower(wp_generate_password(4, false))]);
        $this->assertSame([['type' => 'news', 'action' => 'publish', 'slug' => $post->post_name, 'lang' => 'uk']], $this->payloads());
        $term = wp_insert_term('Topic ' . wp_generate_password(4, false), 'office_topic');
        $this->forget();
        EOS_Revalidate::on_term($term['term_id'], $term['term_taxonomy_id'], 'office_topic');
        $this->assertSame([['type' => 'news_category', 'action' => 'update', 'lang' => 'uk']], $this->payloads());
        EOS_Modules::update(['post_types' => []]);
        wp_update_post(['ID' => $post->ID, 'post_title' => 'Not mapped any more']);
        $this->assertSame([], $this->payloads(), 'an unmapped type sends nothing');
    }

    public function test_the_log_names_each_change_in_words(): void
    {
        global $wpdb;
        $wpdb->query('DELETE FROM ' . EOS_Deliveries::name());
        $this->item('post', 'uk', ['post_title' => 'Літня школа', 'post_name' => 'litnia-shkola-' . strtolower(wp_generate_password(4, false))], ['category' => [70]]);
        EOS_Revalidate::resolve();
        EOS_Webhook::flush();
        $row = EOS_Deliveries::recent(1)[0];
        $this->assertSame('News article “Літня школа” (uk) — published', EOS_Delivery_Words::change($row));
        $this->assertSame('sending…', EOS_Delivery_Words::state($row));
        EOS_Webhook::drain();
        $row = EOS_Deliveries::recent(1)[0];
        $this->assertSame('refreshed ' . wp_date('H:i', (int) $row->last_attempt_at), EOS_Delivery_Words::state($row));
        $wpdb->update(EOS_Deliveries::name(), ['status' => 'pending', 'attempts' => 3, 'last_answer' => 'error: cURL error 7', 'next_attempt_at' => strtotime('2026-11-26 10:10:00 UTC')], ['id' => $row->id]);
        $row = EOS_Deliveries::recent(1)[0];
        $this->assertMatchesRegularExpression('/^waiting: attempt 3 of \d+ failed \(the site did not answer\); next try at (\d{4}-\d\d-\d\d )?12:10$/', EOS_Delivery_Words::state($row));
        $this->assertSame('the site refused the webhook secret', EOS_Delivery_Words::answer('401'));
        $this->assertSame('the site had an error (502)', EOS_Delivery_Words::answer('502'));
        $this->assertStringNotContainsString('{', EOS_Delivery_Words::change((object) ['payload' => '{"type":"page","name":"team","action":"update","lang":"en"}', 'label' => '']));
    }
}
