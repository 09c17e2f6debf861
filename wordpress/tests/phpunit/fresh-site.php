<?php
/**
 * A WordPress of its own in the local database under another table prefix, for what must happen in
 * a fresh process: `install PREFIX` makes it (tables dropped and installed anew); `zip PREFIX ZIP DIR`
 * installs the plugin's zip with Plugin_Upgrader into an empty plugins folder DIR, activates it and
 * prints what is there; `ms-install PREFIX` makes it a network (path-based) and `network PREFIX`
 * activates the plugin for the network, adds a second site and prints the plugin's tables. Run by
 * UninstallTest, PackageTest and SchemaTest; each prints JSON.
 */
[$script, $command, $prefix] = array_pad($argv, 3, '');
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
require __DIR__ . '/network-constants.php';
putenv("EOS_TABLE_PREFIX=$prefix");

/** Once WordPress and its upgrade functions are loaded: drops every table of the prefix, then installs a site of that title. */
function eos_test_install_anew(string $prefix, string $title): void
{
    global $wpdb;
    foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix) . '%')) as $table) {
        $wpdb->query("DROP TABLE `$table`");
    }
    wp_cache_flush();
    wp_install($title, 'admin', 'admin@example.org', false, '', wp_generate_password(20, false));
}

if ($command === 'install') {
    define('WP_INSTALLING', true);
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    eos_test_install_anew($prefix, 'Fresh site');
    update_option('permalink_structure', '/%postname%/');
    echo wp_json_encode(['installed' => is_blog_installed()]);
    exit;
}

if ($command === 'ms-install') {
    // What Tools → Network Setup does, on a fresh site: the network's tables and its first row.
    define('WP_INSTALLING', true);
    define('WP_INSTALLING_NETWORK', true);
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    require_once ABSPATH . 'wp-admin/includes/network.php';
    eos_test_install_anew($prefix, 'Network');
    global $wpdb;
    // As wp-admin/network.php does: the network's table names before its tables exist.
    foreach ($wpdb->tables('ms_global') as $table => $prefixed) {
        $wpdb->$table = $prefixed;
    }
    install_network();
    $made = populate_network(1, $_SERVER['HTTP_HOST'], 'admin@example.org', 'Network', '/', false);
    echo wp_json_encode(['installed' => $made === true, 'error' => is_wp_error($made) ? $made->get_error_message() : null]);
    exit;
}

if ($command === 'network') {
    eos_test_network_constants();
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    $plugin = 'exchange-office-site/exchange-office-site.php';
    $activated = activate_plugin($plugin, '', true);
    global $wpdb;
    $tables = static fn () => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix) . '%' . $wpdb->esc_like('eos_') . '%'));
    $before = $tables();
    $site = wp_insert_site(['domain' => $_SERVER['HTTP_HOST'], 'path' => '/second/', 'title' => 'Second']);
    $site_id = is_wp_error($site) ? 0 : (int) $site;
    switch_to_blog($site_id);
    $version = (int) get_option('eos_schema_version');
    $editor_cap = get_role('editor')?->has_cap('eos_manage_subscribers');
    restore_current_blog();
    echo wp_json_encode([
        'multisite' => is_multisite(),
        'network_active' => $activated === null && is_plugin_active_for_network($plugin),
        'tables_at_activation' => $before,
        'site' => $site_id,
        'tables' => $tables(),
        'second_site_version' => $version,
        'second_site_editor_cap' => $editor_cap,
    ]);
    exit;
}

if ($command === 'zip') {
    define('WP_PLUGIN_DIR', $argv[4]);
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/admin.php';
    require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
    $upgrader = new Plugin_Upgrader(new Automatic_Upgrader_Skin());
    $installed = $upgrader->install($argv[3]);
    $plugin = (string) $upgrader->plugin_info();
    $activated = activate_plugin($plugin);
    global $wpdb;
    $files = [];
    foreach (new RecursiveIteratorIterator(new RecursiveDirectoryIterator(WP_PLUGIN_DIR . '/' . dirname($plugin), FilesystemIterator::SKIP_DOTS)) as $file) {
        $files[] = substr($file->getPathname(), strlen(WP_PLUGIN_DIR) + 1);
    }
    sort($files);
    $data = get_plugin_data(WP_PLUGIN_DIR . '/' . $plugin, false, false);
    echo wp_json_encode([
        'installed' => $installed === true,
        'messages' => $upgrader->skin->get_upgrade_messages(),
        'plugin' => $plugin,
        'activated' => $activated === null,
        'error' => is_wp_error($activated) ? $activated->get_error_message() : null,
        'active' => is_plugin_active($plugin),
        'files' => $files,
        'header' => ['Name' => $data['Name'], 'Version' => $data['Version'], 'RequiresPHP' => $data['RequiresPHP'], 'RequiresWP' => $data['RequiresWP'], 'TextDomain' => $data['TextDomain'], 'DomainPath' => $data['DomainPath'], 'UpdateURI' => $data['UpdateURI']],
        'tables' => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix . 'eos_') . '%')),
        'routes' => count(array_filter(array_keys(rest_get_server()->get_routes()), static fn ($r) => str_starts_with($r, '/fulbright-react/v1/'))),
    ]);
    exit;
}

fwrite(STDERR, "usage: fresh-site.php install|ms-install|network|zip PREFIX …\n");
exit(2);
