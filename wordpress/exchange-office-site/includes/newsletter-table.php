<?php
defined('ABSPATH') || exit;

/**
 * Newsletter subscribers in a table of their own, one row per address whatever its letter case.
 * The unique key is a SHA-256 of the lower-cased address: an index on a utf8mb4 column stops at
 * 191 characters under MySQL's older row formats, and an address may have 254.
 *
 * A row is pending (`pending` = 1) from the sign-up until its owner follows the confirmation mail's
 * link (EOS_Newsletter_Signup); rows stored before double opt-in existed get 0 from the column's
 * default, so upgrading keeps every subscriber. With each row its consent: when it was asked for
 * (`created_at`) and confirmed, from which page, the text shown, and keyed hashes of the visitor's
 * address at sign-up and at confirmation (EOS_Newsletter_Consent), never the address itself.
 */
final class EOS_Newsletter_Table
{
    use EOS_Own_Table;

    private const TABLE = 'eos_newsletter';

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
  pending tinyint(1) NOT NULL DEFAULT 0,
  token_hash char(64) NOT NULL DEFAULT '',
  confirmed_at datetime NULL DEFAULT NULL,
  source_page varchar(255) NOT NULL DEFAULT '',
  consent_text text NULL,
  request_client_hash char(64) NOT NULL DEFAULT '',
  confirm_client_hash char(64) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY email_hash (email_hash),
  KEY created_at (created_at),
  KEY pending (pending,created_at),
  KEY token_hash (token_hash)
) $charset;";
    }

    public static function hash(string $email): string
    {
        return hash('sha256', mb_strtolower(trim($email), 'UTF-8'));
    }

    /** Runs one statement of the table (through run()); what $wpdb->query() returns: the rows it changed, or false. */
    private static function query(string $sql, mixed ...$args): int|bool
    {
        global $wpdb;
        return self::run(static fn () => $wpdb->query($wpdb->prepare($sql, ...$args)));
    }

    /** Runs an INSERT IGNORE of one address; false when the address was already there. */
    private static function insert(string $sql, mixed ...$args): bool
    {
        global $wpdb;
        $inserted = self::query($sql, ...$args);
        if ($inserted === false) {
            throw new RuntimeException('The newsletter table could not be written: ' . $wpdb->last_error);
        }
        return $inserted === 1;
    }

    /** Stores a confirmed address (what the table held before double opt-in); false when it was already there. */
    public static function add(string $email, string $lang): bool
    {
        return self::insert(
            'INSERT IGNORE INTO ' . self::name() . ' (email, email_hash, lang, created_at) VALUES (%s, %s, %s, %s)',
            $email,
            self::hash($email),
            $lang,
            current_time('mysql', true)
        );
    }

    /**
     * Stores a pending sign-up with its consent; false when the address is already there.
     * @param array{email: string, lang: string, token_hash: string, source_page: string, consent_text: string, request_client_hash: string} $row
     */
    public static function add_pending(array $row): bool
    {
        return self::insert(
            'INSERT IGNORE INTO ' . self::name() . ' (email, email_hash, lang, created_at, pending, token_hash, source_page, consent_text, request_client_hash) VALUES (%s, %s, %s, %s, 1, %s, %s, %s, %s)',
            $row['email'],
            self::hash($row['email']),
            $row['lang'],
            current_time('mysql', true),
            $row['token_hash'],
            $row['source_page'],
            $row['consent_text'],
            $row['request_client_hash']
        );
    }

    /**
     * Starts an expired pending sign-up again with a new token and consent, in one UPDATE that only
     * a row still pending and asked for before $cutoff (UTC) matches: of two requests at once, one wins.
     * @param array{email: string, lang: string, token_hash: string, source_page: string, consent_text: string, request_client_hash: string} $row
     */
    public static function renew_expired(int $id, string $cutoff, array $row): bool
    {
        return self::query(
            'UPDATE ' . self::name() . ' SET email = %s, lang = %s, created_at = %s, token_hash = %s, source_page = %s, consent_text = %s, request_client_hash = %s WHERE id = %d AND pending = 1 AND created_at < %s',
            $row['email'],
            $row['lang'],
            current_time('mysql', true),
            $row['token_hash'],
            $row['source_page'],
            $row['consent_text'],
            $row['request_client_hash'],
            $id,
            $cutoff
        ) === 1;
    }

    /** Confirms a pending row; false when it was not pending (confirmed already, or gone). */
    public static function confirm(int $id, string $client_hash): bool
    {
        return self::query('UPDATE ' . self::name() . ' SET pending = 0, confirmed_at = %s, confirm_client_hash = %s WHERE id = %d AND pending = 1', current_time('mysql', true), $client_hash, $id) === 1;
    }

    /**
     * Confirmation mails sent since a time: the sign-ups asked for since then (pending or
     * confirmed by now; a sign-up whose mail failed was deleted). Rows from before double opt-in
     * and those the office added have no token and were never mailed.
     */
    public static function mails_since(int $time): int
    {
        global $wpdb;
        return (int) self::run(static fn () => $wpdb->get_var($wpdb->prepare('SELECT COUNT(*) FROM ' . self::name() . " WHERE created_at >= %s AND token_hash <> ''", gmdate('Y-m-d H:i:s', $time))));
    }

    /** Deletes a pending sign-up whose confirmation mail could not be sent, so its address may try again. */
    public static function remove_pending(string $email, string $token_hash): void
    {
        self::query('DELETE FROM ' . self::name() . ' WHERE email_hash = %s AND token_hash = %s AND pending = 1', self::hash($email), $token_hash);
    }

    /**
     * Runs $work while holding the table's lock (MySQL's GET_LOCK, for this site's table): sign-ups
     * at the same moment count the day's mails one after the other. Unlocked after $seconds at most.
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public static function locked(callable $work, int $seconds = 5): mixed
    {
        global $wpdb;
        $name = 'eos_newsletter_' . md5(self::name());
        $wpdb->query($wpdb->prepare('SELECT GET_LOCK(%s, %d)', $name, $seconds));
        try {
            return $work();
        } finally {
            $wpdb->query($wpdb->prepare('SELECT RELEASE_LOCK(%s)', $name));
        }
    }

    /** Deletes up to $limit pending rows asked for before $cutoff (UTC); returns how many. */
    public static function delete_expired(string $cutoff, int $limit): int
    {
        return (int) self::query('DELETE FROM ' . self::name() . ' WHERE pending = 1 AND created_at < %s ORDER BY created_at LIMIT %d', $cutoff, $limit);
    }

    /**
     * A row with its consent, by address or by its confirmation token's hash.
     * @return array{id: int, email: string, lang: string, created_at: string, pending: bool, confirmed_at: string, source_page: string, consent_text: string, request_client_hash: string, confirm_client_hash: string}|null
     */
    public static function record(string $email = '', string $token_hash = ''): ?array
    {
        global $wpdb;
        [$column, $value] = $token_hash !== '' ? ['token_hash', $token_hash] : ['email_hash', self::hash($email)];
        $row = self::run(static fn () => $wpdb->get_row($wpdb->prepare('SELECT id, email, lang, created_at, pending, confirmed_at, source_page, consent_text, request_client_hash, confirm_client_hash FROM ' . self::name() . " WHERE $column = %s", $value), ARRAY_A));
        return $row ? self::typed($row) : null;
    }

    /** A row as the query selected it, with the id an int, `pending` a bool, and every other column a string ('' for NULL). */
    private static function typed(array $row): array
    {
        $typed = [];
        foreach ($row as $column => $value) {
            $typed[$column] = match ($column) {
                'id' => (int) $value,
                'pending' => (int) $value === 1,
                default => (string) ($value ?? ''),
            };
        }
        return $typed;
    }

    public static function count(string $search = '', bool $confirmed_only = false): int
    {
        global $wpdb;
        [$where, $args] = self::where($search, $confirmed_only);
        return (int) self::run(static fn () => $wpdb->get_var($args ? $wpdb->prepare('SELECT COUNT(*) FROM ' . self::name() . " $where", ...$args) : 'SELECT COUNT(*) FROM ' . self::name() . " $where"));
    }

    /**
     * A page of subscribers, newest first (or by address); $confirmed_only leaves out pending sign-ups.
     * @return list<array{id: int, email: string, lang: string, created_at: string, pending: bool, confirmed_at: string}>
     */
    public static function page(string $search, int $per_page, int $page, string $orderby = 'created_at', string $order = 'DESC', bool $confirmed_only = false): array
    {
        global $wpdb;
        [$where, $args] = self::where($search, $confirmed_only);
        $orderby = in_array($orderby, ['id', 'email', 'lang', 'created_at'], true) ? $orderby : 'created_at';
        $order = strtoupper($order) === 'ASC' ? 'ASC' : 'DESC';
        $args[] = max(1, $per_page);
        $args[] = max(0, ($page - 1) * $per_page);
        $rows = self::run(static fn () => $wpdb->get_results($wpdb->prepare('SELECT id, email, lang, created_at, pending, confirmed_at FROM ' . self::name() . " $where ORDER BY $orderby $order, id $order LIMIT %d OFFSET %d", ...$args), ARRAY_A));
        return array_map([self::class, 'typed'], $rows ?: []);
    }

    /** @return array{0: string, 1: list<string>} */
    private static function where(string $search, bool $confirmed_only = false): array
    {
        global $wpdb;
        $search = trim($search);
        $conditions = $confirmed_only ? ['pending = 0'] : [];
        $args = [];
        if ($search !== '') {
            $conditions[] = 'email LIKE %s';
            $args[] = '%' . $wpdb->esc_like($search) . '%';
        }
        return [$conditions ? 'WHERE ' . implode(' AND ', $conditions) : '', $args];
    }

    /** @return array{id: int, email: string, lang: string, created_at: string}|null */
    public static function find(string $email): ?array
    {
        global $wpdb;
        $row = self::run(static fn () => $wpdb->get_row($wpdb->prepare('SELECT id, email, lang, created_at FROM ' . self::name() . ' WHERE email_hash = %s', self::hash($email)), ARRAY_A));
        return $row ? self::typed($row) : null;
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
        $ids = array_values(array_filter(array_map('intval', $ids), static fn ($id) => $id > 0));
        if (!$ids) {
            return 0;
        }
        return (int) self::query('DELETE FROM ' . self::name() . ' WHERE id IN (' . implode(',', array_fill(0, count($ids), '%d')) . ')', ...$ids);
    }
}
