<?php
/**
 * A request of its own to the PHPUnit WordPress with `EOS_REVALIDATE_SECRET` defined as wp-config.php
 * would: prints as JSON the settings the plugin uses, what is stored, and the settings page an
 * administrator sees. Run by SettingsSecretsTest.
 */
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
putenv('EOS_TABLE_PREFIX=phpunit_');
define('EOS_REVALIDATE_SECRET', 'from-wp-config');
require EOS_WP_CORE . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/template.php';
// settings_fields(), which the mail section's form calls: wp-admin loads it, a script like this one must (6.1 does not).
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once EOS_DIR . '/includes/admin/settings-page.php';
require_once EOS_DIR . '/includes/admin/modules-section.php';
require_once EOS_DIR . '/includes/admin/mail-settings-section.php';
wp_set_current_user(1);
EOS_Settings::update(['revalidate_secret' => 'typed-on-the-page']);
ob_start();
EOS_Settings_Page::render();
echo wp_json_encode(['used' => EOS_Settings::get('revalidate_secret'), 'stored' => get_option(EOS_Settings::OPTION)['revalidate_secret'] ?? null, 'page' => ob_get_clean()]);
