<?php
defined('ABSPATH') || exit;

/**
 * Contact messages are kept for the months of the mail settings (12 by default), as the suggested
 * privacy text says; a daily WP-Cron event deletes older ones, a batch at a time.
 */
final class EOS_Message_Retention
{
    public const HOOK = 'eos_message_retention';
    private const BATCH = 200;

    public static function boot(): void
    {
        EOS_Daily_Event::boot(self::HOOK, [self::class, 'run']);
    }

    /** Messages sent before this time (UTC, MySQL format) are past their keeping. */
    public static function cutoff(?int $now = null): string
    {
        $months = EOS_Mail_Settings::retention_months();
        return gmdate('Y-m-d H:i:s', strtotime("-$months months", $now ?? time()));
    }

    /** Deletes a batch of old messages; a long backlog continues in an hour. Returns how many went. */
    public static function run(): int
    {
        global $wpdb;
        $ids = $wpdb->get_col($wpdb->prepare(
            "SELECT ID FROM $wpdb->posts WHERE post_type = 'eos_message' AND post_date_gmt < %s ORDER BY post_date_gmt LIMIT %d",
            self::cutoff(),
            self::BATCH
        ));
        $deleted = 0;
        foreach ($ids as $id) {
            $deleted += wp_delete_post((int) $id, true) ? 1 : 0;
        }
        if (count($ids) === self::BATCH) {
            wp_schedule_single_event(time() + HOUR_IN_SECONDS, self::HOOK);
        }
        return $deleted;
    }
}
