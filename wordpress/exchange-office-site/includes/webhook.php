<?php
defined('ABSPATH') || exit;

/**
 * Sends revalidation payloads to the site's webhook without making a save wait: payloads are
 * queued during the request and, when it ends, handed to a loopback request that posts them
 * (the way WordPress spawns its cron). Every call is logged with its status; failures also go
 * to PHP's error log. Settings → Revalidation log shows the last calls.
 */
final class EOS_Webhook
{
    public const QUEUE_OPTION = 'eos_webhook_queue';
    public const LOG_OPTION = 'eos_webhook_log';
    public const LOG_SIZE = 50;
    public const TIMEOUT = 5;
    public const DRAIN_ROUTE = '/eos-internal/v1/drain';

    /** @var list<array> payloads of this request, in order, without repeats */
    private static array $pending = [];
    private static bool $hooked = false;

    public static function configured(): bool
    {
        return EOS_Settings::get('site_url') !== '' && EOS_Settings::get('revalidate_secret') !== '';
    }

    /** Queues one payload for the end of this request. */
    public static function queue(array $payload): void
    {
        if (!self::configured() || (defined('EOS_IMPORTING') && EOS_IMPORTING)) {
            return;
        }
        foreach (self::$pending as $known) {
            if ($known == $payload) {
                return;
            }
        }
        self::$pending[] = $payload;
        if (!self::$hooked) {
            self::$hooked = true;
            add_action('shutdown', [self::class, 'flush']);
        }
    }

    /** @return list<array> what this request queued (tests) */
    public static function pending(): array
    {
        return self::$pending;
    }

    public static function forget_pending(): void
    {
        self::$pending = [];
    }

    /** At the end of the request: store the payloads and start the loopback that sends them. */
    public static function flush(): void
    {
        if (!self::$pending) {
            return;
        }
        $queue = get_option(self::QUEUE_OPTION, []);
        $queue = array_merge(is_array($queue) ? $queue : [], self::$pending);
        self::$pending = [];
        update_option(self::QUEUE_OPTION, $queue, false);
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
    }

    /** Sends every queued payload (blocking, short timeout) and logs each answer. */
    public static function drain(): int
    {
        $queue = get_option(self::QUEUE_OPTION, []);
        delete_option(self::QUEUE_OPTION);
        $sent = 0;
        foreach (is_array($queue) ? $queue : [] as $payload) {
            self::send($payload);
            $sent++;
        }
        return $sent;
    }

    /** @return array{status: int|string, ok: bool} */
    public static function send(array $payload): array
    {
        $url = EOS_Settings::get('site_url') . '/api/revalidate';
        $response = wp_remote_post($url, [
            'timeout' => self::TIMEOUT,
            'headers' => ['Content-Type' => 'application/json', 'x-revalidate-secret' => EOS_Settings::get('revalidate_secret')],
            'body' => wp_json_encode($payload),
        ]);
        if (is_wp_error($response)) {
            $status = 'error: ' . $response->get_error_message();
            $ok = false;
        } else {
            $status = (int) wp_remote_retrieve_response_code($response);
            $ok = $status >= 200 && $status < 300;
        }
        if (!$ok) {
            error_log('[exchange-office-site] revalidation webhook failed (' . $status . ') for ' . wp_json_encode($payload));
        }
        self::log($payload, $status, $ok);
        return ['status' => $status, 'ok' => $ok];
    }

    private static function log(array $payload, int|string $status, bool $ok): void
    {
        $log = get_option(self::LOG_OPTION, []);
        $log = is_array($log) ? $log : [];
        array_unshift($log, ['at' => current_time('mysql'), 'payload' => $payload, 'status' => $status, 'ok' => $ok]);
        update_option(self::LOG_OPTION, array_slice($log, 0, self::LOG_SIZE), false);
    }

    /** @return list<array{at: string, payload: array, status: int|string, ok: bool}> */
    public static function recent(): array
    {
        $log = get_option(self::LOG_OPTION, []);
        return is_array($log) ? $log : [];
    }
}
