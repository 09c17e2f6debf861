<?php
defined('ABSPATH') || exit;

/**
 * Background work in WP-Cron batches (EOS_Day_One, EOS_Search_Build): each run of a job's event
 * does batches for a bounded time, then schedules the event again until the job says it is done.
 * One run at a time per job: a second run while one holds the lock only comes back later.
 *
 * A run can die in a batch: a fatal error or an `exit` in another plugin's shortcode that the
 * search build renders, PHP's memory or time limit, a worker killed by the server. WP-Cron has
 * unscheduled the event before running it, and `finally` does not run on a fatal error, so the
 * next run is scheduled before the first batch starts, and each batch first notes where it
 * starts (the job's ATTEMPT_OPTION). A run that finds that note left behind knows the batch
 * died there: it goes on one item per batch, so the item that kills it is the one noted, and
 * once that item has been tried ATTEMPTS times it is skipped (EOS_Batch_Job::skip), logged and
 * listed on the settings page, and the job goes on. A batch that throws counts the same way.
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
    /** Times one item is tried in a batch of its own before it is skipped. */
    public const ATTEMPTS = 3;
    /** Skipped items a job's state keeps (the newest) for the settings page. */
    public const SKIPPED_KEPT = 20;
    /**
     * When the run scheduled before the first batch comes, should this one die without a word
     * (a worker killed): in seconds; EOS_BATCH_RETRY_SECONDS (wp-config.php) shortens it in tests.
     */
    private const RETRY_SECONDS = 60;

    /** Schedules the job's event now, unless it is scheduled already. */
    public static function schedule(string $hook): void
    {
        if (!wp_next_scheduled($hook)) {
            wp_schedule_single_event(time(), $hook);
        }
    }

    public static function retry_seconds(): int
    {
        return defined('EOS_BATCH_RETRY_SECONDS') && (int) EOS_BATCH_RETRY_SECONDS > 0 ? (int) EOS_BATCH_RETRY_SECONDS : self::RETRY_SECONDS;
    }

    /**
     * The cron callback's body: batches while time remains, then the next run if needed.
     * @param class-string $job a class that uses EOS_Batch_Job
     */
    public static function run(string $job): void
    {
        $hook = $job::HOOK;
        if (!self::lock($job::LOCK_OPTION)) {
            self::reschedule($hook, self::LOCK_SECONDS);
            return;
        }
        // Should this run die, WP-Cron still has the next one.
        self::reschedule($hook, self::retry_seconds());
        $finished = false;
        register_shutdown_function(static function () use (&$finished, $job): void {
            if ($finished) {
                return;
            }
            // The run died (exit, a fatal error): the note of the batch stays, with PHP's last word.
            $error = error_get_last();
            if ($error && in_array($error['type'], [E_ERROR, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR], true)) {
                self::note_error($job, (string) $error['message']);
            }
            delete_option($job::LOCK_OPTION);
            self::reschedule($job::HOOK, 0);
            self::release_cron_lock();
        });
        $attempt = self::attempt($job);
        // The last run died in a batch: one item per batch from there.
        $careful = $attempt !== null;
        if ($careful && $attempt['size'] === 1 && $attempt['attempts'] >= self::ATTEMPTS && $attempt['position'] === $job::position()) {
            $job::skip($attempt['error']);
            delete_option($job::ATTEMPT_OPTION);
            $attempt = null;
        }
        $until = microtime(true) + self::SECONDS_PER_RUN;
        $status = self::MORE;
        try {
            do {
                $size = $careful ? 1 : $job::BATCH;
                $position = $job::position();
                $same = $attempt !== null && $attempt['position'] === $position && $attempt['size'] === $size;
                $attempt = ['position' => $position, 'size' => $size, 'attempts' => $same ? $attempt['attempts'] + 1 : 1, 'error' => ''];
                update_option($job::ATTEMPT_OPTION, $attempt, false);
                $status = $job::batch($size);
                delete_option($job::ATTEMPT_OPTION);
                $attempt = null;
                // Thousands of items read in one run would otherwise all stay in the object cache.
                if (function_exists('wp_cache_supports') && wp_cache_supports('flush_runtime')) {
                    wp_cache_flush_runtime();
                }
            } while ($status === self::MORE && microtime(true) < $until);
        } catch (Throwable $e) {
            // As if the batch had died: its note stays, and the next run tries it again.
            self::note_error($job, get_class($e) . ': ' . $e->getMessage());
            $status = self::MORE;
        }
        delete_option($job::LOCK_OPTION);
        $finished = true;
        if ($status === self::DONE) {
            wp_clear_scheduled_hook($hook);
            return;
        }
        self::reschedule($hook, $status === self::WAIT ? self::WAIT_SECONDS : 0);
    }

    /**
     * WP-Cron's own lock of this request (wp-cron.php's `doing_cron`), which it gives back only
     * when it reaches its end: a request that died would keep every run of WP-Cron away for a
     * minute (WP_CRON_LOCK_TIMEOUT).
     */
    private static function release_cron_lock(): void
    {
        $mine = $GLOBALS['doing_wp_cron'] ?? '';
        if (wp_doing_cron() && $mine !== '' && get_transient('doing_cron') === $mine) {
            delete_transient('doing_cron');
        }
    }

    /** The job's event, once, in $seconds (replacing the one scheduled before). */
    private static function reschedule(string $hook, int $seconds): void
    {
        wp_clear_scheduled_hook($hook);
        wp_schedule_single_event(time() + $seconds, $hook);
    }

    /**
     * The note of the batch a run died in, if one did.
     * @param class-string $job
     * @return array{position: string, size: int, attempts: int, error: string}|null
     */
    public static function attempt(string $job): ?array
    {
        wp_cache_delete($job::ATTEMPT_OPTION, 'options');
        $note = get_option($job::ATTEMPT_OPTION);
        if (!is_array($note) || !isset($note['position'], $note['size'], $note['attempts'])) {
            return null;
        }
        return ['position' => (string) $note['position'], 'size' => (int) $note['size'], 'attempts' => (int) $note['attempts'], 'error' => (string) ($note['error'] ?? '')];
    }

    /** @param class-string $job */
    private static function note_error(string $job, string $error): void
    {
        $note = self::attempt($job);
        if ($note !== null) {
            update_option($job::ATTEMPT_OPTION, ['error' => mb_substr($error, 0, 500, 'UTF-8')] + $note, false);
        }
    }

    /** Forgets a dead batch's note and lock (a job started again from the start). @param class-string $job */
    public static function reset(string $job): void
    {
        delete_option($job::ATTEMPT_OPTION);
        delete_option($job::LOCK_OPTION);
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
 * the job through EOS_Batches::run; its state is one option; an unfinished job always has its
 * event (resume); the items it had to skip are kept in its state for the settings page. The class
 * names them in its constants HOOK, LOCK_OPTION, STATE_OPTION, ATTEMPT_OPTION and BATCH, and has
 * batch(int $size): string (EOS_Batches::MORE, WAIT or DONE), position(): string (where the next
 * batch starts) and skip_next(): ?array (passes over the item the next batch would start with).
 * A state whose phase is not `done` is running.
 */
trait EOS_Batch_Job
{
    public static function boot(): void
    {
        add_action(self::HOOK, [self::class, 'run']);
        // WP-Cron's own requests and the admin: a job left without its event (by a version that
        // did not schedule the next run before the batch) gets it back.
        add_action('init', static function (): void {
            if (wp_doing_cron() || is_admin()) {
                self::resume();
            }
        });
    }

    public static function run(): void
    {
        EOS_Batches::run(self::class);
    }

    /** Schedules the job's event when it is unfinished and has none. */
    public static function resume(): void
    {
        if (self::running() && !wp_next_scheduled(self::HOOK)) {
            EOS_Batches::schedule(self::HOOK);
        }
    }

    /** @return array<string, mixed> */
    public static function state(): array
    {
        wp_cache_delete(self::STATE_OPTION, 'options');
        $state = get_option(self::STATE_OPTION, []);
        return is_array($state) ? $state : [];
    }

    public static function running(): bool
    {
        return (self::state()['phase'] ?? 'done') !== 'done';
    }

    /**
     * Passes over the item the next batch would start with, which stopped the job ATTEMPTS times,
     * and keeps it in the state (skipped()) with what PHP said.
     */
    public static function skip(string $error): void
    {
        $item = self::skip_next();
        if ($item === null) {
            return;
        }
        $item += ['error' => $error, 'at' => time()];
        $state = self::state();
        $state['skipped'] = array_slice(array_merge(is_array($state['skipped'] ?? null) ? $state['skipped'] : [], [$item]), -EOS_Batches::SKIPPED_KEPT);
        update_option(self::STATE_OPTION, $state, false);
        error_log(sprintf('[exchange-office-site] %s skipped %s %d (%s) after %d attempts: %s', self::HOOK, $item['kind'], $item['id'], $item['title'], EOS_Batches::ATTEMPTS, $error ?: 'no error message'));
    }

    /** @return list<array{kind: string, id: int, title: string, error: string, at: int}> the items skipped in this pass, oldest first */
    public static function skipped(): array
    {
        $skipped = self::state()['skipped'] ?? [];
        return is_array($skipped) ? array_values(array_filter($skipped, 'is_array')) : [];
    }
}
