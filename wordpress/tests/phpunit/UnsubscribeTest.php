<?php
/**
 * The unsubscribe link: an opaque token sealed for one address (issue 50, item 12: "The
 * unsubscribe token carries the address in base64. Make it opaque."), which the route
 * `{namespace}/newsletter-unsubscribe` takes to remove that address; a token for another address,
 * a changed one, or none is refused. Links of the older form, in mails already sent, still work.
 */
final class UnsubscribeTest extends EOS_TestCase
{
    private function unsubscribe(mixed $token): WP_REST_Response
    {
        $request = new WP_REST_Request('POST', '/fulbright-react/v1/newsletter-unsubscribe');
        $request->set_header('content-type', 'application/json');
        $request->set_body((string) wp_json_encode(['token' => $token]));
        return rest_do_request($request);
    }

    /** A token of the form links had before they were opaque. */
    private static function older_token(string $email): string
    {
        $b64 = static fn (string $bytes) => rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
        $address = strtolower($email);
        return $b64($address) . '.' . $b64(hash_hmac('sha256', 'unsubscribe:' . $address, EOS_Site_Key::get(EOS_Unsubscribe::KEY_OPTION), true));
    }

    public function test_the_link_carries_an_opaque_token_for_that_address_on_the_site(): void
    {
        $link = EOS_Unsubscribe::link('Reader@Example.org', 'en');
        $this->assertMatchesRegularExpression('#^https://site\.example/en/newsletter/unsubscribe\?token=[A-Za-z0-9_-]{60,500}$#', $link);
        parse_str((string) wp_parse_url($link, PHP_URL_QUERY), $query);
        $this->assertSame('reader@example.org', EOS_Unsubscribe::address($query['token']));
        $this->assertStringNotContainsStringIgnoringCase('reader', (string) base64_decode(strtr($query['token'], '-_', '+/')), 'the address cannot be read from the link');
        $this->assertStringNotContainsString(rtrim(base64_encode('reader@example.org'), '='), $link);
        $this->assertSame(EOS_Unsubscribe::token('reader@example.org'), EOS_Unsubscribe::token('READER@example.org'), 'letter case does not matter: one link per address');
        $this->assertNotSame(EOS_Unsubscribe::token('reader@example.org'), EOS_Unsubscribe::token('reader2@example.org'));
        EOS_Settings::update(['site_url' => '']);
        $this->assertSame('', EOS_Unsubscribe::link('reader@example.org', 'en'), 'no link without the site’s address');
    }

    public function test_a_link_of_the_older_form_still_unsubscribes(): void
    {
        $email = 'older-' . strtolower(wp_generate_password(6, false)) . '@example.org';
        EOS_Newsletter_Table::add($email, 'uk');
        $this->assertSame(['success' => true, 'unsubscribed' => true], $this->unsubscribe(self::older_token($email))->get_data());
    }

    public function test_a_valid_token_unsubscribes_once_and_then_says_it_was_not_subscribed(): void
    {
        $email = 'leaving-' . wp_generate_password(6, false) . '@example.org';
        EOS_Newsletter_Table::add($email, 'uk');
        $first = $this->unsubscribe(EOS_Unsubscribe::token($email));
        $this->assertSame(200, $first->get_status());
        $this->assertSame(['success' => true, 'unsubscribed' => true], $first->get_data());
        $this->assertNull(EOS_Newsletter_Table::find($email));
        $this->assertSame(['success' => true, 'unsubscribed' => false], $this->unsubscribe(EOS_Unsubscribe::token($email))->get_data());
    }

    public function test_a_forged_changed_or_missing_token_is_refused_and_removes_nothing(): void
    {
        $victim = 'stays-' . wp_generate_password(6, false) . '@example.org';
        EOS_Newsletter_Table::add($victim, 'uk');
        [$address, $signature] = explode('.', self::older_token('attacker@example.org'));
        $forged = rtrim(strtr(base64_encode($victim), '+/', '-_'), '=') . '.' . $signature;
        $opaque = EOS_Unsubscribe::token('attacker@example.org');
        $changed = substr($opaque, 0, 30) . ($opaque[30] === 'A' ? 'B' : 'A') . substr($opaque, 31);
        $other_key = rtrim(strtr(base64_encode(random_bytes(24) . sodium_crypto_secretbox($victim, random_bytes(24), random_bytes(32))), '+/', '-_'), '=');
        foreach ([$forged, $address . '.' . str_repeat('A', 43), $changed, $other_key, 'not-a-token', '', 42, null] as $token) {
            $answer = $this->unsubscribe($token);
            $this->assertSame(400, $answer->get_status(), (string) wp_json_encode($token));
            $this->assertSame('invalid_token', $answer->get_data()['code']);
        }
        $this->assertNotNull(EOS_Newsletter_Table::find($victim));
        $this->assertSame(405, rest_do_request(new WP_REST_Request('GET', '/fulbright-react/v1/newsletter-unsubscribe'))->get_status());
    }
}
