<?php
defined('ABSPATH') || exit;

/**
 * The plugin's tables and role capabilities, kept at the schema version of this code on every
 * site: checked on `plugins_loaded`, so a plugin deployed already active, network-activated or
 * updated by copying files gets them on its first request; a new site of a network gets them when
 * WordPress creates it.
 *
 * Versions: 1 = the newsletter table keyed by the lower-cased address (191 characters at most);
 * 2 = keyed by its SHA-256 (254 characters), the revalidation calls' table, the capability to
 * manage subscribers; 3 = each revalidation call knows the user whose save made it (the notice
 * after a save), the capability to change the site's menus; 4 = the search table
 * (EOS_Search_Table), filled from the content; 5 = the content an office already has gets
 * languages (EOS_Day_One) and the search table is filled in WP-Cron batches (EOS_Search_Build),
 * never in the request that activates or upgrades; 6 = newsletter double opt-in and consent (pending, token, consent columns). The search table's rows also follow their own
 * rules' version: when only that changes, they are built again.
 */
final class EOS_Schema
{
    public const VERSION = 7;
    public const OPTION = 'eos_schema_version';
    /** May see, export and delete newsletter subscribers (personal data). */
    public const SUBSCRIBERS_CAP = 'eos_manage_subscribers';
    public const SUBSCRIBERS_ROLES = ['administrator', 'editor'];
    /** May change the site's menus (EOS_Menus_For_Editors), without the rest of Appearance. */
    public const MENUS_CAP = 'eos_edit_menus';
    public const MENUS_ROLES = ['administrator', 'editor'];

    public static function boot(): void
    {
        add_action('plugins_loaded', [self::class, 'maybe_upgrade']);
        // After WordPress has made the new site's own tables (priority 10).
        add_action('wp_initialize_site', [self::class, 'on_new_site'], 100);
    }

    public static function maybe_upgrade(): void
    {
        if ((int) get_option(self::OPTION, 0) < self::VERSION) {
            self::upgrade();
        } elseif (!EOS_Search_Table::ready()) {
            EOS_Search_Table::upgrade();
        }
    }

    /**
     * Brings this site's tables and capabilities to VERSION; the heavy parts are only scheduled. On
     * a site where the plugin never ran (activation, each site of a network on its first load, a
     * new site), no category plays a special part until the office chooses one.
     */
    public static function upgrade(): void
    {
        global $wpdb;
        require_once ABSPATH . 'wp-admin/includes/upgrade.php';
        if (get_option(self::OPTION, null) === null) {
            EOS_Special_Categories::choose_none_on_first_install();
        }
        self::migrate_newsletter_key();
        $charset = $wpdb->get_charset_collate();
        dbDelta([EOS_Newsletter_Table::schema($charset), EOS_Deliveries::schema($charset), EOS_Search_Table::schema($charset)]);
        self::migrate_webhook_queue();
        foreach (self::SUBSCRIBERS_ROLES as $name) {
            get_role($name)?->add_cap(self::SUBSCRIBERS_CAP);
        }
        foreach (self::MENUS_ROLES as $name) {
            get_role($name)?->add_cap(self::MENUS_CAP);
        }
        update_option(self::OPTION, self::VERSION);
        EOS_Search_Table::upgrade();
        EOS_Day_One::schedule();
    }

    /**
     * Activation: this site's tables, and its languages and search table scheduled. The search
     * table is built again even when complete: items may have changed while the plugin was off.
     * Activated for a network, each other site does the same on its own next load (maybe_upgrade):
     * looping over every site here could outlast the request.
     */
    public static function activate(bool $network_wide): void
    {
        self::upgrade();
        EOS_Search_Build::schedule();
    }

    public static function on_new_site(WP_Site $site): void
    {
        require_once ABSPATH . 'wp-admin/includes/plugin.php';
        if (!is_plugin_active_for_network(plugin_basename(EOS_FILE))) {
            return;
        }
        switch_to_blog((int) $site->blog_id);
        self::upgrade();
        restore_current_blog();
    }

    /** Version 1 kept unsent calls in one option and a log of the last 50 in another. */
    private static function migrate_webhook_queue(): void
    {
        $queue = get_option('eos_webhook_queue');
        foreach (is_array($queue) ? $queue : [] as $payload) {
            if (is_array($payload)) {
                EOS_Deliveries::add($payload, '', time());
            }
        }
        delete_option('eos_webhook_queue');
        delete_option('eos_webhook_log');
    }

    /**
     * Version 1's unique key was the lower-cased address itself (`email_key`, 191 characters):
     * each row gets its hash, then the old key goes. dbDelta cannot do this (it never drops a
     * column, and adding the unique hash before the rows have one fails).
     */
    private static function migrate_newsletter_key(): void
    {
        global $wpdb;
        $table = EOS_Newsletter_Table::name();
        if (!$wpdb->get_var($wpdb->prepare('SHOW TABLES LIKE %s', $table)) || !$wpdb->get_var("SHOW COLUMNS FROM $table LIKE 'email_key'")) {
            return;
        }
        if (!$wpdb->get_var("SHOW COLUMNS FROM $table LIKE 'email_hash'")) {
            $wpdb->query("ALTER TABLE $table ADD COLUMN email_hash char(64) NOT NULL DEFAULT '' AFTER email");
        }
        foreach ($wpdb->get_results("SELECT id, email FROM $table WHERE email_hash = ''") as $row) {
            $wpdb->update($table, ['email_hash' => EOS_Newsletter_Table::hash((string) $row->email)], ['id' => (int) $row->id]);
        }
        $wpdb->query("ALTER TABLE $table DROP INDEX email_key, DROP COLUMN email_key");
    }
}
