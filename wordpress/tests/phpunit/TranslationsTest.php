<?php
/** Translation links in the plugin's own meta, alternate slugs, and slugs unique per language. */
final class TranslationsTest extends EOS_TestCase
{
    public function test_linking_two_items_links_both_ways_and_gives_each_the_others_slug(): void
    {
        $uk = $this->item('post', 'uk', ['post_name' => 'pereklad-novyny']);
        $en = $this->item('post', 'en', ['post_name' => 'translated-news']);
        EOS_Languages::link($uk->ID, $en->ID);
        $this->assertSame($en->ID, EOS_Languages::translation($uk->ID));
        $this->assertSame($uk->ID, EOS_Languages::translation($en->ID));
        $this->assertSame('translated-news', EOS_Languages::alternate_slug($uk->ID));
        $this->assertSame('pereklad-novyny', EOS_Languages::alternate_slug($en->ID));
    }

    public function test_an_unpublished_translation_gives_no_alternate_slug(): void
    {
        $en_slug = 'translation-withdrawn-' . strtolower(wp_generate_password(6, false));
        $uk = $this->item('post', 'uk');
        $en = $this->item('post', 'en', ['post_name' => $en_slug]);
        EOS_Languages::link($uk->ID, $en->ID);
        wp_update_post(['ID' => $en->ID, 'post_status' => 'draft']);
        $this->assertNull(EOS_Languages::alternate_slug($uk->ID), 'its address is a 404: no language switch or hreflang to it');
        wp_update_post(['ID' => $en->ID, 'post_status' => 'publish']);
        $this->assertSame($en_slug, EOS_Languages::alternate_slug($uk->ID));
    }

    public function test_relinking_unlinks_the_previous_partner(): void
    {
        $uk = $this->item('post', 'uk');
        $old = $this->item('post', 'en');
        $new = $this->item('post', 'en');
        EOS_Languages::link($uk->ID, $old->ID);
        EOS_Languages::link($uk->ID, $new->ID);
        $this->assertSame($new->ID, EOS_Languages::translation($uk->ID));
        $this->assertSame(0, EOS_Languages::translation($old->ID));
        EOS_Languages::link($uk->ID, 0);
        $this->assertSame(0, EOS_Languages::translation($uk->ID));
        $this->assertNull(EOS_Languages::alternate_slug($uk->ID));
    }

    public function test_a_partner_in_the_same_language_or_deleted_is_no_translation(): void
    {
        $a = $this->item('post', 'en');
        $b = $this->item('post', 'en');
        update_post_meta($a->ID, EOS_Languages::META_TRANSLATION, $b->ID);
        $this->assertSame(0, EOS_Languages::translation($a->ID));
        $c = $this->item('post', 'uk');
        EOS_Languages::link($a->ID, $c->ID);
        wp_delete_post($c->ID, true);
        $this->assertSame(0, EOS_Languages::translation($a->ID));
    }

    public function test_a_slug_may_repeat_in_the_other_language_but_not_in_the_same(): void
    {
        $this->item('eos_program', 'uk', ['post_name' => 'spilna-adresa']);
        $en = $this->item('eos_program', 'en', ['post_title' => 'Shared']);
        wp_update_post(['ID' => $en->ID, 'post_name' => 'spilna-adresa']);
        $this->assertSame('spilna-adresa', get_post($en->ID)->post_name);
        $uk = $this->item('eos_program', 'uk', ['post_title' => 'Another']);
        wp_update_post(['ID' => $uk->ID, 'post_name' => 'spilna-adresa']);
        $this->assertSame('spilna-adresa-2', get_post($uk->ID)->post_name);
    }

    /** Issue 50, item 7: "A post saved with no language … Detect its language as day one would." */
    public function test_an_item_saved_without_a_language_gets_the_language_of_its_text(): void
    {
        $en = wp_insert_post(['post_type' => 'post', 'post_status' => 'draft', 'post_title' => 'The alumni met in the embassy']);
        $this->assertSame('en', get_post_meta($en, EOS_Languages::META_LANG, true));
        $uk = wp_insert_post(['post_type' => 'post', 'post_status' => 'draft', 'post_title' => 'Випускники зустрілися в посольстві']);
        $this->assertSame('uk', get_post_meta($uk, EOS_Languages::META_LANG, true));
        $digits = wp_insert_post(['post_type' => 'post', 'post_status' => 'draft', 'post_title' => '2025']);
        $this->assertIsInt($digits);
        $this->assertSame('uk', get_post_meta($digits, EOS_Languages::META_LANG, true), 'no letters at all: the default language');
        // A new item's auto-draft, before anything is typed: the default, which its Language box shows.
        $draft = wp_insert_post(['post_type' => 'post', 'post_status' => 'auto-draft', 'post_title' => 'Auto Draft']);
        $this->assertSame('uk', get_post_meta($draft, EOS_Languages::META_LANG, true));
    }

    public function test_lang_other_than_uk_or_en_means_uk(): void
    {
        $this->assertSame('uk', EOS_Languages::normalise('de'));
        $this->assertSame('uk', EOS_Languages::normalise(null));
        $this->assertSame('en', EOS_Languages::normalise('en'));
    }
}
