<?php
defined('ABSPATH') || exit;

/**
 * A failed oEmbed lookup is tried again. WordPress keeps a failure in the item's meta as
 * `{{unknown}}` and serves it until the item is saved again, so a video whose provider did not
 * answer once would stay a bare link for good. Whenever WordPress records such a failure, a
 * WP-Cron event asks again later (never inside a visitor's request), a bounded number of times
 * with growing pauses; when every embed of the item is known, the site is told to refresh it. A
 * save of the item starts the count again (WordPress itself retries its embeds then).
 */
final class EOS_Embed_Retry
{
    public const HOOK = 'eos_retry_embeds';
    public const ATTEMPTS_META = '_eos_embed_attempts';
    /** Seconds before each further lookup: 10 minutes, an hour, six hours, then daily. */
    public const DELAYS = [600, 3600, 21600, 86400, 86400, 86400];
    private const FAILURE = '{{unknown}}';

    public static function boot(): void
    {
        add_action('added_post_meta', [self::class, 'on_meta'], 10, 4);
        add_action(self::HOOK, [self::class, 'retry']);
        add_action('save_post', [self::class, 'forget_attempts']);
    }

    public static function is_cache_key(string $key): bool
    {
        return (bool) preg_match('/^_oembed_[0-9a-f]{32}$/', $key);
    }

    public static function on_meta(mixed $meta_id, mixed $post_id, mixed $key, mixed $value): void
    {
        if (is_string($key) && self::is_cache_key($key) && $value === self::FAILURE) {
            self::schedule((int) $post_id);
        }
    }

    public static function schedule(int $post_id): void
    {
        $attempts = (int) get_post_meta($post_id, self::ATTEMPTS_META, true);
        if ($post_id <= 0 || $attempts >= count(self::DELAYS) || wp_next_scheduled(self::HOOK, [$post_id])) {
            return;
        }
        wp_schedule_single_event(time() + self::DELAYS[$attempts], self::HOOK, [$post_id]);
    }

    public static function retry(mixed $post_id): void
    {
        global $wp_embed;
        $post = get_post((int) $post_id);
        if (!$post instanceof WP_Post || !$wp_embed instanceof WP_Embed) {
            return;
        }
        update_post_meta($post->ID, self::ATTEMPTS_META, (int) get_post_meta($post->ID, self::ATTEMPTS_META, true) + 1);
        $failed = self::failures($post->ID);
        // Without the failure in the cache, WordPress asks the provider again and records the
        // answer, or a new failure (which schedules the next attempt through on_meta).
        foreach ($failed as $key) {
            delete_post_meta($post->ID, $key);
        }
        $wp_embed->cache_oembed($post->ID);
        if ($failed && !self::failures($post->ID)) {
            EOS_Revalidate::rendering_changed($post);
        }
    }

    public static function forget_attempts(mixed $post_id): void
    {
        delete_post_meta((int) $post_id, self::ATTEMPTS_META);
    }

    /** @return list<string> the item's oEmbed cache keys that hold a failure */
    public static function failures(int $post_id): array
    {
        $keys = [];
        foreach (get_post_meta($post_id) as $key => $values) {
            if (self::is_cache_key((string) $key) && in_array(self::FAILURE, (array) $values, true)) {
                $keys[] = (string) $key;
            }
        }
        return $keys;
    }
}
