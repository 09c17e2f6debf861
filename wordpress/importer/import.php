<?php
/**
 * Loads the site's sample content into a fresh WordPress that has the Exchange Office Site
 * plugin active, so a new office starts from the same site the embedded mode shows.
 *
 *   php wordpress/importer/import.php /path/to/wordpress [--host=cms.example.org] [--content=content] [--public=public]
 *
 * WP-CLI is not needed. `--host` is the host name WordPress is served under (some setups, such as
 * Debian's, choose their configuration by it). Refuses to run twice on one WordPress.
 */
if (PHP_SAPI !== 'cli') {
    exit(1);
}
$options = getopt('', ['host:', 'content:', 'public:'], $rest);
$wordpress = rtrim($argv[$rest] ?? '', '/');
if ($wordpress === '' || !is_file("$wordpress/wp-load.php")) {
    fwrite(STDERR, "usage: php import.php /path/to/wordpress [--host=cms.example.org] [--content=DIR] [--public=DIR]\n");
    exit(2);
}
$repo = dirname(__DIR__, 2);
$_SERVER['HTTP_HOST'] = $options['host'] ?? 'localhost';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
define('WP_USE_THEMES', false);
require "$wordpress/wp-load.php";
require __DIR__ . '/importer.php';

if (!class_exists('EOS_Importer') || !class_exists('EOS_Content_Model')) {
    fwrite(STDERR, "Activate the Exchange Office Site plugin first (Plugins → Installed Plugins).\n");
    exit(1);
}
if (get_option('eos_imported')) {
    fwrite(STDERR, 'This WordPress already has the sample content (imported ' . get_option('eos_imported') . ").\n");
    exit(1);
}
$started = microtime(true);
try {
    $report = (new EOS_Importer($options['content'] ?? "$repo/content", $options['public'] ?? "$repo/public"))->run();
} catch (RuntimeException $e) {
    fwrite(STDERR, $e->getMessage() . "\n");
    exit(1);
}
update_option('eos_imported', gmdate('c'));
printf("Imported %s in %.1f s.\n", $report['summary'], microtime(true) - $started);
foreach ($report['notes'] as $note) {
    echo "note: $note\n";
}
