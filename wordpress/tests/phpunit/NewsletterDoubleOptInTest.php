<?php
/**
 * Double opt-in with real WordPress data: a sign-up is pending and mailed once in the visitor's
 * language; the confirmation link's token confirms it; pending sign-ups expire; repeat sign-ups
 * (pending, confirmed, unsubscribed) get the spec's answers; the personal-data exporter and eraser
 * cover the consent; writes without the site's secret are refused, signed in or not.
 */
final class NewsletterDoubleOptInTest extends EOS_TestCase
{
    /** @var list<array{to: string, subject: string, body: string}> */
    private array $mails = [];
    /** @var callable */
    private $catch;

    protected function setUp(): void
    {
        parent::setUp();
        $this->client = 'site:10.9.' . random_int(0, 255) . '.' . random_int(1, 254);
        $this->mails = [];
        $this->catch = function ($short, array $atts) {
            $this->mails[] = ['to' => (string) $atts['to'], 'subject' => (string) $atts['subject'], 'body' => (string) $atts['message']];
            return true;
        };
        add_filter('pre_wp_mail', $this->catch, 10, 2);
    }

    protected function tearDown(): void
    {
        remove_filter('pre_wp_mail', $this->catch, 10);
        parent::tearDown();
    }

    private function address(string $tag): string
    {
        return "$tag-" . strtolower(wp_generate_password(8, false)) . '@example.org';
    }

    /** A visitor of its own for each test: a visitor's sign-ups are limited (NewsletterLimitsTest). */
    private string $client = '';

    private function subscribe(string $email, string $lang = 'uk', array $extra = []): WP_REST_Response
    {
        return EOS_Writes::subscribe(['email' => $email, 'lang' => $lang, 'page' => "/$lang/news", 'consent' => "Consent ($lang)"] + $extra, $this->client);
    }

    /** The token in the link of the last mail (the mail's own text, as the visitor gets it). */
    private function token_of_last_mail(): string
    {
        $mail = end($this->mails);
        $this->assertNotFalse($mail);
        $this->assertSame(1, preg_match('~/newsletter/confirm\?token=([A-Za-z0-9_-]{43})~', $mail['body'], $m));
        return $m[1];
    }

    private function age(string $email, int $seconds): void
    {
        global $wpdb;
        $wpdb->update(EOS_Newsletter_Table::name(), ['created_at' => gmdate('Y-m-d H:i:s', time() - $seconds)], ['email_hash' => EOS_Newsletter_Table::hash($email)]);
    }

    public function test_a_sign_up_is_pending_with_its_consent_and_mailed_once_in_the_visitors_language(): void
    {
        $email = $this->address('pending');
        $answer = $this->subscribe($email, 'uk');
        $this->assertSame(['success' => true, 'already_subscribed' => false, 'message' => 'Дякуємо за підписку на нашу розсилку!'], $answer->get_data());
        $row = EOS_Newsletter_Table::record($email);
        $this->assertTrue($row['pending']);
        $this->assertSame('', $row['confirmed_at']);
        $this->assertSame('/uk/news', $row['source_page']);
        $this->assertSame('Consent (uk)', $row['consent_text']);
        $this->assertSame(EOS_Newsletter_Consent::client_hash($this->client), $row['request_client_hash']);
        $this->assertMatchesRegularExpression('/^[0-9a-f]{64}$/', $row['request_client_hash']);
        $this->assertStringNotContainsString(substr($this->client, 5), (string) wp_json_encode($row), 'the address it came from is never stored');

        $this->assertCount(1, $this->mails);
        $this->assertSame($email, $this->mails[0]['to']);
        $this->assertStringStartsWith('Підтвердьте підписку', $this->mails[0]['subject']);
        $this->assertStringContainsString('https://site.example/uk/newsletter/confirm?token=', $this->mails[0]['body']);

        $english = $this->address('english');
        $this->subscribe($english, 'en');
        $this->assertStringStartsWith('Confirm your subscription', $this->mails[1]['subject']);
        $this->assertStringContainsString('https://site.example/en/newsletter/confirm?token=', $this->mails[1]['body']);
        $this->assertSame(0, $this->count_confirmed([$email, $english]), 'pending sign-ups are not in the export');
    }

