<?php
/**
 * Installs WordPress without WP-CLI (first run), activates the plugin, imports content/ once,
 * configures the plugin from SITE_URL, REVALIDATE_SECRET, CMS_WRITE_SECRET (made up when neither
 * it nor the plugin has one), CMS_NAMESPACE and TRANSLITERATE_SLUGS, and writes .wordpress/wp.env
 * with the write secret and a contributor's, an author's and an editor's passwords. Run by
 * scripts/wordpress.sh up. With WP_CONTENT=office, the WordPress an office already runs instead:
 * the plugin present but never activated, years of content made by WordPress's own functions
 * (wordpress/server/office-content.php), no setting of the plugin.
 */
$eos_office = getenv('WP_CONTENT') === 'office';
if (($argv[1] ?? '') !== 'setup') {
    // Phase 1, its own process: WP_INSTALLING keeps plugins out while the tables are created.
    require __DIR__ . '/bootstrap-cli.php';
    define('WP_INSTALLING', true);
    require EOS_WP_CORE . '/wp-load.php';
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
require EOS_WP_CORE . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$plugin = 'exchange-office-site/exchange-office-site.php';
if ($eos_office) {
    if (!get_option('office_content_made')) {
        require __DIR__ . '/office-content.php';
        $started = microtime(true);
        $summary = (new Office_Content())->make();
        update_option('office_content_made', gmdate('c'));
        printf("[wordpress] an office's own content: %s in %.1f s\n", $summary, microtime(true) - $started);
    }
} elseif (!is_plugin_active($plugin)) {
    $error = activate_plugin($plugin);
    if (is_wp_error($error)) {
        fwrite(STDERR, '[wordpress] could not activate the plugin: ' . $error->get_error_message() . "\n");
        exit(1);
    }
    EOS_Content_Model::register();
    flush_rewrite_rules();
}
if (!$eos_office && !get_option('eos_imported')) {
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
foreach (['SITE_URL' => 'site_url', 'REVALIDATE_SECRET' => 'revalidate_secret', 'CMS_WRITE_SECRET' => 'write_secret', 'CMS_NAMESPACE' => 'namespace', 'TRANSLITERATE_SLUGS' => 'transliterate_slugs'] as $env => $key) {
    if (($value = getenv($env)) !== false && $value !== '') {
        $settings[$key] = $value;
    }
}
if (!$eos_office && !isset($settings['write_secret']) && EOS_Settings::get('write_secret') === '') {
    $settings['write_secret'] = wp_generate_password(40, false);
}
if ($settings && !$eos_office) {
    EOS_Settings::update($settings);
}

/** A user of a role with a login password kept in the instance folder (for what only a browser session does). */
function eos_user(string $role): array
{
    $user = get_user_by('login', $role);
    if (!$user) {
        $id = wp_insert_user(['user_login' => $role, 'user_pass' => wp_generate_password(20), 'user_email' => "$role@example.org", 'role' => $role]);
        $user = get_user_by('id', $id);
    }
    $file = EOS_INSTANCE_DIR . "/$role-password";
    if (!is_file($file)) {
        $password = wp_generate_password(20, false);
        wp_set_password($password, $user->ID);
        file_put_contents($file, $password);
    }
    return [$user, trim((string) file_get_contents($file))];
}

// An editor, an author and a contributor, each with an application password, for the tests of roles.
[$editor, $editor_password] = eos_user('editor');
[$author, $author_password] = eos_user('author');
[$contributor, $contributor_password] = eos_user('contributor');
// The office's editors work in Ukrainian: the editor's admin language is Ukrainian (core's strings
// from Debian's wordpress-l10n where it has them, the plugin's own from its languages/).
update_user_meta($editor->ID, 'locale', 'uk');
// An editor who has met the block editor before: its welcome guide does not cover the screen.
update_user_meta($editor->ID, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]);
$env_file = EOS_INSTANCE_DIR . '/wp.env';
$known = is_file($env_file) ? parse_ini_file($env_file) : [];

/** The application password named `site` of a user: the one wp.env knows while it is valid, else a new one. */
function eos_app_password(WP_User $user, string $known): string
{
    // (wp_authenticate_application_password() checks nothing outside a REST request.) WordPress 6.8
    // hashes application passwords with wp_fast_hash(), which wp_check_password() does not know:
    // without its own check, every `up` on 6.8 would replace the passwords a running test holds.
    $matches = method_exists('WP_Application_Passwords', 'check_password')
        ? static fn (string $hash): bool => WP_Application_Passwords::check_password($known, $hash)
        : static fn (string $hash): bool => wp_check_password($known, $hash, $user->ID);
    foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
        if ($known !== '' && $matches($item['password'])) {
            return $known;
        }
    }
    WP_Application_Passwords::delete_all_application_passwords($user->ID);
    [$password] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'site']);
    return $password;
}

$password = eos_app_password($editor, (string) ($known['WP_APP_PASSWORD'] ?? ''));
$author_app_password = eos_app_password($author, (string) ($known['WP_AUTHOR_APP_PASSWORD'] ?? ''));
$contributor_app_password = eos_app_password($contributor, (string) ($known['WP_CONTRIBUTOR_APP_PASSWORD'] ?? ''));
// Menus need `edit_theme_options`, which editors lack in WordPress: tests change them as the admin.
$admin_password = eos_app_password(get_user_by('login', 'admin'), (string) ($known['WP_ADMIN_APP_PASSWORD'] ?? ''));
$url = home_url();
file_put_contents($env_file, implode("\n", [
    "WP_URL=$url",
    // The release's core files (scripts/wordpress-core.sh) and its version.
    'WP_CORE=' . EOS_WP_CORE,
    "WP_VERSION={$GLOBALS['wp_version']}",
    'WP_USER=editor',
    "WP_PASSWORD=\"$editor_password\"",
    "WP_APP_PASSWORD=\"$password\"",
    'WP_AUTHOR_USER=author',
    "WP_AUTHOR_PASSWORD=\"$author_password\"",
    "WP_AUTHOR_APP_PASSWORD=\"$author_app_password\"",
    'WP_CONTRIBUTOR_USER=contributor',
    "WP_CONTRIBUTOR_PASSWORD=\"$contributor_password\"",
    "WP_CONTRIBUTOR_APP_PASSWORD=\"$contributor_app_password\"",
    "CMS_API_URL=$url/wp-json",
    // The site's CMS_WRITE_SECRET for this WordPress.
    'CMS_WRITE_SECRET="' . ($eos_office ? '' : EOS_Settings::get('write_secret')) . '"',
    'WP_ADMIN_USER=admin',
    'WP_ADMIN_PASSWORD="' . trim((string) @file_get_contents(EOS_INSTANCE_DIR . '/admin-password')) . '"',
    "WP_ADMIN_APP_PASSWORD=\"$admin_password\"",
    '',
]));
