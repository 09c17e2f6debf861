<?php
defined('ABSPATH') || exit;

/**
 * The writes: newsletter sign-ups (own table, confirmed by mail: EOS_Newsletter_Signup) and their
 * confirmation, contact messages (private posts of `eos_message`, mailed: EOS_Contact_Mail) and
 * view counts (post meta, counted in one UPDATE). Each
 * comes from the site's server with the shared secret (X-Write-Secret); the visitor's address
 * that the site forwards (X-Client-Address) is what the per-client limit counts.
 */
final class EOS_Writes
{
    public const SECRET_HEADER = 'X-Write-Secret';
    public const CLIENT_HEADER = 'X-Client-Address';

    private const EMAIL = '/^[^\s@]+@[^\s@]+\.[^\s@]+$/u';
    /** Disposable-address domains the office does not accept (the embedded CMS's list). */
    public const BLOCKED_DOMAINS = ['mailinator.com', 'tempmail.com', 'temp-mail.org', 'guerrillamail.com', '10minutemail.com', 'yopmail.com', 'trashmail.com', 'sharklasers.com'];
    /**
     * Attempts per address, and per client for the confirmation and contact writes, in RATE_WINDOW
     * seconds before 429 (a visitor's newsletter sign-ups: EOS_Newsletter_Limits). The site limits
     * each visitor itself and names the visitor in X-Client-Address, so one visitor's flood never
     * uses up the limit of the others behind the same proxy.
     */
    public const RATE_PER_ADDRESS = 5;
    public const RATE_PER_CLIENT = 300;
    public const RATE_WINDOW = 600;
    /** A rate-limit counter is the transient of this prefix and the MD5 of what it counts and its window. */
    public const RATE_TRANSIENT_PREFIX = 'eos_rl_';
    private const RATE_CACHE_GROUP = 'eos_rate_limits';

    private const MESSAGES = [
        'subscribed' => ['uk' => 'Дякуємо за підписку на нашу розсилку!', 'en' => 'Thank you for subscribing to our newsletter!'],
        'already' => ['uk' => 'Ви вже підписані на нашу розсилку!', 'en' => 'You are already subscribed to our newsletter!'],
        'not_sent' => ['uk' => 'Не вдалося надіслати вам лист для підтвердження. Спробуйте пізніше.', 'en' => 'We could not send you the confirmation e-mail. Please try again later.'],
        'sent' => ['uk' => 'Дякуємо! Ваше повідомлення надіслано успішно.', 'en' => 'Thank you! Your message has been sent.'],
        'empty' => ['uk' => 'Будь ласка, заповніть всі поля', 'en' => 'Please fill in all fields'],
        'email' => ['uk' => 'Введіть правильний email', 'en' => 'Please enter a valid email address'],
    ];

    private static function text(mixed $value): string
    {
        return is_scalar($value) ? trim((string) $value) : '';
    }

    private static function decoy_filled(array $body, array $names): bool
    {
        foreach ($names as $name) {
            if (self::text($body[$name] ?? '') !== '') {
                return true;
            }
        }
        return false;
    }

    private static function answer(int $status, array $body): WP_REST_Response
    {
        return new WP_REST_Response($body, $status);
    }

    /**
     * Counts an attempt of a key; true while the key has made at most $max in its window, which
     * starts at its first attempt and lasts $window seconds (as the site's limiter counts). Each
     * step is atomic (database UPDATEs, or the object cache's add and increment), so requests at
     * the same moment never both take the last attempt: reading the count, then writing it, let
     * 400 of 1,000 sign-ups, four at a time, through a limit of 300. The count and its end are a
     * transient's two rows, which WordPress deletes once expired.
     */
    public static function attempt(string $key, int $max, int $window = self::RATE_WINDOW): bool
    {
        global $wpdb;
        $name = self::RATE_TRANSIENT_PREFIX . md5("$key|$window");
        if (wp_using_ext_object_cache()) {
            wp_cache_add($name, 0, self::RATE_CACHE_GROUP, $window);
            return (int) wp_cache_incr($name, 1, self::RATE_CACHE_GROUP) <= $max;
        }
        [$count_row, $end_row] = ['_transient_' . $name, '_transient_timeout_' . $name];
        $now = time();
        $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $wpdb->options (option_name, option_value, autoload) VALUES (%s, %d, 'no'), (%s, '0', 'no')", $end_row, $now + $window, $count_row));
        // A window that has ended starts again, in one statement.
        $wpdb->query($wpdb->prepare(
            "UPDATE $wpdb->options c JOIN $wpdb->options e ON e.option_name = %s SET c.option_value = '0', e.option_value = %d WHERE c.option_name = %s AND CAST(e.option_value AS UNSIGNED) <= %d",
            $end_row,
            $now + $window,
            $count_row,
            $now
        ));
        $wpdb->query($wpdb->prepare("UPDATE $wpdb->options SET option_value = LAST_INSERT_ID(CAST(option_value AS UNSIGNED) + 1) WHERE option_name = %s", $count_row));
        $count = (int) $wpdb->get_var('SELECT LAST_INSERT_ID()');
        wp_cache_delete($count_row, 'options');
        wp_cache_delete($end_row, 'options');
        return $count <= $max;
    }