    public function test_a_repeat_while_pending_is_answered_alike_and_mails_nothing_until_it_expires(): void
    {
        $email = $this->address('repeat');
        $this->subscribe($email);
        $first = $this->token_of_last_mail();
        $again = $this->subscribe(strtoupper($email), 'en');
        $this->assertSame(['success' => true, 'already_subscribed' => false, 'message' => 'Thank you for subscribing to our newsletter!'], $again->get_data());
        $this->assertCount(1, $this->mails, 'no second mail within the expiry');

        $this->age($email, EOS_Newsletter_Signup::PENDING_TTL + 60);
        $this->subscribe($email, 'en');
        $this->assertCount(2, $this->mails, 'an expired sign-up starts again with a new mail');
        $this->assertStringStartsWith('Confirm your subscription', $this->mails[1]['subject']);
        $this->assertSame('invalid', EOS_Newsletter_Signup::confirm($first, 'site:1'), 'the old link opens nothing');
        $this->assertSame('confirmed', EOS_Newsletter_Signup::confirm($this->token_of_last_mail(), 'site:1'));
    }

    public function test_the_link_confirms_once_and_a_confirmed_address_is_already_subscribed(): void
    {
        $email = $this->address('confirm');
        $this->subscribe($email, 'en');
        $token = $this->token_of_last_mail();
        $this->assertSame('confirmed', EOS_Newsletter_Signup::confirm($token, 'site:10.1.1.1'));
        $row = EOS_Newsletter_Table::record($email);
        $this->assertFalse($row['pending']);
        $this->assertNotSame('', $row['confirmed_at']);
        $this->assertSame(EOS_Newsletter_Consent::client_hash('site:10.1.1.1'), $row['confirm_client_hash']);
        $this->assertSame('already', EOS_Newsletter_Signup::confirm($token, 'site:10.1.1.1'));
        $this->assertSame(1, $this->count_confirmed([$email]));

        $again = $this->subscribe($email, 'uk');
        $this->assertSame(['success' => true, 'already_subscribed' => true, 'message' => 'Ви вже підписані на нашу розсилку!'], $again->get_data());
        $this->assertCount(1, $this->mails, 'a confirmed address gets no new mail');
        $this->assertSame('invalid', EOS_Newsletter_Signup::confirm(str_repeat('A', 43), 'site:1'));
        $this->assertSame('invalid', EOS_Newsletter_Signup::confirm('short', 'site:1'));
    }

    public function test_after_unsubscribing_a_sign_up_starts_again_pending(): void
    {
        $email = $this->address('left');
        $this->subscribe($email);
        EOS_Newsletter_Signup::confirm($this->token_of_last_mail(), 'site:1');
        $answer = EOS_Unsubscribe::handle($this->json_request(['token' => EOS_Unsubscribe::token($email)]));
        $this->assertTrue($answer->get_data()['unsubscribed']);
        $this->assertNull(EOS_Newsletter_Table::record($email));
        $this->assertFalse($this->subscribe($email)->get_data()['already_subscribed']);
        $this->assertTrue(EOS_Newsletter_Table::record($email)['pending']);
        $this->assertCount(2, $this->mails);
    }

    public function test_a_pending_sign_up_past_its_time_cannot_be_confirmed_and_the_daily_event_deletes_it(): void
    {
        $expired = $this->address('expired');
        $fresh = $this->address('fresh');
        $confirmed = $this->address('kept');
        $this->subscribe($expired);
        $expired_token = $this->token_of_last_mail();
        $this->subscribe($fresh);
        $this->subscribe($confirmed);
        EOS_Newsletter_Signup::confirm($this->token_of_last_mail(), 'site:1');
        $this->age($expired, EOS_Newsletter_Signup::PENDING_TTL + 60);
        $this->age($confirmed, 5 * YEAR_IN_SECONDS);

        $this->assertSame('invalid', EOS_Newsletter_Signup::confirm($expired_token, 'site:1'));
        $this->assertNotFalse(wp_next_scheduled(EOS_Newsletter_Signup::EXPIRY_HOOK), 'the daily event is scheduled');
        do_action(EOS_Newsletter_Signup::EXPIRY_HOOK);
        $this->assertNull(EOS_Newsletter_Table::record($expired));
        $this->assertNotNull(EOS_Newsletter_Table::record($fresh), 'a pending sign-up within its time stays');
        $this->assertNotNull(EOS_Newsletter_Table::record($confirmed), 'a confirmed subscription never expires');
    }

