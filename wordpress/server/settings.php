<?php
/**
 * Changes settings of the plugin in the local WordPress (scripts/wordpress.sh) from the command
 * line, e.g. `WP_PORT=8080 php wordpress/server/settings.php transliterate_slugs=0`, and prints the
 * switches as JSON. Tests use it to put WordPress in the state they need.
 */
require __DIR__ . '/bootstrap-cli.php';
require EOS_WP_CORE . '/wp-load.php';

$values = [];
foreach (array_slice($argv, 1) as $pair) {
    [$key, $value] = array_pad(explode('=', $pair, 2), 2, '');
    $values[$key] = $value;
}
if ($values) {
    EOS_Settings::update($values);
}
echo wp_json_encode(array_intersect_key(EOS_Settings::all(), array_flip(EOS_Settings::SWITCHES))), "\n";
