<?php
defined('ABSPATH') || exit;

/**
 * Newsletter subscribers in a table of their own, one row per address whatever its letter case.
 * The unique key is a SHA-256 of the lower-cased address: an index on a utf8mb4 column stops at
 * 191 characters under MySQL's older row formats, and an address may have 254.
 */
final class EOS_Newsletter_Table
{
    public static function name(): string
    {
        global $wpdb;
        return $wpdb->prefix . 'eos_newsletter';
    }

    /** For EOS_Schema (dbDelta). */
    public static function schema(string $charset): string
    {
        $table = self::name();
        return "CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  email_hash char(64) NOT NULL,
  lang varchar(5) NOT NULL DEFAULT 'uk',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email_hash (email_hash),
  KEY created_at (created_at)
) $charset;";
    }

    public static function hash(string $email): string
    {
        return hash('sha256', mb_strtolower(trim($email), 'UTF-8'));
    }

    /** Runs queries of the table; again once the table is made anew, should it be missing (EOS_Missing_Table). */
    private static function run(callable $query): mixed
    {
        return EOS_Missing_Table::retry(self::name(), $query);
    }

    /** Stores an address; false when it was already there. */
    public static function add(string $email, string $lang): bool
    {
        global $wpdb;
        $inserted = self::run(static fn () => $wpdb->query($wpdb->prepare(
            'INSERT IGNORE INTO ' . self::name() . ' (email, email_hash, lang, created_at) VALUES (%s, %s, %s, %s)',
            $email,
            self::hash($email),
            $lang,
            current_time('mysql', true)
        )));
        if ($inserted === false) {
            throw new RuntimeException('The newsletter table could not be written: ' . $wpdb->last_error);
        }
        return $inserted === 1;
    }

    public static function count(string $search = ''): int
    {
        global $wpdb;
        [$where, $args] = self::where($search);
        return (int) self::run(static fn () => $wpdb->get_var($args ? $wpdb->prepare('SELECT COUNT(*) FROM ' . self::name() . " $where", ...$args) : 'SELECT COUNT(*) FROM ' . self::name()));
    }

    /**
     * A page of subscribers, newest first (or by address). @return list<array{id: int, email: string, lang: string, created_at: string}>
     */
    public static function page(string $search, int $per_page, int $page, string $orderby = 'created_at', string $order = 'DESC'): array
    {
        global $wpdb;
        [$where, $args] = self::where($search);
        $orderby = in_array($orderby, ['id', 'email', 'lang', 'created_at'], true) ? $orderby : 'created_at';
        $order = strtoupper($order) === 'ASC' ? 'ASC' : 'DESC';
        $args[] = max(1, $per_page);
        $args[] = max(0, ($page - 1) * $per_page);
        $rows = self::run(static fn () => $wpdb->get_results($wpdb->prepare('SELECT id, email, lang, created_at FROM ' . self::name() . " $where ORDER BY $orderby $order, id $order LIMIT %d OFFSET %d", ...$args), ARRAY_A));
        return array_map(static fn ($r) => ['id' => (int) $r['id'], 'email' => (string) $r['email'], 'lang' => (string) $r['lang'], 'created_at' => (string) $r['created_at']], $rows ?: []);
    }

    /** @return array{0: string, 1: list<string>} */
    private static function where(string $search): array
    {
        global $wpdb;
        $search = trim($search);
        return $search === '' ? ['', []] : ['WHERE email LIKE %s', ['%' . $wpdb->esc_like($search) . '%']];
    }

    /** @return array{id: int, email: string, lang: string, created_at: string}|null */
    public static function find(string $email): ?array
    {
        global $wpdb;
        $row = self::run(static fn () => $wpdb->get_row($wpdb->prepare('SELECT id, email, lang, created_at FROM ' . self::name() . ' WHERE email_hash = %s', self::hash($email)), ARRAY_A));
        return $row ? ['id' => (int) $row['id'], 'email' => (string) $row['email'], 'lang' => (string) $row['lang'], 'created_at' => (string) $row['created_at']] : null;
    }

    /** Removes an address; true when it was there. */
    public static function remove(string $email): bool
    {
        global $wpdb;
        return (int) self::run(static fn () => $wpdb->delete(self::name(), ['email_hash' => self::hash($email)])) > 0;
    }

    /** @param list<int> $ids @return int how many were removed */
    public static function remove_ids(array $ids): int
    {
        global $wpdb;
        $ids = array_values(array_filter(array_map('intval', $ids), static fn ($id) => $id > 0));
        if (!$ids) {
            return 0;
        }
        return (int) self::run(static fn () => $wpdb->query($wpdb->prepare('DELETE FROM ' . self::name() . ' WHERE id IN (' . implode(',', array_fill(0, count($ids), '%d')) . ')', ...$ids)));
    }
}
