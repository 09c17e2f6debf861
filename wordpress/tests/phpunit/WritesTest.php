<?php
/** The writes' storage: views counted in one UPDATE, one newsletter row per address. */
final class WritesTest extends EOS_TestCase
{
    public function test_views_start_from_the_stored_count_and_add_one_each(): void
    {
        $post = $this->item('post', 'en', [], [], ['views' => '41']);
        $this->assertSame(42, EOS_Writes::count_view($post->ID));
        $this->assertSame(43, EOS_Writes::count_view($post->ID));
        $this->assertSame('43', get_post_meta($post->ID, '_eos_views', true));
        $fresh = $this->item('post', 'en');
        $this->assertSame(1, EOS_Writes::count_view($fresh->ID));
    }

    public function test_an_address_is_stored_once_whatever_its_letter_case(): void
    {
        $address = 'Reader' . wp_generate_password(6, false) . '@Example.org';
        $this->assertTrue(EOS_Newsletter_Table::add($address, 'uk'));
        $this->assertFalse(EOS_Newsletter_Table::add(strtolower($address), 'en'));
    }
}