    /**
     * The permission of every write: the site's secret, compared in constant time. Without a
     * secret configured here, no write is accepted. Refusals are counted (EOS_Write_Refusals) for
     * Site Health.
     */
    public static function from_site(WP_REST_Request $request): bool|WP_Error
    {
        $expected = EOS_Settings::get('write_secret');
        $given = (string) $request->get_header(self::SECRET_HEADER);
        if ($expected !== '' && $given !== '' && hash_equals($expected, $given)) {
            return true;
        }
        EOS_Write_Refusals::record($given === '' ? EOS_Write_Refusals::MISSING : EOS_Write_Refusals::WRONG);
        return new WP_Error('write_secret_required', __('Writes are accepted only from the site, with its secret.', 'exchange-office-site'), ['status' => 401]);
    }

    /** The visitor the site names (only asked once from_site() has passed), else the caller's address. */
    public static function client(WP_REST_Request $request): string
    {
        $forwarded = trim((string) $request->get_header(self::CLIENT_HEADER));
        return $forwarded !== '' ? 'site:' . substr($forwarded, 0, 100) : (string) ($_SERVER['REMOTE_ADDR'] ?? '');
    }

    public static function subscribe(array $body, string $client): WP_REST_Response
    {
        $lang = EOS_Languages::normalise($body['lang'] ?? 'uk');
        if (self::decoy_filled($body, ['honeypot', 'website'])) {
            return self::answer(200, ['success' => true, 'already_subscribed' => false, 'message' => self::MESSAGES['subscribed'][$lang]]);
        }
        $email = self::text($body['email'] ?? '');
        // Every sign-up counts against the visitor's limit, whatever its address's state: so
        // "already subscribed" is told only that often (issue 50: enumeration made slow).
        if (!EOS_Newsletter_Limits::visitor_attempt($client) || !self::attempt('address:' . mb_strtolower($email, 'UTF-8'), self::RATE_PER_ADDRESS)) {
            return self::answer(429, ['success' => false, 'code' => 'rate_limit', 'message' => 'Too many attempts', 'data' => ['status' => 429]]);
        }
        if (!preg_match(self::EMAIL, $email) || strlen($email) > 254) {
            return self::answer(400, ['success' => false, 'code' => 'invalid_email', 'message' => 'invalid_email']);
        }
        $domain = mb_strtolower(substr($email, strrpos($email, '@') + 1), 'UTF-8');
        if (in_array($domain, self::BLOCKED_DOMAINS, true)) {
            return self::answer(400, ['success' => false, 'code' => 'blocked_domain', 'message' => 'blocked_domain']);
        }
        // A pending sign-up is answered like a new one: whether someone signed up lately stays unknown.
        $outcome = EOS_Newsletter_Signup::sign_up([
            'email' => $email,
            'lang' => $lang,
            'page' => $body['page'] ?? '',
            'consent' => $body['consent'] ?? '',
            'client' => $client,
        ]);
        if ($outcome === EOS_Newsletter_Signup::NOT_SENT) {
            return self::answer(503, ['success' => false, 'code' => 'mail_not_sent', 'message' => self::MESSAGES['not_sent'][$lang], 'data' => ['status' => 503]]);
        }
        $already = $outcome === EOS_Newsletter_Signup::CONFIRMED;
        return self::answer(200, [
            'success' => true,
            'already_subscribed' => $already,
            'message' => self::MESSAGES[$already ? 'already' : 'subscribed'][$lang],
        ]);
    }

