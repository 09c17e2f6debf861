<?php
defined('ABSPATH') || exit;

/**
 * Background work in WP-Cron batches (EOS_Day_One, EOS_Search_Build): each run of a job's event
 * does batches for a bounded time, then schedules the event again until the job says it is done.
 * One run at a time per job: a second run while one holds the lock only comes back later.
 */
final class EOS_Batches
{
    /** Well under the 30 s a PHP worker is often allowed, leaving time for the other events of the run. */
    public const SECONDS_PER_RUN = 20;
    /** A lock older than this was left by a run that died. */
    private const LOCK_SECONDS = 120;
    public const MORE = 'more';
    public const DONE = 'done';
    /** The job waits for another one (the search index for the languages). */
    public const WAIT = 'wait';
    private const WAIT_SECONDS = 30;

    /** Schedules the job's event now, unless it is scheduled already. */
    public static function schedule(string $hook): void
    {
        if (!wp_next_scheduled($hook)) {
            wp_schedule_single_event(time(), $hook);
        }
    }

    /** The cron callback's body: batches while time remains, then the next run if needed. @param callable(): string $batch */
    public static function run(string $hook, string $lock, callable $batch): void
    {
        if (!self::lock($lock)) {
            wp_schedule_single_event(time() + self::LOCK_SECONDS, $hook);
            return;
        }
        $until = microtime(true) + self::SECONDS_PER_RUN;
        try {
            do {
                $status = $batch();
                // Thousands of items read in one run would otherwise all stay in the object cache.
                if (function_exists('wp_cache_supports') && wp_cache_supports('flush_runtime')) {
                    wp_cache_flush_runtime();
                }
            } while ($status === self::MORE && microtime(true) < $until);
        } finally {
            delete_option($lock);
        }
        if ($status !== self::DONE) {
            wp_schedule_single_event(time() + ($status === self::WAIT ? self::WAIT_SECONDS : 0), $hook);
        }
    }

    /** The option's row is the lock: INSERT IGNORE adds it for one run only (add_option() would update it). */
    private static function lock(string $lock): bool
    {
        global $wpdb;
        $take = static fn (): bool => (bool) $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $wpdb->options (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $lock, (string) time()));
        wp_cache_delete($lock, 'options');
        wp_cache_delete('notoptions', 'options');
        if ($take()) {
            return true;
        }
        $since = (int) $wpdb->get_var($wpdb->prepare("SELECT option_value FROM $wpdb->options WHERE option_name = %s", $lock));
        if ($since > time() - self::LOCK_SECONDS) {
            return false;
        }
        $wpdb->delete($wpdb->options, ['option_name' => $lock]);
        return $take();
    }
}

/**
 * What a job of batches (EOS_Day_One, EOS_Search_Build) has the same way: its WP-Cron event runs
 * the job's batch() through EOS_Batches::run, and its state is one option. The class names them in
 * its constants HOOK, LOCK_OPTION and STATE_OPTION; a state whose phase is not `done` is running.
 */
trait EOS_Batch_Job
{
    public static function boot(): void
    {
        add_action(self::HOOK, [self::class, 'run']);
    }

    public static function run(): void
    {
        EOS_Batches::run(self::HOOK, self::LOCK_OPTION, [self::class, 'batch']);
    }

    /** @return array<string, mixed> */
    public static function state(): array
    {
        $state = get_option(self::STATE_OPTION, []);
        return is_array($state) ? $state : [];
    }

    public static function running(): bool
    {
        return (self::state()['phase'] ?? 'done') !== 'done';
    }
}
