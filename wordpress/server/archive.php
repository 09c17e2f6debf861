<?php
/**
 * Fills the local WordPress (scripts/wordpress.sh) with an office-sized archive on top of the
 * sample content: `scripts/wordpress.sh reset --archive` runs it with the defaults.
 *
 *   php wordpress/server/archive.php [--news=2500] [--programs=200] [--resources=1000] [--team=300] [--seed=29]
 *
 * --news is per language; the other sizes are totals, split between the two languages as
 * translations of each other. WP_PORT (or EOS_WP_CONFIG) names the WordPress, as for install.php.
 */
if (PHP_SAPI !== 'cli') {
    exit(1);
}
$options = getopt('', ['news:', 'programs:', 'resources:', 'team:', 'seed:']);
$size = static fn (string $name, int $default) => max(0, (int) ($options[$name] ?? $default));
require __DIR__ . '/bootstrap-cli.php';
require EOS_WP_CORE . '/wp-load.php';
require __DIR__ . '/archive-generator.php';

if (!class_exists('EOS_Languages')) {
    fwrite(STDERR, "[archive] the Exchange Office Site plugin is not active\n");
    exit(1);
}
$started = microtime(true);
try {
    $report = (new EOS_Archive_Generator([
        'news' => $size('news', 2500),
        'programs' => $size('programs', 200),
        'resources' => $size('resources', 1000),
        'team' => $size('team', 300),
        'seed' => $size('seed', 29),
    ]))->run();
} catch (RuntimeException $error) {
    fwrite(STDERR, '[archive] ' . $error->getMessage() . "\n");
    exit(1);
}
printf("[archive] %s, news dated %s to %s, in %.1f s\n", $report['summary'], $report['oldest'], $report['newest'], microtime(true) - $started);