    /** `{token}` of a confirmation link → 200 `{success, confirmed, already_confirmed}`, 400 for a token that opens nothing (unknown or expired). */
    public static function confirm_subscription(array $body, string $client): WP_REST_Response
    {
        if (!self::attempt('confirm:' . $client, self::RATE_PER_CLIENT)) {
            return self::answer(429, ['success' => false, 'code' => 'rate_limit', 'message' => 'Too many attempts', 'data' => ['status' => 429]]);
        }
        $result = EOS_Newsletter_Signup::confirm(self::text($body['token'] ?? ''), $client);
        if ($result === 'invalid') {
            return self::answer(400, ['success' => false, 'code' => 'invalid_token', 'message' => 'invalid_token']);
        }
        return self::answer(200, ['success' => true, 'confirmed' => $result === 'confirmed', 'already_confirmed' => $result === 'already']);
    }

    public static function contact(array $body, string $client): WP_REST_Response
    {
        $lang = EOS_Languages::normalise($body['lang'] ?? 'uk');
        if (self::decoy_filled($body, ['honeypot', 'url', 'website'])) {
            return self::answer(200, ['success' => true, 'message' => self::MESSAGES['sent'][$lang]]);
        }
        $values = [];
        foreach (['name', 'email', 'subject', 'message'] as $key) {
            $values[$key] = self::text($body[$key] ?? '');
        }
        if (in_array('', $values, true)) {
            return self::answer(400, ['success' => false, 'code' => 'missing_fields', 'message' => self::MESSAGES['empty'][$lang]]);
        }
        if (!preg_match(self::EMAIL, $values['email'])) {
            return self::answer(400, ['success' => false, 'code' => 'invalid_email', 'message' => self::MESSAGES['email'][$lang]]);
        }
        if (!self::attempt('contact:' . $client, self::RATE_PER_CLIENT)) {
            return self::answer(429, ['success' => false, 'code' => 'rate_limit', 'message' => 'Too many attempts', 'data' => ['status' => 429]]);
        }
        $id = EOS_Messages::store($values['subject'], $values['message'], $values['name'], $values['email'], $lang);
        if (is_wp_error($id)) {
            return self::answer(500, ['success' => false, 'code' => 'not_stored', 'message' => $id->get_error_message()]);
        }
        // Stored first: a mail failure loses nothing (the message is in WordPress under Messages).
        $page = EOS_Newsletter_Consent::page($body['page'] ?? '');
        if ($page !== '') {
            update_post_meta((int) $id, '_eos_page', $page);
        }
        $sent = EOS_Contact_Mail::send($values, $lang, $page, (int) get_post_timestamp((int) $id));
        update_post_meta((int) $id, '_eos_mailed', $sent ? '1' : '0');
        return self::answer(200, ['success' => true, 'message' => self::MESSAGES['sent'][$lang]]);
    }

    public static function increment_views(array $body): WP_REST_Response|WP_Error
    {
        $raw = $body['post_id'] ?? null;
        $id = is_int($raw) || (is_string($raw) && preg_match('/^\d+$/', $raw)) ? (int) $raw : 0;
        if ($id <= 0) {
            return self::answer(400, ['success' => false, 'code' => 'invalid_post_id', 'message' => 'invalid_post_id']);
        }
        $post = get_post($id);
        if (!$post || $post->post_type !== 'post' || !EOS_Visibility::is_public($post)) {
            return new WP_Error('not_found', 'No published article with this id.', ['status' => 404]);
        }
        return self::answer(200, ['success' => true, 'views' => self::count_view($id)]);
    }

    /** One view more in one UPDATE (no lost counts between concurrent requests); returns the new total. */
    public static function count_view(int $post_id): int
    {
        global $wpdb;
        add_post_meta($post_id, '_eos_views', '0', true);
        $wpdb->query($wpdb->prepare(
            "UPDATE $wpdb->postmeta SET meta_value = LAST_INSERT_ID(CAST(meta_value AS UNSIGNED) + 1) WHERE post_id = %d AND meta_key = '_eos_views'",
            $post_id
        ));
        $views = (int) $wpdb->get_var('SELECT LAST_INSERT_ID()');
        wp_cache_delete($post_id, 'post_meta');
        return $views;
    }
}
