<?php
/**
 * A WordPress of its own for PHPUnit, in the local database under the table prefix `phpunit_`
 * (so the tests never touch the imported sample content): tables dropped and installed anew,
 * the plugin activated. Run by bootstrap.php in a process of its own (WP_INSTALLING).
 */
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
putenv('EOS_TABLE_PREFIX=phpunit_');
define('WP_INSTALLING', true);
require EOS_WP_CORE . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
global $wpdb;
foreach ($wpdb->get_col("SHOW TABLES LIKE 'phpunit\\_%'") as $table) {
    $wpdb->query("DROP TABLE `$table`");
}
wp_cache_flush();
wp_install('Plugin tests', 'admin', 'admin@example.org', false, '', wp_generate_password(20, false));
update_option('timezone_string', 'Europe/Kyiv');
update_option('permalink_structure', '/%postname%/');
update_option('active_plugins', ['exchange-office-site/exchange-office-site.php']);
