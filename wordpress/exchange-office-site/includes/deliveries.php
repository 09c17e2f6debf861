<?php
defined('ABSPATH') || exit;

/**
 * The revalidation calls, one row each in a table of the plugin's own: what to send, for which
 * change, and how its delivery goes (pending, delivered or failed; attempts; the next try; the
 * site's last answer). One INSERT per payload: two saves at the same moment cannot drop each
 * other's calls, as a shared option read and written back would.
 */
final class EOS_Deliveries
{
    use EOS_Own_Table;

    private const TABLE = 'eos_revalidations';

    public const PENDING = 'pending';
    public const DELIVERED = 'delivered';
    public const FAILED = 'failed';
    /** How long a sender holds a row it is sending, so a second sender (cron and the loopback) skips it. */
    private const CLAIM_SECONDS = 60;

    /** For EOS_Schema (dbDelta): times are Unix seconds. */
    public static function schema(string $charset): string
    {
        $table = self::name();
        return "CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  payload text NOT NULL,
  label varchar(255) NOT NULL DEFAULT '',
  status varchar(10) NOT NULL DEFAULT 'pending',
  attempts smallint(5) unsigned NOT NULL DEFAULT 0,
  created_at bigint(20) unsigned NOT NULL,
  next_attempt_at bigint(20) unsigned NOT NULL DEFAULT 0,
  last_attempt_at bigint(20) unsigned NOT NULL DEFAULT 0,
  last_answer varchar(255) NOT NULL DEFAULT '',
  claimed_until bigint(20) unsigned NOT NULL DEFAULT 0,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY status_next (status,next_attempt_at),
  KEY user_created (user_id,created_at)
) $charset;";
    }

    /** A row for one payload; $user_id: whose save made it (0: none, e.g. WP-Cron). */
    public static function add(array $payload, string $label, int $now, int $user_id = 0): int
    {
        global $wpdb;
        self::run(static fn () => $wpdb->insert(self::name(), [
            'user_id' => $user_id,
            'payload' => (string) wp_json_encode($payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES),
            'label' => mb_substr($label, 0, 255),
            'status' => self::PENDING,
            'attempts' => 0,
            'created_at' => $now,
            'next_attempt_at' => $now,
        ]));
        return (int) $wpdb->insert_id;
    }

    /** @return list<object> pending rows whose next try has come, oldest first */
    public static function due(int $now, int $limit = 50): array
    {
        global $wpdb;
        return self::run(static fn () => $wpdb->get_results($wpdb->prepare(
            'SELECT * FROM ' . self::name() . ' WHERE status = %s AND next_attempt_at <= %d AND claimed_until < %d ORDER BY id LIMIT %d',
            self::PENDING,
            $now,
            $now,
            $limit
        )));
    }

    /** Takes a row for sending; false when another sender has it or it is no longer pending. */
    public static function claim(int $id, int $now): bool
    {
        global $wpdb;
        return (int) $wpdb->query($wpdb->prepare(
            'UPDATE ' . self::name() . ' SET claimed_until = %d WHERE id = %d AND status = %s AND claimed_until < %d',
            $now + self::CLAIM_SECONDS,
            $id,
            self::PENDING,
            $now
        )) === 1;
    }

    /** Records an attempt: its answer, the new status and when to try again. */
    public static function record(int $id, string $status, int $attempts, string $answer, int $now, int $next): void
    {
        global $wpdb;
        $wpdb->update(self::name(), [
            'status' => $status,
            'attempts' => $attempts,
            'last_answer' => mb_substr($answer, 0, 255),
            'last_attempt_at' => $now,
            'next_attempt_at' => $next,
            'claimed_until' => 0,
        ], ['id' => $id]);
    }

    /** Moves a pending row's next try to $until without counting an attempt. */
    public static function postpone(int $id, int $until): void
    {
        global $wpdb;
        $wpdb->query($wpdb->prepare(
            'UPDATE ' . self::name() . ' SET next_attempt_at = GREATEST(next_attempt_at, %d) WHERE id = %d AND status = %s',
            $until,
            $id,
            self::PENDING
        ));
    }

    /** The time of the next pending try, null when nothing waits. */
    public static function next_due(): ?int
    {
        global $wpdb;
        $next = self::run(static fn () => $wpdb->get_var($wpdb->prepare('SELECT MIN(next_attempt_at) FROM ' . self::name() . ' WHERE status = %s', self::PENDING)));
        return $next === null ? null : (int) $next;
    }

    /** @return list<object> the latest rows, newest first */
    public static function recent(int $limit = 100): array
    {
        global $wpdb;
        return self::run(static fn () => $wpdb->get_results($wpdb->prepare('SELECT * FROM ' . self::name() . ' ORDER BY id DESC LIMIT %d', $limit)));
    }

    /**
     * The calls the site has not taken since it last took a whole-site refresh, from the last two
     * days: failed ones, pending ones that failed at least once, and pending ones never tried ten
     * minutes after their time (nothing runs WP-Cron). @return list<object>
     */
    public static function failing(int $now): array
    {
        global $wpdb;
        $table = self::name();
        $last_all = (int) self::run(static fn () => $wpdb->get_var($wpdb->prepare(
            "SELECT MAX(created_at) FROM $table WHERE status = %s AND payload LIKE %s",
            self::DELIVERED,
            '{"type":"all"%'
        )));
        return $wpdb->get_results($wpdb->prepare(
            "SELECT * FROM $table WHERE ((status = %s AND (attempts > 0 OR next_attempt_at < %d)) OR status = %s) AND created_at > %d AND created_at > %d ORDER BY id",
            self::PENDING,
            $now - 10 * MINUTE_IN_SECONDS,
            self::FAILED,
            $last_all,
            $now - 2 * DAY_IN_SECONDS
        ));
    }

    /** @return list<object> the calls a user's saves made since $since (Unix seconds), oldest first */
    public static function by_user(int $user_id, int $since): array
    {
        global $wpdb;
        return self::run(static fn () => $wpdb->get_results($wpdb->prepare('SELECT * FROM ' . self::name() . ' WHERE user_id = %d AND created_at >= %d ORDER BY id LIMIT 100', $user_id, $since)));
    }

    /** Forgets delivered calls after a week and failed ones after a month. */
    public static function prune(int $now): void
    {
        global $wpdb;
        $wpdb->query($wpdb->prepare(
            'DELETE FROM ' . self::name() . ' WHERE (status = %s AND created_at < %d) OR (status = %s AND created_at < %d)',
            self::DELIVERED,
            $now - WEEK_IN_SECONDS,
            self::FAILED,
            $now - MONTH_IN_SECONDS
        ));
    }
}
