<?php
/**
 * A request of its own to the PHPUnit WordPress (table prefix phpunit_) with the office's stand-in
 * plugin (wordpress/tests/office-stand-in) loaded as a must-use plugin, under whatever modules the
 * calling test stored: prints as JSON what the plugin registered, what answers the namespace, and
 * what a publish of an `office_news` item queues for the webhook. Run by ModulesTest.
 */
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
putenv('EOS_TABLE_PREFIX=phpunit_');
define('WPMU_PLUGIN_DIR', dirname(__DIR__) . '/office-stand-in');
define('WPMU_PLUGIN_URL', 'http://127.0.0.1/office-stand-in');
require EOS_WP_CORE . '/wp-load.php';

$namespace = EOS_Settings::get('namespace');
$routes = array_values(array_filter(array_keys(rest_get_server()->get_routes()), static fn ($r) => str_starts_with($r, "/$namespace/")));
$news = rest_do_request(new WP_REST_Request('GET', "/$namespace/news"));

$id = wp_insert_post(['post_type' => 'office_news', 'post_status' => 'publish', 'post_title' => 'Office item', 'post_name' => 'office-item-' . getmypid()]);
if (class_exists('EOS_Revalidate', false) && has_action('transition_post_status', [EOS_Revalidate::class, 'on_transition'])) {
    EOS_Revalidate::resolve();
}
$payloads = EOS_Webhook::pending();
EOS_Webhook::forget_pending();
wp_delete_post($id, true);
EOS_Webhook::forget_pending();

echo wp_json_encode([
    'post_types' => array_values(array_filter(get_post_types(), static fn ($t) => str_starts_with($t, 'eos_') || str_starts_with($t, 'office_'))),
    'taxonomies' => array_values(array_filter(get_taxonomies(), static fn ($t) => str_starts_with($t, 'eos_') || str_starts_with($t, 'office_'))),
    'menu_locations' => array_keys(get_registered_nav_menus()),
    'routes' => $routes,
    'news_answer' => $news->get_data(),
    'preview_hooked' => (bool) has_filter('preview_post_link', [EOS_Preview::class, 'link']),
    'payloads' => $payloads,
    'slug' => 'office-item-' . getmypid(),
]);
