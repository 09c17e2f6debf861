<?php
/**
 * A WordPress of its own in the local database under another table prefix, for what must happen in
 * a fresh process: `install PREFIX` makes it (tables dropped and installed anew); `uninstall PREFIX
 * 0|1` activates the plugin, gives it data, deletes it through WordPress's uninstall_plugin() with
 * "also delete subscribers and messages" off or on, and prints what is left; `zip PREFIX ZIP DIR`
 * installs the plugin's zip with Plugin_Upgrader into an empty plugins folder DIR, activates it and
 * prints what is there; `ms-install PREFIX` makes it a network (path-based) and `network PREFIX`
 * activates the plugin for the network, adds a second site and prints the plugin's tables. Run by
 * UninstallTest, PackageTest and SchemaTest; each prints JSON.
 */
[$script, $command, $prefix] = array_pad($argv, 3, '');
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
putenv("EOS_TABLE_PREFIX=$prefix");

if ($command === 'install') {
    define('WP_INSTALLING', true);
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    global $wpdb;
    foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix) . '%')) as $table) {
        $wpdb->query("DROP TABLE `$table`");
    }
    wp_cache_flush();
    wp_install('Fresh site', 'admin', 'admin@example.org', false, '', wp_generate_password(20, false));
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
    global $wpdb;
    foreach ($wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix) . '%')) as $table) {
        $wpdb->query("DROP TABLE `$table`");
    }
    wp_cache_flush();
    wp_install('Network', 'admin', 'admin@example.org', false, '', wp_generate_password(20, false));
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
    define('MULTISITE', true);
    define('SUBDOMAIN_INSTALL', false);
    define('DOMAIN_CURRENT_SITE', $_SERVER['HTTP_HOST']);
    define('PATH_CURRENT_SITE', '/');
    define('SITE_ID_CURRENT_SITE', 1);
    define('BLOG_ID_CURRENT_SITE', 1);
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

if ($command === 'uninstall') {
    require EOS_WP_CORE . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    $plugin = 'exchange-office-site/exchange-office-site.php';
    activate_plugin($plugin);
    EOS_Schema::maybe_upgrade();
    EOS_Settings::update(['site_url' => 'https://site.example', 'revalidate_secret' => 'secret-to-remove', 'write_secret' => 'another']);
    EOS_Modules::update(['post_types' => ['post' => 'news']]);
    update_option('eos_delete_data_on_uninstall', $argv[3] === '1' ? '1' : '0');
    EOS_Texts::save('header', 'uk', ['phone' => '+380 44 000 00 00']);
    EOS_Newsletter_Table::add('reader@example.org', 'uk');
    EOS_Deliveries::add(['type' => 'all'], '', time());
    EOS_Webhook::schedule(time() + 60);
    EOS_Unsubscribe::token('reader@example.org');
    set_transient('eos_rl_' . md5('client:1.2.3.4'), 1, 600);
    $message = wp_insert_post(['post_type' => 'eos_message', 'post_status' => 'private', 'post_title' => 'Hello', 'post_content' => 'Text', 'meta_input' => ['_eos_email' => 'reader@example.org']]);
    $news = wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Content stays']);
    global $wpdb;
    $before = $wpdb->get_col($wpdb->prepare("SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s ORDER BY option_name", 'eos\_%', '%transient%eos\_%'));
    deactivate_plugins($plugin);
    uninstall_plugin($plugin);
    wp_cache_flush();
    echo wp_json_encode([
        'options_before' => $before,
        'options' => $wpdb->get_col($wpdb->prepare("SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s OR option_name LIKE %s", 'eos\_%', '%transient%eos\_%')),
        'tables' => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($prefix . 'eos_') . '%')),
        'message' => get_post($message) !== null,
        'content' => get_post($news) !== null,
        'cron' => wp_next_scheduled('eos_revalidate_deliver'),
        'editor_cap' => get_role('editor')->has_cap('eos_manage_subscribers'),
    ]);
    exit;
}
fwrite(STDERR, "usage: fresh-site.php install|uninstall|zip PREFIX …\n");
exit(2);
