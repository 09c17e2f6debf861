<?php
/**
 * Loads the local WordPress (scripts/wordpress.sh) from the command line: Debian's wp-config.php
 * picks /etc/wordpress/config-$EOS_WP_CONFIG.php, which the script wrote.
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
