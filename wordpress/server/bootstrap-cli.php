<?php
/**
 * Loads the local WordPress (scripts/wordpress.sh) from the command line: Debian's wp-config.php
 * picks /etc/wordpress/config-$EOS_WP_CONFIG.php, which the script wrote. Scripts then require
 * EOS_WP_CORE . '/wp-load.php'.
 */
$port = getenv('WP_PORT') ?: '8080';
$_SERVER['WORDPRESS_CONFIG'] = getenv('EOS_WP_CONFIG') ?: "eos-$port";
$_SERVER['HTTP_HOST'] = "127.0.0.1:$port";
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['SERVER_PORT'] = $port;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define('WP_USE_THEMES', false);
// The release's core files (scripts/wordpress-core.sh): WP_CORE, else the one the instance's
// wp.env names, else Debian 12's package.
define('EOS_WP_CORE', (static function (): string {
    if (($core = getenv('WP_CORE')) !== false && $core !== '') {
        return rtrim($core, '/');
    }
    $state = getenv('WP_STATE_DIR') ?: dirname(__DIR__, 2) . '/.wordpress';
    $env = is_file("$state/wp.env") ? parse_ini_file("$state/wp.env") : [];
    return rtrim((string) ($env['WP_CORE'] ?? '/usr/share/wordpress'), '/');
})());
