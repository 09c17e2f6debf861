<?php
/**
 * Deleting the plugin (Plugins → Delete) removes what it keeps outside the office's content, on
 * every site of a network: its options (settings, secrets, modules, Site texts, schema version,
 * keys), the rate-limit counters, the revalidation calls' and search tables, its cron event and
 * the capability it gave to roles. The newsletter subscribers and the contact messages go too only when the
 * setting "Also delete the newsletter subscribers and the contact messages" is on. Posts, pages,
 * programmes and the other items stay: they are the office's content.
 */
defined('WP_UNINSTALL_PLUGIN') || exit;

/** One site's part. */
function eos_uninstall_site(): void
{
    global $wpdb;
    $delete_data = get_option('eos_delete_data_on_uninstall') === '1';
    $like = static fn (string $prefix): string => $wpdb->esc_like($prefix) . '%';
    // Every option of the plugin is named eos_… (settings, modules, texts eos_text_…, keys, version).
    $wpdb->query($wpdb->prepare("DELETE FROM $wpdb->options WHERE option_name LIKE %s", $like('eos_')));
    $wpdb->query($wpdb->prepare(
        "DELETE FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s",
        $like('_transient_eos_'),
        $like('_transient_timeout_eos_')
    ));
    wp_clear_scheduled_hook('eos_revalidate_deliver');
    $wpdb->query("DROP TABLE IF EXISTS {$wpdb->prefix}eos_revalidations");
    $wpdb->query("DROP TABLE IF EXISTS {$wpdb->prefix}eos_search");
    foreach (['administrator', 'editor'] as $role) {
        get_role($role)?->remove_cap('eos_manage_subscribers');
    }
    if ($delete_data) {
        $wpdb->query("DROP TABLE IF EXISTS {$wpdb->prefix}eos_newsletter");
        $ids = $wpdb->get_col($wpdb->prepare("SELECT ID FROM $wpdb->posts WHERE post_type = %s", 'eos_message'));
        foreach ($ids as $id) {
            wp_delete_post((int) $id, true);
        }
    }
    wp_cache_flush();
}

if (is_multisite()) {
    foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $eos_site_id) {
        switch_to_blog((int) $eos_site_id);
        eos_uninstall_site();
        restore_current_blog();
    }
} else {
    eos_uninstall_site();
}
