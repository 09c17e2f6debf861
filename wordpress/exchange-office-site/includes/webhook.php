<?php
defined('ABSPATH') || exit;

/**
 * Delivers revalidation payloads to the site's webhook without making a save wait. Payloads are
 * collected during the request; when it ends, each is stored as a row of EOS_Deliveries and a
 * loopback request (the way WordPress spawns its cron) sends them at once. A call the site does not
 * take with a 2xx answer is tried again by WP-Cron with growing pauses, until it is delivered or a
 * day has passed; then it is marked failed. Tools → Site refresh log shows every call in words.
 */
final class EOS_Webhook
{
    public const TIMEOUT = 5;
    public const DRAIN_ROUTE = '/eos-internal/v1/drain';
    public const CRON_HOOK = 'eos_revalidate_deliver';
    /** Pauses between tries, in seconds; the last one repeats until GIVE_UP_AFTER. */
    public const RETRY_DELAYS = [30, 60, 120, 300, 600, 1800, 3600];
    public const GIVE_UP_AFTER = DAY_IN_SECONDS;

    /** @var list<array{payload: array, label: string}> payloads of this request, in order, without repeats */
    private static array $pending = [];
    private static bool $hooked = false;

    public static function configured(): bool
    {
        return EOS_Settings::get('site_url') !== '' && EOS_Settings::get('revalidate_secret') !== '';
    }

    /** Queues one payload for the end of this request; $label names the change for the log. */
    public static function queue(array $payload, string $label = ''): void
    {
        if (!self::configured() || (defined('EOS_IMPORTING') && EOS_IMPORTING)) {
            return;
        }
        foreach (self::$pending as $known) {
            if ($known['payload'] == $payload) {
                return;
            }
        }
        self::$pending[] = ['payload' => $payload, 'label' => $label];
        if (!self::$hooked) {
            self::$hooked = true;
            add_action('shutdown', [self::class, 'flush']);
        }
    }

    /** @return list<array> the payloads this request queued (tests) */
    public static function pending(): array
    {
        return array_column(self::$pending, 'payload');
    }

    public static function forget_pending(): void
    {
        self::$pending = [];
    }

    /** At the end of the request: one row per payload, then the loopback that sends them now. */
    public static function flush(): void
    {
        if (!self::$pending) {
            return;
        }
        $now = time();
        foreach (self::$pending as $item) {
            EOS_Deliveries::add($item['payload'], $item['label'], $now, get_current_user_id());
        }
        self::$pending = [];
        // Should the loopback never arrive (blocked, or the server busy), WP-Cron sends them.
        self::schedule($now);
        self::spawn();
    }

    /** Starts a request to this WordPress that sends what is due, without waiting for it. */
    public static function spawn(): void
    {
        wp_remote_post(rest_url(self::DRAIN_ROUTE), [
            'blocking' => false,
            'timeout' => 0.01,
            'sslverify' => false,
            'headers' => ['x-eos-drain' => self::drain_key()],
        ]);
    }

    public static function drain_key(): string
    {
        $key = get_option('eos_drain_key');
        if (!$key) {
            $key = wp_generate_password(40, false);
            update_option('eos_drain_key', $key, false);
        }
        return (string) $key;
    }

    public static function boot(): void
    {
        add_action('rest_api_init', static function (): void {
            register_rest_route('eos-internal/v1', '/drain', [
                'methods' => 'POST',
                'callback' => static function (): WP_REST_Response {
                    ignore_user_abort(true);
                    return new WP_REST_Response(['sent' => self::drain()], 200);
                },
                'permission_callback' => static fn (WP_REST_Request $r) => hash_equals(self::drain_key(), (string) $r->get_header('x-eos-drain')),
            ]);
        });
        add_action(self::CRON_HOOK, [self::class, 'drain']);
    }

    /** WP-Cron's next run at $when, unless one is already due by then. */
    public static function schedule(int $when): void
    {
        $scheduled = wp_next_scheduled(self::CRON_HOOK);
        if ($scheduled !== false && $scheduled <= $when) {
            return;
        }
        if ($scheduled !== false) {
            wp_unschedule_event($scheduled, self::CRON_HOOK);
        }
        wp_schedule_single_event($when, self::CRON_HOOK);
    }

