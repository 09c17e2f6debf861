<?php
defined('ABSPATH') || exit;

/**
 * The unsubscribe link a newsletter mail carries: `{site}/{lang}/newsletter/unsubscribe?token=…`.
 * The token is opaque: the lower-cased address sealed (libsodium's secretbox: XSalsa20 and
 * Poly1305) under a key that never leaves this WordPress, with a nonce made from the address's
 * HMAC, so one address always has the same link and nobody who sees a link (a proxy's log, a
 * link checker) learns the address from it or can make one. The site's page posts the token to
 * `{namespace}/newsletter-unsubscribe` through its server; this route opens it and removes the
 * address. Links of the older form (the address in base64url, a dot, its HMAC-SHA256), in mails
 * sent before, still work.
 */
final class EOS_Unsubscribe
{
    public const KEY_OPTION = 'eos_unsubscribe_key';

    public static function boot(): void
    {
        add_action('rest_api_init', [self::class, 'register']);
    }

    /**
     * The link to put into a mail to this address (its language: the subscriber's); '' while the
     * public site's address is not set (a link without it would lead nowhere).
     */
    public static function link(string $email, string $lang = 'uk'): string
    {
        if (EOS_Settings::get('site_url') === '') {
            return '';
        }
        return EOS_Settings::get('site_url') . '/' . EOS_Languages::normalise($lang) . '/newsletter/unsubscribe?token=' . rawurlencode(self::token($email));
    }

    public static function token(string $email): string
    {
        $address = mb_strtolower(trim($email), 'UTF-8');
        $nonce = substr(hash_hmac('sha256', 'unsubscribe-nonce:' . $address, self::key(), true), 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES);
        return self::b64($nonce . sodium_crypto_secretbox($address, $nonce, self::box_key()));
    }

    /** The address a token is for, or null when it is malformed, sealed under another key or changed. */
    public static function address(string $token): ?string
    {
        if (preg_match('/^[A-Za-z0-9_-]{60,500}$/', $token)) {
            $sealed = self::unb64($token);
            $nonce = $sealed === null ? '' : substr($sealed, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES);
            $address = $sealed === null || strlen($sealed) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES + SODIUM_CRYPTO_SECRETBOX_MACBYTES ? false
                : sodium_crypto_secretbox_open(substr($sealed, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES), $nonce, self::box_key());
            return is_string($address) && str_contains($address, '@') ? $address : null;
        }
        // The older form, from mails sent before the tokens were opaque.
        if (!preg_match('/^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/', $token, $m)) {
            return null;
        }
        $email = self::unb64($m[1]);
        $signature = self::unb64($m[2]);
        if ($email === null || $signature === null || !str_contains($email, '@')) {
            return null;
        }
        return hash_equals(self::signature($email), $signature) ? $email : null;
    }

    private static function signature(string $email): string
    {
        return hash_hmac('sha256', 'unsubscribe:' . mb_strtolower($email, 'UTF-8'), self::key(), true);
    }

    private static function key(): string
    {
        return EOS_Site_Key::get(self::KEY_OPTION);
    }

    /** The secretbox's key, made from the site's unsubscribe key. */
    private static function box_key(): string
    {
        return hash_hmac('sha256', 'unsubscribe-box', self::key(), true);
    }

    private static function b64(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }

    private static function unb64(string $text): ?string
    {
        $bytes = base64_decode(strtr($text, '-_', '+/'), true);
        return $bytes === false ? null : $bytes;
    }

    public static function register(): void
    {
        register_rest_route(EOS_Settings::get('namespace'), '/newsletter-unsubscribe', [
            [
                'methods' => 'POST',
                'callback' => [self::class, 'handle'],
                // The signed token is the permission: only the address's owner has it.
                'permission_callback' => '__return_true',
            ],
            [
                'methods' => ['GET', 'PUT', 'PATCH', 'DELETE'],
                'callback' => static fn () => new WP_Error('rest_method_not_allowed', 'Method not allowed for this route.', ['status' => 405]),
                'permission_callback' => '__return_true',
            ],
        ]);
    }

    /** `{token}` → 200 `{success, unsubscribed}` (false: the address was not subscribed any more), 400 for a bad token. */
    public static function handle(WP_REST_Request $request): WP_REST_Response
    {
        $body = $request->get_json_params();
        $token = is_array($body) && is_string($body['token'] ?? null) ? trim($body['token']) : '';
        $email = self::address($token);
        if ($email === null) {
            return new WP_REST_Response(['success' => false, 'code' => 'invalid_token', 'message' => 'invalid_token'], 400);
        }
        return new WP_REST_Response(['success' => true, 'unsubscribed' => EOS_Newsletter_Table::remove($email)], 200);
    }
}
