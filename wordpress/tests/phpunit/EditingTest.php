<?php
/**
 *  (the plugin's own screens and writes): linking a translation checks that the
 * user may edit the other item and that it is of the same type; saving an article never overwrites
 * its counted views; a contact message is stored as plain text and mailed with a Reply-To its
 * sender's name cannot break out of.
 */
final class EditingTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once EOS_DIR . '/includes/admin/meta-boxes.php';
    }

    /** The edit screen's save of an item by the signed-in user, with the language box and fields. */
    private function save_screen(WP_Post $post, array $fields = [], ?int $translation = null): void
    {
        $_POST = [
            'eos_nonce' => wp_create_nonce('eos_save_' . $post->ID),
            'eos_lang' => EOS_Languages::post_lang($post->ID),
            'eos' => wp_slash($fields),
        ];
        if ($translation !== null) {
            $_POST['eos_translation'] = (string) $translation;
        }
        try {
            EOS_Meta_Boxes::save($post->ID, $post);
        } finally {
            $_POST = [];
        }
    }

    public function test_a_translation_is_linked_only_to_an_item_of_the_same_type_that_the_user_may_edit(): void
    {
        $author = $this->user('author');
        $other_author = $this->user('author');
        $mine = $this->item('post', 'uk', ['post_author' => $author]);
        $my_english = $this->item('post', 'en', ['post_author' => $author]);
        $theirs = $this->item('post', 'en', ['post_author' => $other_author]);
        $page = $this->item('page', 'en', ['post_author' => $author]);
        wp_set_current_user($author);

        $this->save_screen($mine, [], $theirs->ID);
        $this->assertSame(0, EOS_Languages::translation($mine->ID), 'another author’s article');
        $this->save_screen($mine, [], $page->ID);
        $this->assertSame(0, EOS_Languages::translation($mine->ID), 'a page for an article');
        $this->save_screen($mine, [], $my_english->ID);
        $this->assertSame($my_english->ID, EOS_Languages::translation($mine->ID), 'their own article');

        // Taking over an item someone else linked would unlink theirs: refused too.
        EOS_Languages::link($theirs->ID, $this->item('post', 'uk', ['post_author' => $other_author])->ID);
        $this->assertFalse(EOS_Languages::may_link($mine->ID, $theirs->ID));
        wp_set_current_user($this->user('editor'));
        $this->assertTrue(EOS_Languages::may_link($mine->ID, $theirs->ID), 'an editor may edit both');
    }

    public function test_the_rest_apis_translation_field_makes_the_same_checks(): void
    {
        $author = $this->user('author');
        $mine = $this->item('post', 'uk', ['post_author' => $author]);
        $my_english = $this->item('post', 'en', ['post_author' => $author]);
        $theirs = $this->item('post', 'en', ['post_author' => $this->user('author')]);
        $page = $this->item('page', 'en', ['post_author' => $author]);
        wp_set_current_user($author);
        $link = static function (int $id, int $other): WP_REST_Response {
            $request = new WP_REST_Request('POST', "/wp/v2/posts/$id");
            $request->set_param('translation', $other);
            $response = rest_do_request($request);
            return is_wp_error($response) ? rest_convert_error_to_response($response) : $response;
        };
        foreach ([$theirs->ID, $page->ID] as $other) {
            $refused = $link($mine->ID, $other);
            $this->assertSame(403, $refused->get_status());
            $this->assertSame('rest_cannot_link_translation', $refused->get_data()['code']);
        }
        $this->assertSame(0, EOS_Languages::translation($mine->ID));
        $linked = $link($mine->ID, $my_english->ID);
        $this->assertSame(200, $linked->get_status());
        $this->assertSame($my_english->ID, $linked->get_data()['translation']);
        $this->assertSame($mine->ID, EOS_Languages::translation($my_english->ID));
    }

    public function test_saving_an_article_keeps_the_views_counted_while_it_was_open(): void
    {
        $this->news_category(70, 'en');
        $post = $this->item('post', 'en', [], ['category' => [70]], ['views' => '10']);
        wp_set_current_user($this->user('editor'));
        // The screen was opened at 10 views; two visitors were counted meanwhile.
        EOS_Writes::count_view($post->ID);
        EOS_Writes::count_view($post->ID);
        $this->save_screen($post, ['views' => '10', 'author_name' => 'Olena']);
        $this->assertSame('12', get_post_meta($post->ID, '_eos_views', true));
        $this->assertSame('Olena', get_post_meta($post->ID, '_eos_author_name', true), 'the other fields are saved');

        ob_start();
        EOS_Meta_Boxes::render($post, ['args' => ['fields' => EOS_Fields::for_type('post')]]);
        $html = (string) ob_get_clean();
        $this->assertStringContainsString('<output id="eos-views">12</output>', $html, 'shown, read only');
        $this->assertStringNotContainsString('name="eos[views]"', $html);
    }

    public function test_a_message_is_plain_text_and_the_reply_to_cannot_be_broken(): void
    {
        $mail = null;
        $reply_to = null;
        $capture = static function ($args) use (&$mail) {
            $mail = $args;
            return $args;
        };
        // The Reply-To is given to PHPMailer itself (EOS_Mail), which encodes the name as one phrase.
        $capture_reply_to = static function ($phpmailer) use (&$reply_to): void {
            $reply_to = array_values($phpmailer->getReplyToAddresses());
        };
        add_filter('wp_mail', $capture);
        add_action('phpmailer_init', $capture_reply_to, PHP_INT_MAX);
        $text = "<b>Bold</b> & <script>alert(1)</script>\nsecond line";
        $subject = 'Question ' . wp_generate_password(6, false);
        $answer = EOS_Writes::contact([
            'name' => "Olena \"O\" Kovalenko, PhD\r\nBcc: victim@example.org",
            'email' => 'olena@example.org',
            'subject' => "$subject\r\nCc: other@example.org",
            'message' => $text,
            'lang' => 'en',
        ], 'site:test');
        remove_filter('wp_mail', $capture);
        remove_action('phpmailer_init', $capture_reply_to, PHP_INT_MAX);
        $this->assertSame(200, $answer->get_status());
        $this->assertSame(['Content-Type: text/plain; charset=UTF-8'], $mail['headers'], 'no header made of what the visitor typed');
        $this->assertSame([['olena@example.org', 'Olena "O" Kovalenko, PhD Bcc: victim@example.org']], $reply_to, 'the name on one line, as typed; never an address of its own');
        $this->assertStringNotContainsString("\n", $mail['subject']);

        $stored = get_posts(['post_type' => 'eos_message', 'post_status' => 'private', 'title' => "$subject Cc: other@example.org", 'posts_per_page' => 1]);
        $this->assertCount(1, $stored);
        $this->assertSame($text, $stored[0]->post_content, 'stored as typed, not filtered as HTML');
        $this->assertSame('&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br />' . "\nsecond line", EOS_Messages::display($stored[0]));
        $this->assertFalse(post_type_supports('eos_message', 'editor'), 'no editor renders it as HTML');

        $this->assertSame('Reply-To: "Olena" <bad@example.org>', EOS_Messages::reply_to('Olena', "bad\r\n@example.org"), 'no line break in the address either');
        $this->assertNull(EOS_Messages::reply_to('Olena', 'not an address'));
        $this->assertSame('Reply-To: olena@example.org', EOS_Messages::reply_to("\"\r\n", 'olena@example.org'));
    }
}
