<?php
/**
 * Plugin Name: Office stand-in (tests only)
 * Description: Plays the office's own plugin of a WordPress that already serves the contract: its own post types and taxonomy, and `fulbright-react/v1` routes of its own. Loaded as a must-use plugin by wordpress/tests/phpunit/with-stand-in.php only, never installed.
 */
add_action('init', static function (): void {
    register_post_type('office_news', ['label' => 'Office news', 'public' => false, 'show_ui' => true, 'show_in_rest' => true]);
    register_post_type('office_programme', ['label' => 'Office programmes', 'public' => false, 'show_ui' => true, 'show_in_rest' => true]);
    register_taxonomy('office_topic', ['office_news'], ['label' => 'Office topics', 'show_ui' => true, 'hierarchical' => true]);
});

add_action('rest_api_init', static function (): void {
    register_rest_route('fulbright-react/v1', '/news', [
        'methods' => 'GET',
        'callback' => static fn () => new WP_REST_Response(['news' => [], 'served_by' => 'office'], 200),
        'permission_callback' => '__return_true',
    ]);
});