    public function test_the_exporter_and_eraser_cover_the_consent(): void
    {
        $email = $this->address('export');
        $this->subscribe($email, 'en');
        EOS_Newsletter_Signup::confirm($this->token_of_last_mail(), 'site:10.2.2.2');
        $row = EOS_Newsletter_Table::record($email);
        $fields = array_column(EOS_Privacy::export_subscription($email)['data'][0]['data'], 'value', 'name');
        $this->assertSame($email, $fields['Email']);
        $this->assertSame('en', $fields['Language']);
        $this->assertSame($row['created_at'], $fields['Subscribed on (UTC)']);
        $this->assertSame('Confirmed', $fields['Status']);
        $this->assertSame($row['confirmed_at'], $fields['Confirmed on (UTC)']);
        $this->assertSame('https://site.example/en/news', $fields['Page of the sign-up']);
        $this->assertSame('Consent (en)', $fields['Consent text shown']);
        $this->assertSame($row['request_client_hash'], $fields['Keyed hash of the network address of the sign-up']);
        $this->assertSame(EOS_Newsletter_Consent::client_hash('site:10.2.2.2'), $fields['Keyed hash of the network address of the confirmation']);

        $this->assertTrue(EOS_Privacy::erase_subscription($email)['items_removed']);
        $this->assertNull(EOS_Newsletter_Table::record($email), 'the consent goes with the address');
        $this->assertSame([], EOS_Privacy::export_subscription($email)['data']);
    }

    public function test_a_subscriber_from_before_double_opt_in_stays_confirmed(): void
    {
        $email = $this->address('legacy');
        EOS_Newsletter_Table::add($email, 'uk');
        $row = EOS_Newsletter_Table::record($email);
        $this->assertFalse($row['pending']);
        $this->assertSame('', $row['confirmed_at']);
        do_action(EOS_Newsletter_Signup::EXPIRY_HOOK);
        $this->assertNotNull(EOS_Newsletter_Table::record($email));
        $fields = array_column(EOS_Privacy::export_subscription($email)['data'][0]['data'], 'value', 'name');
        $this->assertSame('not recorded', $fields['Consent text shown']);
    }

    public function test_the_confirmation_route_takes_only_the_sites_secret_whoever_is_signed_in(): void
    {
        $email = $this->address('route');
        $this->subscribe($email);
        $token = $this->token_of_last_mail();
        $post = static function (?string $secret) use ($token): WP_REST_Response {
            $request = new WP_REST_Request('POST', '/fulbright-react/v1/newsletter-confirm');
            $request->set_header('content-type', 'application/json');
            if ($secret !== null) {
                $request->set_header(EOS_Writes::SECRET_HEADER, $secret);
            }
            $request->set_body((string) wp_json_encode(['token' => $token]));
            return rest_do_request($request);
        };
        $this->assertSame(401, $post(null)->get_status(), 'an anonymous visitor');
        $this->user('contributor', true);
        $this->assertSame(401, $post(null)->get_status(), 'a contributor, signed in');
        $this->assertSame(401, $post('wrong')->get_status());
        $this->assertTrue(EOS_Newsletter_Table::record($email)['pending'], 'nothing refused changed the row');
        wp_set_current_user(0);
        $answer = $post('wr1te');
        $this->assertSame(200, $answer->get_status());
        $this->assertSame(['success' => true, 'confirmed' => true, 'already_confirmed' => false], $answer->get_data());

        $request = new WP_REST_Request('POST', '/fulbright-react/v1/newsletter-subscribe');
        $request->set_header('content-type', 'application/json');
        $request->set_body((string) wp_json_encode(['email' => $this->address('nosecret')]));
        $this->user('contributor', true);
        $this->assertSame(401, rest_do_request($request)->get_status(), 'a sign-up without the secret stores nothing');
        $this->assertCount(1, $this->mails);
    }

    public function test_a_contributor_may_not_see_or_export_the_subscribers(): void
    {
        $this->user('contributor', true);
        $this->assertFalse(current_user_can(EOS_Schema::SUBSCRIBERS_CAP));
        $this->user('editor', true);
        $this->assertTrue(current_user_can(EOS_Schema::SUBSCRIBERS_CAP));
    }

    private function json_request(array $body): WP_REST_Request
    {
        $request = new WP_REST_Request('POST', '/fulbright-react/v1/newsletter-unsubscribe');
        $request->set_header('content-type', 'application/json');
        $request->set_body((string) wp_json_encode($body));
        return $request;
    }

    /** @param list<string> $emails how many of them the CSV export (confirmed only) lists */
    private function count_confirmed(array $emails): int
    {
        $listed = array_column(EOS_Newsletter_Table::page('', 1000, 1, 'id', 'DESC', true), 'email');
        return count(array_intersect($emails, $listed));
    }
}
