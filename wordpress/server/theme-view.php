<?php
/**
 * Plugin Name: WordPress's own front end, for comparison
 * Description: Only in the test WordPress, and only for a browser that carries the cookie `eos_theme_view=1` (scripts/content-screenshots.ts): WordPress shows its own front end in Twenty Twenty-Five, with the plugin's redirect to the site off and its own addresses for items, so that a post can be set beside the site's rendering of it.
 */
if (($_COOKIE['eos_theme_view'] ?? '') !== '1') {
    return;
}
add_filter('pre_option_template', static fn () => 'twentytwentyfive');
add_filter('pre_option_stylesheet', static fn () => 'twentytwentyfive');
add_action('init', static function (): void {
    remove_action('template_redirect', ['EOS_Front_End', 'redirect'], 1);
    remove_filter('post_link', ['EOS_Site_Links', 'post_link'], 20);
    remove_filter('post_type_link', ['EOS_Site_Links', 'post_link'], 20);
    remove_filter('page_link', ['EOS_Site_Links', 'page_link'], 20);
}, 99);
