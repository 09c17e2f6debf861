<?php
defined('ABSPATH') || exit;

/**
 * A restore of the database without the plugin's own tables leaves the schema version saying they
 * exist, so nothing checks them on load (that would cost a query on every request). Instead the
 * query that finds its table gone brings the schema back (EOS_Schema::upgrade) and runs once more:
 * a sign-up after such a restore is stored and answered as usual, not with a 500.
 */
final class EOS_Missing_Table
{
    /**
     * Runs $query (one or more queries of $table) and returns what it returns; again, after the
     * schema upgrade, when it failed and $table does not exist. $made runs once the table is made
     * again, before the query does (the search table schedules its rows: EOS_Search_Table).
     * @template T
     * @param callable(): T $query
     * @param (callable(): void)|null $made
     * @return T
     */
    public static function retry(string $table, callable $query, ?callable $made = null): mixed
    {
        global $wpdb;
        $result = $query();
        if ($wpdb->last_error === '' || self::exists($table)) {
            return $result;
        }
        EOS_Schema::upgrade();
        if ($made !== null) {
            $made();
        }
        return $query();
    }

    public static function exists(string $table): bool
    {
        global $wpdb;
        return $wpdb->get_var($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($table))) === $table;
    }
}

/**
 * A table of the plugin's own (EOS_Newsletter_Table, EOS_Deliveries): named by the class's TABLE
 * after the site's prefix, its queries run through run(), which makes it anew should it be missing.
 */
trait EOS_Own_Table
{
    public static function name(): string
    {
        global $wpdb;
        return $wpdb->prefix . self::TABLE;
    }

    /** Runs queries of the table; again once the table is made anew, should it be missing (EOS_Missing_Table). */
    private static function run(callable $query): mixed
    {
        return EOS_Missing_Table::retry(self::name(), $query);
    }
}
