<?php
/**
 * The unsubscribe link: a token signed for one address, which the route `{namespace}/newsletter-unsubscribe`
 * takes to remove that address; a token for another address, a changed one, or none is refused.
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

    public function test_the_link_carries_a_token_for_that_address_on_the_site(): void
    {
        $link = EOS_Unsubscribe::link('Reader@Example.org', 'en');
        $this->assertMatchesRegularExpression('#^https://site\.example/en/newsletter/unsubscribe\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$#', $link);
        parse_str((string) wp_parse_url($link, PHP_URL_QUERY), $query);
        $this->assertSame('reader@example.org', EOS_Unsubscribe::address($query['token']));
        $this->assertSame(EOS_Unsubscribe::token('reader@example.org'), EOS_Unsubscribe::token('READER@example.org'), 'letter case does not matter');
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
        [$address, $signature] = explode('.', EOS_Unsubscribe::token('attacker@example.org'));
        $forged = rtrim(strtr(base64_encode($victim), '+/', '-_'), '=') . '.' . $signature;
        foreach ([$forged, $address . '.' . str_repeat('A', 43), 'not-a-token', '', 42, null] as $token) {
            $answer = $this->unsubscribe($token);
            $this->assertSame(400, $answer->get_status(), (string) wp_json_encode($token));
            $this->assertSame('invalid_token', $answer->get_data()['code']);
        }
        $this->assertNotNull(EOS_Newsletter_Table::find($victim));
        $this->assertSame(405, rest_do_request(new WP_REST_Request('GET', '/fulbright-react/v1/newsletter-unsubscribe'))->get_status());
    }
}
