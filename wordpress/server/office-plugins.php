<?php
/**
 * Plugin Name: The office's other plugins (a stand-in)
 * Description: Shortcodes an office's WordPress has from plugins of its own, which work in a visitor's page view and fail where WP-Cron renders them: a poll that throws without a visitor's session, a counter that ends the request with `exit`. Loaded only in the office's WordPress of the tests (scripts/wordpress.sh with WP_CONTENT=office): what makes a batch of the plugin's search index die (issue 50, item 1).
 */
add_shortcode('office_poll', static function ($atts): string {
    if (wp_doing_cron()) {
        throw new RuntimeException('Poll ' . (is_array($atts) ? ($atts['id'] ?? '') : '') . ': no visitor session');
    }
    return '<p class="office-poll">Оберіть варіант відповіді.</p>';
});
add_shortcode('office_counter', static function (): string {
    if (wp_doing_cron()) {
        // A counter plugin that answers a bot-like request itself and stops.
        exit;
    }
    return '<span class="office-counter">1024</span>';
});
