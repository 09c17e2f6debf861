<?php
/**
 * Delivery: each payload is a row of its own, sent after the save by a non-blocking loopback,
 * tried again by WP-Cron with growing pauses until the site answers 2xx or a day has passed, and
 * then marked failed; the call goes through wp_safe_remote_post, let through to the configured
 * site's host only.
 */
final class WebhookTest extends EOS_TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        global $wpdb;
        $wpdb->query('DELETE FROM ' . EOS_Deliveries::name());
        wp_clear_scheduled_hook(EOS_Webhook::CRON_HOOK);
    }

    /** @return list<object> */
    private function rows(): array
    {
        global $wpdb;
        return $wpdb->get_results('SELECT * FROM ' . EOS_Deliveries::name() . ' ORDER BY id');
    }

    private function answering(int|WP_Error $answer, callable $run): void
    {
        $filter = static fn () => is_int($answer)
            ? ['headers' => [], 'body' => '{}', 'response' => ['code' => $answer, 'message' => ''], 'cookies' => [], 'filename' => null]
            : $answer;
        add_filter('pre_http_request', $filter, 5);
        $errors = ini_set('error_log', '/dev/null');
        try {
            $run();
        } finally {
            ini_set('error_log', (string) $errors);
            remove_filter('pre_http_request', $filter, 5);
        }
    }

    public function test_the_end_of_a_save_stores_one_row_per_payload_and_starts_a_non_blocking_loopback(): void
    {
        EOS_Webhook::queue(['type' => 'menu', 'action' => 'update', 'lang' => 'uk'], 'Menu “Main”');
        EOS_Webhook::queue(['type' => 'menu', 'action' => 'update', 'lang' => 'uk'], 'Menu “Main”');
        EOS_Webhook::queue(['type' => 'footer', 'action' => 'update', 'lang' => 'en']);
        EOS_Webhook::flush();
        $rows = $this->rows();
        $this->assertCount(2, $rows, 'a repeat within one request is stored once');
        $this->assertSame('{"type":"menu","action":"update","lang":"uk"}', $rows[0]->payload);
        $this->assertSame('Menu “Main”', $rows[0]->label);
        $this->assertSame(['pending', 'pending'], array_column($rows, 'status'));
        $this->assertCount(1, $this->http);
        $this->assertStringEndsWith('/wp-json/eos-internal/v1/drain', $this->http[0]['url']);
        $this->assertFalse($this->http[0]['args']['blocking']);
        $this->assertLessThanOrEqual(0.01, $this->http[0]['args']['timeout']);
        $this->assertNotFalse(wp_next_scheduled(EOS_Webhook::CRON_HOOK), 'WP-Cron sends them should the loopback never arrive');
    }

    public function test_the_drain_posts_each_payload_with_the_secret_and_marks_it_delivered(): void
    {
        EOS_Deliveries::add(['type' => 'news', 'action' => 'publish', 'slug' => 'a', 'lang' => 'en'], 'News article “A”', time());
        $this->assertSame(1, EOS_Webhook::drain());
        $call = $this->http[0];
        $this->assertSame('https://site.example/api/revalidate', $call['url']);
        $this->assertTrue($call['args']['reject_unsafe_urls'], 'wp_safe_remote_post');
        $this->assertSame('s3cret', $call['args']['headers']['x-revalidate-secret']);
        $this->assertSame('application/json', $call['args']['headers']['Content-Type']);
        $this->assertSame(['type' => 'news', 'action' => 'publish', 'slug' => 'a', 'lang' => 'en'], json_decode($call['args']['body'], true));
        $this->assertLessThanOrEqual(5, $call['args']['timeout']);
        $row = $this->rows()[0];
        $this->assertSame(['delivered', '1', '200'], [$row->status, $row->attempts, $row->last_answer]);
        $this->assertSame(0, EOS_Webhook::drain(), 'a delivered call is not sent again');
        $this->assertFalse(wp_next_scheduled(EOS_Webhook::CRON_HOOK), 'nothing left to try');
    }

    public function test_a_call_the_site_does_not_take_waits_for_its_next_try_and_cron_is_scheduled_for_it(): void
    {
        $id = EOS_Deliveries::add(['type' => 'all', 'action' => 'update'], '', time());
        $this->answering(500, fn () => EOS_Webhook::drain());
        $row = $this->rows()[0];
        $this->assertSame(['pending', '1', '500'], [$row->status, $row->attempts, $row->last_answer]);
        $this->assertEqualsWithDelta(time() + EOS_Webhook::delay(1), (int) $row->next_attempt_at, 2);
        $this->assertEqualsWithDelta((int) $row->next_attempt_at, (int) wp_next_scheduled(EOS_Webhook::CRON_HOOK), 2);
        $this->assertSame(0, EOS_Webhook::drain(), 'not before its next try');

        global $wpdb;
        $wpdb->update(EOS_Deliveries::name(), ['next_attempt_at' => time() - 1], ['id' => $id]);
        $this->answering(401, fn () => EOS_Webhook::drain());
        $row = $this->rows()[0];
        $this->assertSame(['pending', '2', '401'], [$row->status, $row->attempts, $row->last_answer]);
        $this->assertGreaterThan(EOS_Webhook::delay(1), EOS_Webhook::delay(2), 'the pauses grow');
        $this->assertEqualsWithDelta(time() + EOS_Webhook::delay(2), (int) $row->next_attempt_at, 2);

        $wpdb->update(EOS_Deliveries::name(), ['next_attempt_at' => time() - 1], ['id' => $id]);
        $this->assertSame(1, EOS_Webhook::drain());
        $this->assertSame(['delivered', '3'], [$this->rows()[0]->status, $this->rows()[0]->attempts]);
    }

    public function test_after_a_day_without_a_2xx_the_call_is_marked_failed(): void
    {
        $id = EOS_Deliveries::add(['type' => 'all', 'action' => 'update'], '', time() - DAY_IN_SECONDS);
        $this->answering(new WP_Error('http_request_failed', 'cURL error 7: Failed to connect'), fn () => EOS_Webhook::drain());
        $row = $this->rows()[0];
        $this->assertSame(['failed', '1', 'error: cURL error 7: Failed to connect'], [$row->status, $row->attempts, $row->last_answer]);
        $this->assertSame('failed: the site did not answer', EOS_Delivery_Words::state($row));
        $this->assertSame(0, EOS_Webhook::drain(), 'a failed call is not tried again');
        $this->assertSame($id, (int) $row->id);
    }

    public function test_when_the_site_does_not_answer_the_other_due_calls_wait_without_counting_a_try(): void
    {
        EOS_Deliveries::add(['type' => 'menu', 'action' => 'update'], '', time());
        EOS_Deliveries::add(['type' => 'footer', 'action' => 'update'], '', time());
        $this->answering(new WP_Error('http_request_failed', 'Connection refused'), fn () => EOS_Webhook::drain());
        [$first, $second] = $this->rows();
        $this->assertSame('1', $first->attempts);
        $this->assertSame('0', $second->attempts, 'not sent: the site was down a moment ago');
        $this->assertSame($first->next_attempt_at, $second->next_attempt_at);
        $this->assertCount(0, $this->http);
        $this->assertStringStartsWith('waiting: the site did not answer another call just before; first try at ', EOS_Delivery_Words::state($second));
    }

    public function test_a_row_claimed_by_one_sender_is_not_sent_by_another(): void
    {
        $id = EOS_Deliveries::add(['type' => 'all', 'action' => 'update'], '', time());
        $this->assertTrue(EOS_Deliveries::claim($id, time()));
        $this->assertFalse(EOS_Deliveries::claim($id, time()));
        $this->assertSame(0, EOS_Webhook::drain());
        $this->assertCount(0, $this->http);
    }

    public function test_the_retry_schedule_reaches_a_day_and_can_be_set_in_wp_config_or_a_filter(): void
    {
        // The test WordPress may set fast pauses in wp-config.php (scripts/test-wordpress.sh); the filter wins.
        $production = static fn () => EOS_Webhook::RETRY_DELAYS;
        add_filter('eos_revalidate_retry_delays', $production);
        $this->assertSame(30, EOS_Webhook::delay(1));
        $this->assertSame(3600, EOS_Webhook::delay(50), 'the last pause repeats');
        $this->assertSame(30, EOS_Webhook::max_attempts(), 'the first try, 7 after growing pauses (1 h 48 min in all), then 22 hourly ones within the day');
        remove_filter('eos_revalidate_retry_delays', $production);
        $fast = static fn () => [2, 4, 8];
        add_filter('eos_revalidate_retry_delays', $fast);
        $this->assertSame([2, 4, 8], EOS_Webhook::delays());
        $this->assertSame(8, EOS_Webhook::delay(7));
        remove_filter('eos_revalidate_retry_delays', $fast);
    }

    public function test_wp_safe_remote_post_is_let_through_to_the_configured_site_only(): void
    {
        $site = 'http://10.1.2.3:8381';
        $this->assertFalse(wp_http_validate_url("$site/api/revalidate"), 'a private address is refused by default');
        $allow = EOS_Webhook::allow_site_host($site);
        $this->assertSame("$site/api/revalidate", wp_http_validate_url("$site/api/revalidate"));
        $this->assertFalse(wp_http_validate_url('http://10.1.2.4:8381/api/revalidate'), 'another private host');
        $this->assertFalse(wp_http_validate_url('http://10.1.2.3:8382/api/revalidate'), 'another port');
        $allow();
        $this->assertFalse(wp_http_validate_url("$site/api/revalidate"), 'only while sending');
    }

    public function test_a_version_1_queue_option_becomes_rows(): void
    {
        update_option('eos_webhook_queue', [['type' => 'news', 'action' => 'update', 'slug' => 'x', 'lang' => 'uk']]);
        update_option('eos_webhook_log', [['at' => 'then']]);
        EOS_Schema::upgrade();
        $this->assertSame('{"type":"news","action":"update","slug":"x","lang":"uk"}', $this->rows()[0]->payload);
        $this->assertFalse(get_option('eos_webhook_queue'));
        $this->assertFalse(get_option('eos_webhook_log'));
    }
}
