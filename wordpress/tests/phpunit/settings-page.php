<?php
/**
 * The settings page's classes, which the plugin loads only in wp-admin, with the admin functions
 * they call: for the tests and scripts that draw the page or register its sections.
 * settings_fields(), which the mail section's form calls, is in plugin.php: wp-admin loads it, a
 * script must (WordPress 6.1 does not load it elsewhere).
 */
require_once ABSPATH . 'wp-admin/includes/template.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
foreach (['admin-screen', 'settings-page', 'modules-section', 'mail-settings-section'] as $eos_file) {
    require_once EOS_DIR . "/includes/admin/$eos_file.php";
}
