<?php
/**
 * Contact messages are read, not edited. Only editors and administrators see
 * them; the list has sender, e-mail, subject and date; a message opens read-only with a reply link;
 * the office chooses where they are mailed.
 */
final class MessagesAdminTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once EOS_DIR . '/includes/admin/messages-admin.php';
    }

    private function message(string $subject = 'Питання про візу'): WP_Post
    {
        $id = EOS_Messages::store($subject, "Добрий день!\n<b>Дякую</b>", 'Олена Коваль', 'olena@example.org', 'uk');
        $this->assertIsInt($id);
        return get_post($id);
    }

    public function test_only_editors_and_administrators_see_and_open_messages(): void
    {
        $message = $this->message();
        $list_cap = get_post_type_object('eos_message')->cap->edit_posts;
        foreach (['contributor' => false, 'author' => false, 'editor' => true, 'administrator' => true] as $role => $allowed) {
            $user = $this->user($role);
            $this->assertSame($allowed, user_can($user, $list_cap), "$role: the list");
            $this->assertSame($allowed, user_can($user, 'read_post', $message->ID), "$role: a message");
            $this->assertFalse(user_can($user, get_post_type_object('eos_message')->cap->create_posts), "$role: none writes one");
        }
    }

    public function test_the_list_shows_sender_e_mail_subject_and_date_and_offers_read_not_edit(): void
    {
        $message = $this->message();
        $this->assertSame(['cb', 'eos_sender', 'eos_email', 'title', 'eos_received'], array_keys(EOS_Messages_Admin::columns(['cb' => '', 'title' => '', 'date' => ''])));
        ob_start();
        EOS_Messages_Admin::column('eos_sender', $message->ID);
        EOS_Messages_Admin::column('eos_email', $message->ID);
        $cells = (string) ob_get_clean();
        $this->assertStringContainsString('Олена Коваль', $cells);
        $this->assertStringContainsString('olena@example.org', $cells);
        $actions = EOS_Messages_Admin::row_actions(['edit' => 'e', 'inline hide-if-no-js' => 'q', 'trash' => 't'], $message);
        $this->assertSame(['eos_read', 'trash'], array_keys($actions));
        $this->assertSame(EOS_Messages_Admin::url($message->ID), EOS_Messages_Admin::read_link('post.php?post=1&action=edit', $message->ID), 'every edit link opens the read view');
        $this->assertSame('post.php?x', EOS_Messages_Admin::read_link('post.php?x', $this->item('post', 'uk')->ID));
    }

    public function test_the_read_view_shows_the_text_escaped_with_a_reply_link(): void
    {
        $message = $this->message('Про грант & візу');
        $this->user('editor', true);
        $_GET['message'] = (string) $message->ID;
        ob_start();
        try {
            EOS_Messages_Admin::render();
        } finally {
            unset($_GET['message']);
        }
        $html = (string) ob_get_clean();
        $this->assertStringContainsString('Добрий день!<br />', $html);
        $this->assertStringContainsString('&lt;b&gt;Дякую&lt;/b&gt;', $html, 'the visitor’s text is never HTML');
        $this->assertStringNotContainsString('<textarea', $html, 'nothing to edit');
        $this->assertSame('mailto:olena@example.org?subject=' . rawurlencode('Re: Про грант & візу'), EOS_Messages_Admin::reply_link($message));
        $this->assertStringContainsString('href="' . esc_url(EOS_Messages_Admin::reply_link($message), ['mailto']) . '"', $html);
    }

    public function test_messages_are_mailed_to_the_recipient_of_the_settings_else_the_admin_address(): void
    {
        $to = [];
        $capture = static function ($pre, array $mail) use (&$to) {
            $to[] = $mail['to'];
            return true;
        };
        add_filter('pre_wp_mail', $capture, 10, 2);
        try {
            $send = fn () => $this->rest('POST', '/fulbright-react/v1/contact', ['name' => 'Olena', 'email' => 'olena@example.org', 'subject' => 'Hello', 'message' => 'Hi', 'lang' => 'en'], ['X-Write-Secret' => 'wr1te']);
            $this->assertSame(200, $send()['status']);
            EOS_Settings::update(['message_recipient' => 'programmes@office.example']);
            $this->assertSame(200, $send()['status']);
            EOS_Settings::update(['message_recipient' => 'not an address']);
            $this->assertSame('', EOS_Settings::get('message_recipient'), 'a bad address is not kept');
        } finally {
            remove_filter('pre_wp_mail', $capture, 10);
            EOS_Settings::update(['message_recipient' => '']);
        }
        $this->assertSame([get_option('admin_email'), 'programmes@office.example'], $to);
    }
}
