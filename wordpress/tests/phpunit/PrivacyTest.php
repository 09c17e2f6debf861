<?php
/**
 * WordPress's personal-data tools find the plugin's data by address: the newsletter subscription
 * and the contact messages are exported and erased, other people's are left alone.
 */
final class PrivacyTest extends EOS_TestCase
{
    private function message(string $email, string $subject): int
    {
        return wp_insert_post(['post_type' => 'eos_message', 'post_status' => 'private', 'post_title' => $subject, 'post_content' => "Body of $subject",
            'meta_input' => ['_eos_name' => 'Olena', '_eos_email' => $email, '_eos_lang' => 'uk']]);
    }

    public function test_the_exporters_and_erasers_are_registered(): void
    {
        $exporters = apply_filters('wp_privacy_personal_data_exporters', []);
        $erasers = apply_filters('wp_privacy_personal_data_erasers', []);
        $this->assertArrayHasKey('eos-newsletter', $exporters);
        $this->assertArrayHasKey('eos-messages', $exporters);
        $this->assertArrayHasKey('eos-newsletter', $erasers);
        $this->assertArrayHasKey('eos-messages', $erasers);
        $this->assertIsCallable($exporters['eos-messages']['callback']);
    }

    public function test_a_subscription_and_messages_are_exported_and_erased_by_address(): void
    {
        $email = 'private-' . wp_generate_password(6, false) . '@example.org';
        $other = 'other-' . wp_generate_password(6, false) . '@example.org';
        EOS_Newsletter_Table::add($email, 'en');
        EOS_Newsletter_Table::add($other, 'en');
        $mine = [$this->message($email, 'Question one'), $this->message($email, 'Question two'), $this->message($email, 'In the trash')];
        // Issue 50, item 13: "the exporter and eraser skip trashed contact messages … They must cover them."
        wp_trash_post($mine[2]);
        $this->assertSame('trash', get_post_status($mine[2]));
        $theirs = $this->message($other, 'Not mine');

        $subscription = EOS_Privacy::export_subscription($email);
        $this->assertTrue($subscription['done']);
        $this->assertSame([$email, 'en'], array_slice(array_column($subscription['data'][0]['data'], 'value'), 0, 2));
        $messages = EOS_Privacy::export_messages($email);
        $this->assertSame(['Question one', 'Question two', 'In the trash'], array_map(static fn ($item) => $item['data'][3]['value'], $messages['data']));
        $this->assertSame('Body of Question one', $messages['data'][0]['data'][4]['value']);

        $this->assertTrue(EOS_Privacy::erase_subscription($email)['items_removed']);
        $this->assertTrue(EOS_Privacy::erase_messages($email)['items_removed']);
        $this->assertNull(EOS_Newsletter_Table::find($email));
        $this->assertSame([null, null, null], array_map('get_post', $mine), 'the trashed one too');
        $this->assertSame([], EOS_Privacy::export_messages($email)['data']);
        $this->assertNotNull(EOS_Newsletter_Table::find($other), 'another person’s subscription stays');
        $this->assertNotNull(get_post($theirs), 'another person’s message stays');
    }
}
