<?php
/**
 * Router of PHP's built-in server for the local WordPress (scripts/wordpress.sh): real files of
 * WordPress are served as they are, files under /wp-content/ come from the instance's own
 * content folder, everything else goes to WordPress (so /wp-json/oembed/1.0/ is not a file).
 */
$_SERVER['WORDPRESS_CONFIG'] = 'eos-' . $_SERVER['SERVER_PORT'];
$path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$root = rtrim(getenv('WP_CORE') ?: '/usr/share/wordpress', '/');

if (str_starts_with($path, '/wp-content/')) {
    require_once "/etc/wordpress/config-{$_SERVER['WORDPRESS_CONFIG']}.php";
    $file = realpath(WP_CONTENT_DIR . substr($path, strlen('/wp-content')));
    if ($file !== false && is_file($file) && !str_ends_with($file, '.php')) {
        $types = ['css' => 'text/css', 'js' => 'application/javascript', 'svg' => 'image/svg+xml', 'webp' => 'image/webp',
            'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'png' => 'image/png', 'pdf' => 'application/pdf', 'json' => 'application/json'];
        $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        header('Content-Type: ' . ($types[$ext] ?? (mime_content_type($file) ?: 'application/octet-stream')));
        header('Content-Length: ' . filesize($file));
        header('Cache-Control: public, max-age=3600');
        readfile($file);
        return true;
    }
    if ($file === false || !is_file($file)) {
        http_response_code(404);
        return true;
    }
}
if ($path !== '/' && is_file($root . $path)) {
    return false;
}
if (is_dir($root . $path) && is_file(rtrim($root . $path, '/') . '/index.php')) {
    return false;
}
chdir($root);
require $root . '/index.php';
