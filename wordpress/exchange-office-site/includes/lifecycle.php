<?php
defined('ABSPATH') || exit;

/**
 * Deactivation, deletion and a deleted site of a network, each removing what EOS_Footprint names.
 *
 * Deactivating stops what would run without the plugin's code: its cron events are unscheduled and
 * the rewrite rules are made again without it. The front-end redirect, the closed user list, the
 * XML-RPC switch and the menus capability's effect are hooks of the plugin's code, so they end with
 * it; options, tables and capabilities stay for a later activation. Deleting the plugin
 * (uninstall.php) removes those too.
 */
final class EOS_Lifecycle
{
    /** The daily event that drops the tables of deleted sites of a network (drop_orphaned_tables). */
    public const SWEEP_HOOK = 'eos_orphaned_tables';

    public static function boot(): void
    {
        add_filter('wpmu_drop_tables', [self::class, 'drop_tables']);
        if (is_multisite()) {
            EOS_Daily_Event::boot(self::SWEEP_HOOK, [self::class, 'drop_orphaned_tables']);
        }
    }

    /** register_deactivation_hook: this site, or every site when deactivated for the network. */
    public static function deactivate(bool $network_wide = false): void
    {
        self::each_site($network_wide, [self::class, 'deactivate_site']);
    }

    public static function deactivate_site(): void
    {
        foreach (EOS_Footprint::CRON_HOOKS as $hook) {
            wp_unschedule_hook($hook);
        }
        // Not flush_rewrite_rules(): within this request the plugin's types are still registered and
        // would be written back. Emptied, the rules are made on the next request, without the plugin.
        delete_option('rewrite_rules');
    }

    /** uninstall.php: every site of a network, or this one, and the tables of sites deleted before. */
    public static function uninstall(): void
    {
        self::each_site(true, [self::class, 'uninstall_site']);
        self::drop_orphaned_tables();
    }

    /**
     * One site's part: options, transients, user meta, tables, cron events and capabilities. The
     * subscribers' table and the contact messages (personal data) go only when the Modules screen's
     * setting says so.
     */
    public static function uninstall_site(): void
    {
        global $wpdb;
        $delete_data = get_option(EOS_Modules_Section::DELETE_DATA_OPTION) === '1';
        self::deactivate_site();
        // The messages first: deleting a post can write options (EOS_Kept_Reads) while the plugin is loaded.
        if ($delete_data) {
            foreach (EOS_Footprint::PERSONAL_POST_TYPES as $type) {
                foreach ($wpdb->get_col($wpdb->prepare("SELECT ID FROM $wpdb->posts WHERE post_type = %s", $type)) as $id) {
                    wp_delete_post((int) $id, true);
                }
            }
        }
        foreach (EOS_Footprint::options() as $option) {
            delete_option($option);
        }
        foreach (EOS_Footprint::TRANSIENTS as $transient) {
            delete_transient($transient);
        }
        self::delete_hashed_transients();
        foreach (EOS_Footprint::USER_META as $key) {
            delete_metadata('user', 0, $key, '', true);
        }
        foreach (wp_roles()->role_objects as $role) {
            foreach (EOS_Footprint::CAPABILITIES as $cap) {
                if ($role->has_cap($cap)) {
                    $role->remove_cap($cap);
                }
            }
        }
        $tables = array_merge(EOS_Footprint::tables(), $delete_data ? EOS_Footprint::personal_tables() : []);
        foreach ($tables as $table) {
            $wpdb->query("DROP TABLE IF EXISTS `$table`");
        }
        wp_cache_flush();
    }

    /**
     * Transients named by a prefix and an MD5, as stored in the options table (with an object cache
     * they live there instead and expire by themselves).
     */
    private static function delete_hashed_transients(): void
    {
        global $wpdb;
        $prefixes = implode('|', array_map(static fn (string $p) => preg_quote($p, '/'), EOS_Footprint::hashed_transient_prefixes()));
        $wpdb->query($wpdb->prepare(
            "DELETE FROM $wpdb->options WHERE option_name LIKE %s AND option_name REGEXP %s",
            $wpdb->esc_like('_transient_') . '%',
            "^_transient_(timeout_)?($prefixes)[0-9a-f]{32}$"
        ));
    }

    /**
     * `wpmu_drop_tables`: the plugin's tables go with their site, subscribers included (personal
     * data). WordPress has switched to the site being deleted, so the names are that site's.
     * @param list<string> $tables
     * @return list<string>
     */
    public static function drop_tables(array $tables): array
    {
        return array_values(array_unique(array_merge($tables, EOS_Footprint::tables(), EOS_Footprint::personal_tables())));
    }

    /**
     * The plugin's tables of a network's sites that no longer exist. A site deleted in the network
     * admin while the plugin was active on that site alone (not on the main site, not for the
     * network) never loaded the plugin's `wpmu_drop_tables`, so its tables, subscribers included,
     * stayed: the daily event of any site where the plugin is active, and deleting the plugin,
     * drop them. @return list<string> the tables dropped
     */
    public static function drop_orphaned_tables(): array
    {
        global $wpdb;
        if (!is_multisite()) {
            return [];
        }
        $ours = array_map(static fn (string $table) => preg_quote(substr($table, strlen($wpdb->prefix)), '/'), array_merge(EOS_Footprint::tables(), EOS_Footprint::personal_tables()));
        $pattern = '/^' . preg_quote($wpdb->base_prefix, '/') . '(\d+)_(' . implode('|', $ours) . ')$/';
        $sites = array_map('intval', get_sites(['fields' => 'ids', 'number' => 0]));
        $dropped = [];
        foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->base_prefix) . '%' . $wpdb->esc_like('_eos_') . '%')) as $table) {
            if (preg_match($pattern, (string) $table, $m) && !in_array((int) $m[1], $sites, true)) {
                $wpdb->query("DROP TABLE IF EXISTS `$table`");
                $dropped[] = (string) $table;
            }
        }
        return $dropped;
    }

    /** @param callable(): void $each */
    private static function each_site(bool $network_wide, callable $each): void
    {
        if (!$network_wide || !is_multisite()) {
            $each();
            return;
        }
        foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $site_id) {
            switch_to_blog((int) $site_id);
            $each();
            restore_current_blog();
        }
    }
}
