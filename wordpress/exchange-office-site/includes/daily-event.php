<?php
defined('ABSPATH') || exit;

/**
 * A daily WP-Cron event of the plugin (EOS_Message_Retention, EOS_Newsletter_Signup): its callback
 * runs on the event's hook, and the event is scheduled on `init` whenever it is not, the first run
 * an hour later. Deactivation unschedules it (EOS_Footprint::CRON_HOOKS).
 */
final class EOS_Daily_Event
{
    public static function boot(string $hook, callable $callback): void
    {
        add_action($hook, $callback);
        add_action('init', static function () use ($hook): void {
            if (!wp_next_scheduled($hook)) {
                wp_schedule_event(time() + HOUR_IN_SECONDS, 'daily', $hook);
            }
        });
    }
}
