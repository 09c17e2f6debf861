<?php
/**
 * Installs WordPress without WP-CLI (first run), activates the plugin, imports content/ once,
 * configures the plugin from SITE_URL, REVALIDATE_SECRET and PREVIEW_SECRET, and writes
 * .wordpress/wp.env with an editor's application password. Run by scripts/wordpress.sh up.
 */
if (($argv[1] ?? '') !== 'setup') {
    // Phase 1, its own process: WP_INSTALLING keeps plugins out while the tables are created.
    require __DIR__ . '/bootstrap-cli.php';
    define('WP_INSTALLING', true);
    require '/usr/share/wordpress/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    if (!is_blog_installed()) {
        $password = wp_generate_password(20, false);
        $result = wp_install('Exchange Office CMS', 'admin', 'admin@example.org', false, '', $password);
        file_put_contents(EOS_INSTANCE_DIR . '/admin-password', $password);
        update_option('permalink_structure', '/%postname%/');
        update_option('timezone_string', 'Europe/Kyiv');
        update_option('date_format', 'Y-m-d');
        update_option('blog_public', '0');
        echo "[wordpress] installed WordPress {$GLOBALS['wp_version']}\n";
    }
    passthru(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__FILE__) . ' setup', $status);
    exit($status);
}

// Phase 2: a normal WordPress with the plugin.
require __DIR__ . '/bootstrap-cli.php';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$plugin = 'exchange-office-site/exchange-office-site.php';
if (!is_plugin_active($plugin)) {
    $error = activate_plugin($plugin);
    if (is_wp_error($error)) {
        fwrite(STDERR, '[wordpress] could not activate the plugin: ' . $error->get_error_message() . "\n");
        exit(1);
    }
    EOS_Content_Model::register();
    flush_rewrite_rules();
}
if (!get_option('eos_imported')) {
    require dirname(__DIR__) . '/importer/importer.php';
    $started = microtime(true);
    $report = (new EOS_Importer(getenv('EOS_CONTENT_DIR') ?: dirname(__DIR__, 2) . '/content', getenv('EOS_PUBLIC_DIR') ?: dirname(__DIR__, 2) . '/public'))->run();
    update_option('eos_imported', gmdate('c'));
    file_put_contents(EOS_INSTANCE_DIR . '/id-map.json', wp_json_encode($report['ids'], JSON_PRETTY_PRINT));
    printf("[wordpress] imported %s in %.1f s\n", $report['summary'], microtime(true) - $started);
    foreach ($report['notes'] as $note) {
        echo "[wordpress] note: $note\n";
    }
}

$settings = [];
foreach (['SITE_URL' => 'site_url', 'REVALIDATE_SECRET' => 'revalidate_secret', 'PREVIEW_SECRET' => 'preview_secret', 'CMS_NAMESPACE' => 'namespace'] as $env => $key) {
    if (($value = getenv($env)) !== false && $value !== '') {
        $settings[$key] = $value;
    }
}
if ($settings) {
    EOS_Settings::update($settings);
}

// An editor (least privilege that reads drafts) with an application password, for the site and tests.
$editor = get_user_by('login', 'editor');
if (!$editor) {
    $id = wp_insert_user(['user_login' => 'editor', 'user_pass' => wp_generate_password(20), 'user_email' => 'editor@example.org', 'role' => 'editor']);
    $editor = get_user_by('id', $id);
}
// Its login password too, for what only a browser session does (WordPress's own preview link).
$editor_password_file = EOS_INSTANCE_DIR . '/editor-password';
if (!is_file($editor_password_file)) {
    $editor_password = wp_generate_password(20, false);
    wp_set_password($editor_password, $editor->ID);
    file_put_contents($editor_password_file, $editor_password);
}
$env_file = EOS_INSTANCE_DIR . '/wp.env';
$known = is_file($env_file) ? parse_ini_file($env_file) : [];

/** The application password named `site` of a user: the one wp.env knows while it is valid, else a new one. */
function eos_app_password(WP_User $user, string $known): string
{
    // (wp_authenticate_application_password() checks nothing outside a REST request.)
    foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
        if ($known !== '' && wp_check_password($known, $item['password'], $user->ID)) {
            return $known;
        }
    }
    WP_Application_Passwords::delete_all_application_passwords($user->ID);
    [$password] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'site']);
    return $password;
}

$password = eos_app_password($editor, (string) ($known['WP_APP_PASSWORD'] ?? ''));
// Menus need `edit_theme_options`, which editors lack in WordPress: tests change them as the admin.
$admin_password = eos_app_password(get_user_by('login', 'admin'), (string) ($known['WP_ADMIN_APP_PASSWORD'] ?? ''));
$url = home_url();
file_put_contents($env_file, implode("\n", [
    "WP_URL=$url",
    'WP_USER=editor',
    'WP_PASSWORD="' . trim((string) file_get_contents($editor_password_file)) . '"',
    "WP_APP_PASSWORD=\"$password\"",
    "CMS_API_URL=$url/wp-json",
    'WP_ADMIN_USER=admin',
    'WP_ADMIN_PASSWORD="' . trim((string) @file_get_contents(EOS_INSTANCE_DIR . '/admin-password')) . '"',
    "WP_ADMIN_APP_PASSWORD=\"$admin_password\"",
    '',
]));
