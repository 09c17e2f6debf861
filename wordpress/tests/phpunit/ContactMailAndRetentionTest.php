<?php
/**
 * The contact mail as PHPMailer sends it (subject and sender name as typed, labels in the
 * recipient's admin language, the visitor as Reply-To, the sender of the mail settings), the
 * settings' bounds, Site Health's advice on the sender, and the daily deletion of old messages.
 */
final class ContactMailAndRetentionTest extends EOS_TestCase
{
    private string $blogname = '';
    /** @var list<array{subject: string, from: string, from_name: string, body: string, reply_to: list<array{0: string, 1: string}>}> */
    private array $sent = [];
    /** @var callable */
    private $capture;

    protected function setUp(): void
    {
        parent::setUp();
        $this->blogname = (string) get_option('blogname');
        $this->sent = [];
        // What PHPMailer holds just before it sends (the mail still goes to the local mail catcher).
        $this->capture = function ($phpmailer): void {
            $this->sent[] = ['subject' => $phpmailer->Subject, 'from' => $phpmailer->From, 'from_name' => $phpmailer->FromName, 'body' => $phpmailer->Body, 'reply_to' => array_values($phpmailer->getReplyToAddresses())];
        };
        add_action('phpmailer_init', $this->capture, PHP_INT_MAX);
    }

    protected function tearDown(): void
    {
        remove_action('phpmailer_init', $this->capture, PHP_INT_MAX);
        update_option('blogname', $this->blogname);
        delete_option(EOS_Mail_Settings::OPTION);
        EOS_Settings::update(['message_recipient' => '']);
        parent::tearDown();
    }

    public function test_the_contact_mail_reads_as_typed_with_labels_in_the_recipients_language_and_the_visitor_as_reply_to(): void
    {
        // Settings → General stores the name HTML-escaped.
        update_option('blogname', "Пам'ять & Co");
        $this->assertSame('Пам&#039;ять &amp; Co', get_option('blogname'));
        $recipient = 'office-' . strtolower(wp_generate_password(6, false)) . '@example.org';
        $user = $this->user('editor');
        wp_update_user(['ID' => $user, 'user_email' => $recipient, 'locale' => 'uk']);
        EOS_Settings::update(['message_recipient' => $recipient]);
        update_option(EOS_Mail_Settings::OPTION, ['sender' => 'news@site.example']);
        // WordPress's own notice of the changed address is not the mail under test.
        $this->sent = [];

        $answer = EOS_Writes::contact(['name' => "O'Neil & Сини", 'email' => 'visitor@example.org', 'subject' => "Grants & пам'ять", 'message' => "Line one\nLine two", 'lang' => 'en', 'page' => '/en/contacts'], 'site:1');
        $this->assertTrue($answer->get_data()['success']);
        $this->assertCount(1, $this->sent);
        $mail = $this->sent[0];
        $this->assertSame("[Пам'ять & Co] Grants & пам'ять", $mail['subject']);
        $this->assertSame("Пам'ять & Co", $mail['from_name']);
        $this->assertSame('news@site.example', $mail['from']);
        $this->assertSame([['visitor@example.org', "O'Neil & Сини"]], $mail['reply_to']);
        $lines = explode("\n", $mail['body']);
        $this->assertSame("Ім’я: O'Neil & Сини", $lines[0]);
        $this->assertStringEndsWith(': visitor@example.org', $lines[1]);
        $this->assertStringEndsWith(': English', $lines[2]);
        $this->assertSame('Сторінка: https://site.example/en/contacts', $lines[3]);
        $this->assertStringStartsWith('Надіслано: ', $lines[4]);
        $this->assertStringEndsWith("Line one\nLine two\n", $mail['body']);
        $this->assertSame('uk', get_user_locale($user));
        $this->assertSame(determine_locale(), get_locale(), 'the request’s language is back');
    }

