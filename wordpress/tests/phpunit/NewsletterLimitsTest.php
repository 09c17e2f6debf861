<?php
/**
 * Issue 50, items 9 to 12: "Sign-ups and mail nobody can abuse". Sign-ups through the route, as
 * the site sends them (its secret, the visitor in X-Client-Address), the mails counted where
 * wp_mail() hands them on (pre_wp_mail), or sent for real to a mail server that never answers.
 * 9. already_subscribed "is given only within the per-visitor limit"; "A pending address answers
 *    exactly as a new one does."
 * 10. "5 confirmation mails per visitor an hour and 200 per day in all, with Site Health showing
 *    when the daily cap is reached."
 * 11. "A failed send must leave the address free to try again, show in Site Health, and answer
 *    the visitor with 'we could not send the mail, try later'"; "keep it well under the site's CMS timeout".
 * 12. "With the site's address unset … Refuse to send, with a Site Health error".
 */
final class NewsletterLimitsTest extends EOS_TestCase
{
    /** @var list<string> addresses mailed */
    private array $mailed = [];
    /** What the mail server does with the next mails: send them, or refuse with this answer. */
    private ?string $refuse = null;
    /** @var callable */
    private $catch;

    protected function setUp(): void
    {
        parent::setUp();
        $this->mailed = [];
        $this->refuse = null;
        $this->catch = function ($short, array $atts) {
            if ($this->refuse !== null) {
                do_action('wp_mail_failed', new WP_Error('wp_mail_failed', $this->refuse));
                return false;
            }
            $this->mailed[] = (string) $atts['to'];
            return true;
        };
        add_filter('pre_wp_mail', $this->catch, 10, 2);
        delete_option(EOS_Newsletter_Mail_Health::OPTION);
        $this->forget_todays_mails();
    }

    protected function tearDown(): void
    {
        remove_filter('pre_wp_mail', $this->catch, 10);
        delete_option(EOS_Newsletter_Mail_Health::OPTION);
        $this->forget_todays_mails();
        parent::tearDown();
    }

