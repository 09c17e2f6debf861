<?php
defined('ABSPATH') || exit;

/**
 * Signed preview tokens: one item, one user, a few minutes. WordPress's Preview button puts one in
 * the site's preview link (EOS_Preview) only for a user who may edit the item; the site sends it
 * back in the X-Preview-Token header when it asks for the item, and WordPress answers only that
 * item, only while the token is valid and that user may still edit it, as that user's version
 * (EOS_Preview_Version). The signing key is made here and never leaves WordPress.
 */
final class EOS_Preview_Token
{
    /** Seconds a token opens its item. */
    public const TTL = 600;
    public const HEADER = 'X-Preview-Token';
    public const KEY_OPTION = 'eos_preview_key';
    /** May see the item as it is being edited: the capability a token's user needs for it. */
    public const CAPABILITY = 'edit_post';

    /**
     * The item and user the token of the request being answered opened. The single-item reads
     * are given the item's id only; the version they show is this user's.
     * @var array{post_id: int, user_id: int}
     */
    private static array $opened = ['post_id' => 0, 'user_id' => 0];

    private static function key(): string
    {
        $key = get_option(self::KEY_OPTION, '');
        if (!is_string($key) || strlen($key) < 64) {
            $key = bin2hex(random_bytes(32));
            update_option(self::KEY_OPTION, $key, false);
        }
        return $key;
    }

    private static function signature(string $payload): string
    {
        return hash_hmac('sha256', $payload, self::key());
    }

    /** `{post id}.{user id}.{expiry, Unix seconds}.{HMAC-SHA256 of the three}` */
    public static function mint(int $post_id, int $user_id, ?int $now = null): string
    {
        $payload = $post_id . '.' . $user_id . '.' . (($now ?? time()) + self::TTL);
        return $payload . '.' . self::signature($payload);
    }

    private static function refuse(string $code, string $message, int $status): WP_Error
    {
        return new WP_Error($code, $message, ['status' => $status]);
    }

    /**
     * The item and user of a valid token. Refused: a malformed or tampered token, an expired one,
     * a user who no longer exists (401); an item that is gone (404); a user who may not edit the
     * item (403).
     * @return array{post_id: int, user_id: int, expires: int}|WP_Error
     */
    public static function verify(string $token, ?int $now = null): array|WP_Error
    {
        if (!preg_match('/^(\d{1,20})\.(\d{1,20})\.(\d{1,12})\.([0-9a-f]{64})$/', $token, $m)) {
            return self::refuse('preview_token_invalid', __('This preview link is not valid.', 'exchange-office-site'), 401);
        }
        if (!hash_equals(self::signature("$m[1].$m[2].$m[3]"), $m[4])) {
            return self::refuse('preview_token_invalid', __('This preview link is not valid.', 'exchange-office-site'), 401);
        }
        [$post_id, $user_id, $expires] = [(int) $m[1], (int) $m[2], (int) $m[3]];
        if ($expires < ($now ?? time())) {
            return self::refuse('preview_token_expired', __('This preview link has expired: press Preview in WordPress again.', 'exchange-office-site'), 401);
        }
        $user = get_userdata($user_id);
        if (!$user instanceof WP_User) {
            return self::refuse('preview_token_invalid', __('This preview link is not valid.', 'exchange-office-site'), 401);
        }
        if (!get_post($post_id)) {
            return self::refuse('not_found', __('The item of this preview link no longer exists.', 'exchange-office-site'), 404);
        }
        if (!user_can($user, self::CAPABILITY, $post_id)) {
            return self::refuse('preview_forbidden', __('This preview link does not open this item.', 'exchange-office-site'), 403);
        }
        return ['post_id' => $post_id, 'user_id' => $user_id, 'expires' => $expires];
    }

    /** The item a request's token opens; 0 without a token or with one that is refused. */
    public static function post_id(WP_REST_Request $request): int
    {
        self::$opened = ['post_id' => 0, 'user_id' => 0];
        $token = trim((string) $request->get_header(self::HEADER));
        $verified = $token === '' ? null : self::verify($token);
        if (!is_array($verified)) {
            return 0;
        }
        self::$opened = ['post_id' => $verified['post_id'], 'user_id' => $verified['user_id']];
        return $verified['post_id'];
    }

    /** The user whose token opened an item in the request being answered (post_id()); 0 for none. */
    public static function user_for(int $post_id): int
    {
        return $post_id > 0 && self::$opened['post_id'] === $post_id ? self::$opened['user_id'] : 0;
    }

    /** `GET {namespace}/preview`: what the site asks before it turns its preview on. */
    public static function answer(WP_REST_Request $request): array|WP_Error
    {
        $verified = self::verify(trim((string) $request->get_header(self::HEADER)));
        return is_wp_error($verified) ? $verified : ['post_id' => $verified['post_id'], 'expires' => gmdate('c', $verified['expires'])];
    }
}