    public function test_without_a_recipient_user_the_labels_are_in_the_sites_language(): void
    {
        EOS_Settings::update(['message_recipient' => 'nobody-' . strtolower(wp_generate_password(6, false)) . '@example.org']);
        EOS_Writes::contact(['name' => 'Olena', 'email' => 'olena@example.org', 'subject' => 'Hi', 'message' => 'Text', 'lang' => 'uk'], 'site:2');
        $this->assertCount(1, $this->sent);
        $expected = get_locale() === 'uk' ? 'Ім’я: Olena' : 'Name: Olena';
        $this->assertSame($expected, explode("\n", $this->sent[0]['body'])[0]);
        $this->assertStringContainsString(get_locale() === 'uk' ? 'не вказано' : 'not given', $this->sent[0]['body'], 'no page was sent');
    }

    public function test_the_mail_settings_keep_only_what_may_be_stored(): void
    {
        $this->assertSame(['sender' => '', 'retention_months' => 12], EOS_Mail_Settings::all());
        $this->assertSame(['sender' => 'news@site.example', 'retention_months' => 6], EOS_Mail_Settings::sanitize(['sender' => ' news@site.example ', 'retention_months' => '6']));
        $this->assertSame(['sender' => '', 'retention_months' => 12], EOS_Mail_Settings::sanitize(['sender' => 'not an address', 'retention_months' => '-3']));
        $this->assertSame(120, EOS_Mail_Settings::sanitize(['retention_months' => '9999'])['retention_months']);
        // The Settings API saves through sanitize_option, whoever calls update_option.
        require_once __DIR__ . '/settings-page.php';
        EOS_Mail_Settings_Section::register();
        update_option(EOS_Mail_Settings::OPTION, ['sender' => '<b>x', 'retention_months' => 'abc', 'extra' => 'dropped']);
        $this->assertSame(['sender' => '', 'retention_months' => 12], get_option(EOS_Mail_Settings::OPTION));
    }

    public function test_site_health_advises_a_sender_on_the_sites_own_domain(): void
    {
        EOS_Settings::update(['site_url' => 'https://www.office.example']);
        $this->assertSame('recommended', EOS_Mail_Site_Health::test()['status'], 'WordPress’s own wordpress@127.0.0.1');
        update_option(EOS_Mail_Settings::OPTION, ['sender' => 'news@cms.office.example']);
        $result = EOS_Mail_Site_Health::test();
        $this->assertSame('recommended', $result['status'], 'the CMS host is not the site’s domain');
        $this->assertStringContainsString('news@office.example', $result['description']);
        update_option(EOS_Mail_Settings::OPTION, ['sender' => 'news@office.example']);
        $this->assertSame('good', EOS_Mail_Site_Health::test()['status']);
        $this->assertArrayHasKey(EOS_Mail_Site_Health::TEST, apply_filters('site_status_tests', ['direct' => [], 'async' => []])['direct']);
    }

    public function test_the_daily_event_deletes_messages_past_the_set_months_and_keeps_recent_ones(): void
    {
        $message = static fn (string $subject, string $date_gmt) => wp_insert_post([
            'post_type' => 'eos_message', 'post_status' => 'private', 'post_title' => $subject, 'post_content' => 'Text',
            'post_date' => get_date_from_gmt($date_gmt), 'post_date_gmt' => $date_gmt,
        ]);
        $old = $message('Old', gmdate('Y-m-d H:i:s', strtotime('-13 months')));
        $recent = $message('Recent', gmdate('Y-m-d H:i:s', strtotime('-11 months')));
        $this->assertNotFalse(wp_next_scheduled(EOS_Message_Retention::HOOK), 'the daily event is scheduled');
        do_action(EOS_Message_Retention::HOOK);
        $this->assertNull(get_post($old));
        $this->assertNotNull(get_post($recent));

        update_option(EOS_Mail_Settings::OPTION, ['retention_months' => 6]);
        do_action(EOS_Message_Retention::HOOK);
        $this->assertNull(get_post($recent), 'a shorter setting deletes more');
    }
}