    /** Other tests' sign-ups of today would count against the day's mails. */
    private function forget_todays_mails(): void
    {
        global $wpdb;
        $wpdb->query($wpdb->prepare('UPDATE ' . EOS_Newsletter_Table::name() . " SET created_at = %s WHERE created_at >= %s AND token_hash <> ''", gmdate('Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS + 60), gmdate('Y-m-d H:i:s', time() - DAY_IN_SECONDS)));
    }

    private static function address(string $tag): string
    {
        return "$tag-" . strtolower(wp_generate_password(8, false)) . '@example.org';
    }

    private static function visitor(): string
    {
        return '198.51.' . random_int(0, 255) . '.' . random_int(1, 254);
    }

    /** @return array{status: int, data: array} */
    private function sign_up(string $email, string $visitor, string $lang = 'en'): array
    {
        return $this->rest('POST', '/fulbright-react/v1/newsletter-subscribe', ['email' => $email, 'lang' => $lang, 'page' => "/$lang/news", 'consent' => 'Consent'], ['X-Write-Secret' => 'wr1te', 'X-Client-Address' => $visitor]);
    }

    private function confirmed(string $email): void
    {
        EOS_Newsletter_Table::add($email, 'en');
    }

    public function test_one_visitor_is_answered_five_times_an_hour_whatever_the_addresses_so_a_thousand_sign_ups_send_five_mails(): void
    {
        $visitor = self::visitor();
        $subscriber = self::address('known');
        $this->confirmed($subscriber);
        $answers = [];
        for ($i = 0; $i < 1000; $i++) {
            $answers[] = $this->sign_up($i === 2 ? $subscriber : self::address("cannon$i"), $visitor);
        }
        $this->assertSame([200, 200, 200, 200, 200], array_column(array_slice($answers, 0, EOS_Newsletter_Limits::PER_VISITOR), 'status'));
        $this->assertTrue($answers[2]['data']['already_subscribed'], 'told within the limit');
        $this->assertSame([429], array_values(array_unique(array_column(array_slice($answers, EOS_Newsletter_Limits::PER_VISITOR), 'status'))), 'every later one: too many attempts');
        $this->assertSame('rate_limit', $answers[5]['data']['code']);
        $this->assertCount(EOS_Newsletter_Limits::PER_VISITOR - 1, $this->mailed, '1,000 sign-ups from one visitor: four mails (one address was subscribed)');
        // A known address after the limit: told nothing either.
        $this->assertSame(429, $this->sign_up($subscriber, $visitor)['status']);
        $this->assertSame(200, $this->sign_up(self::address('neighbour'), self::visitor())['status'], 'another visitor behind the same site');
        $this->assertSame(3600, EOS_Newsletter_Limits::VISITOR_WINDOW_SECONDS);

        // An hour after the visitor's first sign-up, its window starts again.
        global $wpdb;
        $end = '_transient_timeout_' . EOS_Writes::RATE_TRANSIENT_PREFIX . md5('newsletter:site:' . $visitor . '|' . EOS_Newsletter_Limits::VISITOR_WINDOW_SECONDS);
        $this->assertSame(1, $wpdb->update($wpdb->options, ['option_value' => (string) (time() - 1)], ['option_name' => $end]));
        $this->assertSame(200, $this->sign_up(self::address('next-hour'), $visitor)['status']);
        $this->assertGreaterThan(time() + 3500, (int) $wpdb->get_var($wpdb->prepare("SELECT option_value FROM $wpdb->options WHERE option_name = %s", $end)));
    }

    public function test_a_pending_address_is_answered_exactly_as_a_new_one(): void
    {
        $pending = self::address('pending');
        $first = $this->sign_up($pending, self::visitor());
        $again = $this->sign_up($pending, self::visitor());
        $new = $this->sign_up(self::address('new'), self::visitor());
        $this->assertSame($new, $again);
        $this->assertSame($first, $again);
        $this->assertSame([$pending], array_values(array_intersect($this->mailed, [$pending])), 'mailed once');
    }

    public function test_after_two_hundred_mails_in_a_day_no_sign_up_is_mailed_and_site_health_says_so(): void
    {
        global $wpdb;
        // The day's 199 sign-ups so far, as the table holds them.
        $rows = [];
        $tag = strtolower(wp_generate_password(6, false));
        for ($i = 0; $i < EOS_Newsletter_Limits::MAILS_PER_DAY - 1; $i++) {
            $email = "day-$tag-$i@example.org";
            $rows[] = $wpdb->prepare('(%s, %s, %s, %s, 1, %s)', $email, EOS_Newsletter_Table::hash($email), 'uk', gmdate('Y-m-d H:i:s', time() - 3600), hash('sha256', $email));
        }
        $wpdb->query('INSERT INTO ' . EOS_Newsletter_Table::name() . ' (email, email_hash, lang, created_at, pending, token_hash) VALUES ' . implode(',', $rows));
        try {
            $this->assertSame(200, $this->sign_up(self::address('last'), self::visitor())['status'], 'the 200th mail');
            $this->assertCount(1, $this->mailed);
            $known = self::address('known');
            $this->confirmed($known);
            $pending = "day-$tag-0@example.org";
            foreach (['a new address' => self::address('over'), 'a pending one' => $pending, 'a subscribed one' => $known] as $case => $email) {
                foreach (['en' => 'We could not send you the confirmation e-mail. Please try again later.', 'uk' => 'Не вдалося надіслати вам лист для підтвердження. Спробуйте пізніше.'] as $lang => $message) {
                    $answer = $this->sign_up($email, self::visitor(), $lang);
                    $this->assertSame(503, $answer['status'], "$case ($lang)");
                    $this->assertSame(['success' => false, 'code' => 'mail_not_sent', 'message' => $message, 'data' => ['status' => 503]], $answer['data'], "$case ($lang): the same answer, whatever the address");
                }
            }
            $this->assertCount(1, $this->mailed, 'no mail past the day’s limit');
            $this->assertNull(EOS_Newsletter_Table::record(self::address('over')));
            $health = EOS_Newsletter_Mail_Health::test();
            $this->assertSame('recommended', $health['status']);
            $this->assertSame('The newsletter reached its daily limit of confirmation mails', $health['label']);
            $this->assertStringContainsString('200 confirmation mails were sent in 24 hours', $health['description']);
            $this->assertStringContainsString('6 sign-ups were asked to try again later', $health['description']);
        } finally {
            $wpdb->query($wpdb->prepare('DELETE FROM ' . EOS_Newsletter_Table::name() . ' WHERE email LIKE %s', 'day-' . $tag . '-%'));
        }
    }

    public function test_a_mail_the_server_refuses_leaves_the_address_free_shows_in_site_health_and_asks_the_visitor_to_try_later(): void
    {
        $email = self::address('unlucky');
        $this->refuse = 'SMTP Error: Could not connect to SMTP host.';
        foreach (['uk' => 'Не вдалося надіслати вам лист для підтвердження. Спробуйте пізніше.', 'en' => 'We could not send you the confirmation e-mail. Please try again later.'] as $lang => $message) {
            $answer = $this->sign_up($email, self::visitor(), $lang);
            $this->assertSame(503, $answer['status']);
            $this->assertSame($message, $answer['data']['message']);
            $this->assertNull(EOS_Newsletter_Table::record($email), 'nothing kept: the address is free');
        }
        $health = EOS_Newsletter_Mail_Health::test();
        $this->assertSame('critical', $health['status']);
        $this->assertStringContainsString('2 confirmation mails could not be sent in the last 24 hours', $health['description']);
        $this->assertStringContainsString('SMTP Error: Could not connect to SMTP host.', $health['description']);

        $this->refuse = null;
        $answer = $this->sign_up($email, self::visitor());
        $this->assertSame(['success' => true, 'already_subscribed' => false, 'message' => 'Thank you for subscribing to our newsletter!'], $answer['data'], 'once the mail server works: a sign-up like any other');
        $this->assertSame([$email], $this->mailed);
        $this->assertTrue(EOS_Newsletter_Table::record($email)['pending']);
    }

    public function test_a_mail_server_that_never_answers_costs_the_sign_up_a_few_seconds_at_most(): void
    {
        remove_filter('pre_wp_mail', $this->catch, 10);
        // A server that takes the connection and says nothing (its port open, no greeting).
        $server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
        $this->assertNotFalse($server, $errstr);
        $port = (int) substr((string) stream_socket_get_name($server, false), strrpos((string) stream_socket_get_name($server, false), ':') + 1);
        $to_it = static function ($phpmailer) use ($port): void {
            $phpmailer->isSMTP();
            $phpmailer->Host = '127.0.0.1';
            $phpmailer->Port = $port;
            $phpmailer->Timeout = 300;
        };
        add_action('phpmailer_init', $to_it, 50);
        $email = self::address('silent');
        try {
            $started = microtime(true);
            $answer = $this->sign_up($email, self::visitor());
            $seconds = microtime(true) - $started;
        } finally {
            remove_action('phpmailer_init', $to_it, 50);
            fclose($server);
            add_filter('pre_wp_mail', $this->catch, 10, 2);
        }
        $this->assertSame(503, $answer['status']);
        $this->assertLessThan(4, $seconds, 'under the site’s CMS_TIMEOUT_MS of 4 s');
        $this->assertGreaterThanOrEqual(EOS_Newsletter_Confirmation_Mail::SEND_TIMEOUT_SECONDS - 0.5, $seconds, 'it did wait for the server');
        $this->assertNull(EOS_Newsletter_Table::record($email));
        $this->assertSame('critical', EOS_Newsletter_Mail_Health::test()['status']);
    }

    public function test_without_the_sites_address_no_mail_is_sent_and_site_health_says_why(): void
    {
        EOS_Settings::update(['site_url' => '']);
        $email = self::address('nowhere');
        $answer = $this->sign_up($email, self::visitor());
        $this->assertSame(503, $answer['status']);
        $this->assertSame('mail_not_sent', $answer['data']['code']);
        $this->assertSame([], $this->mailed);
        $this->assertNull(EOS_Newsletter_Table::record($email));
        $health = EOS_Newsletter_Mail_Health::test();
        $this->assertSame('critical', $health['status']);
        $this->assertSame('The newsletter sends no confirmation mail', $health['label']);
        EOS_Settings::update(['site_url' => 'https://site.example']);
        $this->assertSame('good', EOS_Newsletter_Mail_Health::test()['status']);
    }
}
