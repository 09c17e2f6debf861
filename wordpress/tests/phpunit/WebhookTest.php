<?php
/** Sending: the save never waits (a non-blocking loopback), each call is logged with its status. */
final class WebhookTest extends EOS_TestCase
{
    public function test_the_end_of_a_save_hands_the_payloads_to_a_non_blocking_loopback(): void
    {
        delete_option(EOS_Webhook::QUEUE_OPTION);
        EOS_Webhook::queue(['type' => 'menu', 'action' => 'update', 'lang' => 'uk']);
        EOS_Webhook::queue(['type' => 'menu', 'action' => 'update', 'lang' => 'uk']);
        EOS_Webhook::flush();
        $this->assertCount(1, $this->http);
        $this->assertStringEndsWith('/wp-json/eos-internal/v1/drain', $this->http[0]['url']);
        $this->assertFalse($this->http[0]['args']['blocking']);
        $this->assertLessThanOrEqual(0.01, $this->http[0]['args']['timeout']);
        $this->assertSame([['type' => 'menu', 'action' => 'update', 'lang' => 'uk']], get_option(EOS_Webhook::QUEUE_OPTION), 'a repeat is queued once');
    }

    public function test_the_drain_posts_each_payload_with_the_secret_and_logs_the_answer(): void
    {
        update_option(EOS_Webhook::QUEUE_OPTION, [['type' => 'news', 'action' => 'publish', 'slug' => 'a', 'lang' => 'en']]);
        $this->assertSame(1, EOS_Webhook::drain());
        $call = $this->http[0];
        $this->assertSame('https://site.example/api/revalidate', $call['url']);
        $this->assertSame('s3cret', $call['args']['headers']['x-revalidate-secret']);
        $this->assertSame('application/json', $call['args']['headers']['Content-Type']);
        $this->assertSame(['type' => 'news', 'action' => 'publish', 'slug' => 'a', 'lang' => 'en'], json_decode($call['args']['body'], true));
        $this->assertLessThanOrEqual(5, $call['args']['timeout']);
        $this->assertSame(200, EOS_Webhook::recent()[0]['status']);
        $this->assertTrue(EOS_Webhook::recent()[0]['ok']);
        $this->assertFalse(get_option(EOS_Webhook::QUEUE_OPTION));
    }

    public function test_a_failure_is_logged_as_failed(): void
    {
        $fail = static fn () => new WP_Error('http_request_failed', 'Connection refused');
        add_filter('pre_http_request', $fail, 5);
        $errors = ini_set('error_log', '/dev/null');
        $result = EOS_Webhook::send(['type' => 'all']);
        ini_set('error_log', (string) $errors);
        remove_filter('pre_http_request', $fail, 5);
        $this->assertFalse($result['ok']);
        $this->assertSame('error: Connection refused', EOS_Webhook::recent()[0]['status']);
        $this->assertFalse(EOS_Webhook::recent()[0]['ok']);
    }

    public function test_an_answer_other_than_2xx_is_a_failure(): void
    {
        $refused = static fn () => ['headers' => [], 'body' => '{"error":"Missing or wrong x-revalidate-secret header."}', 'response' => ['code' => 401, 'message' => 'Unauthorized'], 'cookies' => [], 'filename' => null];
        add_filter('pre_http_request', $refused, 5);
        $errors = ini_set('error_log', '/dev/null');
        $result = EOS_Webhook::send(['type' => 'all']);
        ini_set('error_log', (string) $errors);
        remove_filter('pre_http_request', $refused, 5);
        $this->assertSame(['status' => 401, 'ok' => false], $result);
    }

    public function test_the_log_keeps_the_last_fifty_calls(): void
    {
        for ($i = 0; $i < 55; $i++) {
            EOS_Webhook::send(['type' => 'all']);
        }
        $this->assertCount(EOS_Webhook::LOG_SIZE, EOS_Webhook::recent());
    }
}