    /** Sends every call that is due, records each answer, and schedules the next try. */
    public static function drain(): int
    {
        $sent = 0;
        $now = time();
        $unreachable = null;
        foreach (EOS_Deliveries::due($now) as $row) {
            if ($unreachable !== null) {
                // The site did not answer a moment ago: the others wait for the same next try.
                EOS_Deliveries::postpone((int) $row->id, $unreachable);
                continue;
            }
            if (!EOS_Deliveries::claim((int) $row->id, time())) {
                continue;
            }
            $payload = json_decode((string) $row->payload, true);
            $result = self::send(is_array($payload) ? $payload : []);
            $attempts = (int) $row->attempts + 1;
            $done = time();
            if ($result['ok']) {
                EOS_Deliveries::record((int) $row->id, EOS_Deliveries::DELIVERED, $attempts, (string) $result['status'], $done, 0);
            } else {
                $next = $done + self::delay($attempts);
                $give_up = $next > (int) $row->created_at + self::give_up_after();
                EOS_Deliveries::record((int) $row->id, $give_up ? EOS_Deliveries::FAILED : EOS_Deliveries::PENDING, $attempts, (string) $result['status'], $done, $give_up ? 0 : $next);
                if (is_string($result['status'])) {
                    $unreachable = $done + self::delay(1);
                }
            }
            $sent++;
        }
        $next = EOS_Deliveries::next_due();
        if ($next !== null) {
            self::schedule(max($next, time()));
        }
        EOS_Deliveries::prune($now);
        return $sent;
    }

    /** @return list<int> the pauses between tries (wp-config.php may set EOS_REVALIDATE_RETRY_DELAYS, e.g. "5,10,30") */
    public static function delays(): array
    {
        $delays = self::RETRY_DELAYS;
        if (defined('EOS_REVALIDATE_RETRY_DELAYS') && is_string(EOS_REVALIDATE_RETRY_DELAYS) && EOS_REVALIDATE_RETRY_DELAYS !== '') {
            $delays = array_map('intval', explode(',', EOS_REVALIDATE_RETRY_DELAYS));
        }
        $delays = array_values(array_filter((array) apply_filters('eos_revalidate_retry_delays', $delays), static fn ($d) => is_int($d) && $d > 0));
        return $delays ?: self::RETRY_DELAYS;
    }

    /** The pause after the $attempts-th failed try. */
    public static function delay(int $attempts): int
    {
        $delays = self::delays();
        return $delays[min(max($attempts, 1), count($delays)) - 1];
    }

    public static function give_up_after(): int
    {
        return (int) apply_filters('eos_revalidate_give_up_after', self::GIVE_UP_AFTER);
    }

    /** How many tries a call gets before it is marked failed. */
    public static function max_attempts(): int
    {
        $attempts = 1;
        $elapsed = 0;
        while (($elapsed += self::delay($attempts)) <= self::give_up_after()) {
            $attempts++;
        }
        return $attempts;
    }

    /** @return array{status: int|string, ok: bool} */
    public static function send(array $payload): array
    {
        $status = self::post($payload);
        $ok = is_int($status) && $status >= 200 && $status < 300;
        if (!$ok) {
            error_log('[exchange-office-site] revalidation webhook failed (' . $status . ') for ' . wp_json_encode($payload));
        }
        return ['status' => $status, 'ok' => $ok];
    }

    /** One call to the site's webhook: its HTTP status, or `error: …` when it did not answer. */
    public static function post(array|object $payload): int|string
    {
        $site = EOS_Settings::get('site_url');
        $allow = self::allow_site_host($site);
        $response = wp_safe_remote_post($site . '/api/revalidate', [
            'timeout' => self::TIMEOUT,
            'headers' => ['Content-Type' => 'application/json', 'x-revalidate-secret' => EOS_Settings::get('revalidate_secret')],
            'body' => wp_json_encode($payload),
        ]);
        $allow();
        return is_wp_error($response) ? 'error: ' . $response->get_error_message() : (int) wp_remote_retrieve_response_code($response);
    }

    /**
     * wp_safe_remote_post() refuses private and loopback addresses and ports other than 80, 443
     * and 8080; the site the office configured is let through, that host and port only.
     * @return callable that removes the exception again
     */
    public static function allow_site_host(string $site): callable
    {
        $host = strtolower((string) wp_parse_url($site, PHP_URL_HOST));
        $port = (int) wp_parse_url($site, PHP_URL_PORT);
        $external = static fn ($is, $h) => $is || ($host !== '' && strtolower((string) $h) === $host);
        $ports = static fn ($allowed, $h) => $port > 0 && strtolower((string) $h) === $host ? array_merge((array) $allowed, [$port]) : $allowed;
        add_filter('http_request_host_is_external', $external, 10, 2);
        add_filter('http_allowed_safe_ports', $ports, 10, 2);
        return static function () use ($external, $ports): void {
            remove_filter('http_request_host_is_external', $external, 10);
            remove_filter('http_allowed_safe_ports', $ports, 10);
        };
    }
}
