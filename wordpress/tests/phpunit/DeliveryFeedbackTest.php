<?php
/**
 * After a save the editor learns whether the site took the change. Each call
 * remembers whose save made it; `exchange-office-site/v1/deliveries?since=` tells a user, in words,
 * what the site made of their saves since then.
 */
final class DeliveryFeedbackTest extends EOS_TestCase
{
    private function row(int $user, string $status, int $attempts, int $created, int $next = 0, string $answer = ''): int
    {
        global $wpdb;
        $wpdb->insert(EOS_Deliveries::name(), ['payload' => '{"type":"news","action":"update","slug":"x","lang":"uk"}', 'label' => 'News', 'status' => $status, 'attempts' => $attempts,
            'created_at' => $created, 'next_attempt_at' => $next, 'last_answer' => $answer, 'user_id' => $user]);
        return (int) $wpdb->insert_id;
    }

    public function test_a_saves_calls_carry_the_user_who_saved(): void
    {
        $editor = $this->user('editor', true);
        $this->news_category(70, 'en');
        $since = time();
        $this->item('post', 'en', [], ['category' => [70]]);
        EOS_Revalidate::resolve();
        EOS_Webhook::flush();
        $rows = EOS_Deliveries::by_user($editor, $since);
        $this->assertNotEmpty($rows);
        $this->assertSame([(string) $editor], array_values(array_unique(array_map(static fn ($r) => (string) $r->user_id, $rows))));
    }

    public function test_the_state_in_words(): void
    {
        $now = time();
        $user = $this->user('editor');
        $this->assertSame('none', EOS_Delivery_Feedback::state($user, $now, $now)['state'], 'nothing was sent (a draft)');

        $this->row($user, EOS_Deliveries::PENDING, 0, $now, $now);
        $this->assertSame('waiting', EOS_Delivery_Feedback::state($user, $now, $now)['state']);

        $other = $this->user('editor');
        $this->row($other, EOS_Deliveries::DELIVERED, 1, $now);
        $this->assertSame(['state' => 'refreshed', 'message' => 'The site was refreshed: the change is live.'], EOS_Delivery_Feedback::state($other, $now, $now));

        $late = $this->user('editor');
        $this->row($late, EOS_Deliveries::DELIVERED, 1, $now);
        $this->row($late, EOS_Deliveries::PENDING, 1, $now, $now + 30, 'error: cURL error 7: Failed to connect');
        $retrying = EOS_Delivery_Feedback::state($late, $now, $now);
        $this->assertSame('retrying', $retrying['state']);
        $this->assertSame(sprintf('The site did not answer (the site did not answer); it will be retried at %s. Tools → Site refresh log shows when it takes the change.', EOS_Delivery_Words::time($now + 30)), $retrying['message']);

        $failed = $this->user('editor');
        $this->row($failed, EOS_Deliveries::FAILED, 30, $now, 0, '401');
        $this->assertSame('failed', EOS_Delivery_Feedback::state($failed, $now, $now)['state']);
        $this->assertStringContainsString('the site refused the webhook secret', EOS_Delivery_Feedback::state($failed, $now, $now)['message']);
        $this->assertSame('none', EOS_Delivery_Feedback::state($failed, $now + 1, $now + 1)['state'], 'only calls since the save began');

        EOS_Settings::update(['revalidate_secret' => '']);
        $this->assertSame('not_configured', EOS_Delivery_Feedback::state($this->user('editor'), $now, $now)['state']);
    }

    public function test_the_route_answers_signed_in_writers_about_their_own_saves_only(): void
    {
        $now = time();
        $editor = $this->user('editor');
        $this->row($editor, EOS_Deliveries::DELIVERED, 1, $now);
        $this->assertSame(401, $this->rest('GET', '/exchange-office-site/v1/deliveries', ['since' => $now])['status'], 'anonymous');
        wp_set_current_user($this->user('subscriber'));
        $this->assertSame(403, $this->rest('GET', '/exchange-office-site/v1/deliveries', ['since' => $now])['status'], 'a subscriber writes nothing');
        wp_set_current_user($this->user('contributor'));
        $this->assertSame('none', $this->rest('GET', '/exchange-office-site/v1/deliveries', ['since' => $now])['data']['state'], 'a contributor: not the editor’s calls');
        wp_set_current_user($editor);
        $this->assertSame('refreshed', $this->rest('GET', '/exchange-office-site/v1/deliveries', ['since' => $now])['data']['state']);
    }
}
