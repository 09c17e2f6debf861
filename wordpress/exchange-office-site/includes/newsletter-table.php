<?php
defined('ABSPATH') || exit;

/** Newsletter subscribers in a table of their own, one row per address (unique, case-insensitive). */
final class EOS_Newsletter_Table
{
    public static function name(): string
    {
        global $wpdb;
        return $wpdb->prefix . 'eos_newsletter';
    }

    public static function install(): void
    {
        global $wpdb;
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        $table = self::name();
        $charset = $wpdb->get_charset_collate();
        // email_key is the lower-cased address: the unique key makes a second insert of one address fail.
        dbDelta("CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  email_key varchar(191) NOT NULL,
  lang varchar(5) NOT NULL DEFAULT 'uk',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email_key (email_key)
) $charset;");
    }

    /** Stores an address; false when it was already there. */
    public static function add(string $email, string $lang): bool
    {
        global $wpdb;
        $inserted = $wpdb->query($wpdb->prepare(
            'INSERT IGNORE INTO ' . self::name() . ' (email, email_key, lang, created_at) VALUES (%s, %s, %s, %s)',
            $email,
            mb_strtolower($email, 'UTF-8'),
            $lang,
            current_time('mysql', true)
        ));
        if ($inserted === false) {
            throw new RuntimeException('The newsletter table could not be written: ' . $wpdb->last_error);
        }
        return $inserted === 1;
    }

    public static function count(): int
    {
        global $wpdb;
        return (int) $wpdb->get_var('SELECT COUNT(*) FROM ' . self::name());
    }
}
