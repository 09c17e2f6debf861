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
require_once __DIR__ . '/settings-page.php';
wp_set_current_user(1);
EOS_Settings::update(['revalidate_secret' => 'typed-on-the-page']);
ob_start();
EOS_Settings_Page::render();
echo wp_json_encode(['used' => EOS_Settings::get('revalidate_secret'), 'stored' => get_option(EOS_Settings::OPTION)['revalidate_secret'] ?? null, 'page' => ob_get_clean()]);
