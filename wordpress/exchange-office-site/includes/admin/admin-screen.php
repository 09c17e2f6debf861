<?php
defined('ABSPATH') || exit;

/**
 * What the plugin's admin screens share: their place in the admin menu; forms that post to
 * admin-post.php (the settings, the modules, the Site texts, the site refresh), each with its
 * action's nonce; the check at the start of each handler, of that nonce and then of the
 * capability, before anything changes; and the notices the screens show after a save.
 */
final class EOS_Admin_Screen
{
    /**
     * Adds a screen to the admin menu when WordPress builds it. $add_page names one of WordPress's
     * add_*_page() functions, given the title for both the screen and its menu item ($title: a
     * function, as boot() runs before the translations are loaded), then $more of its arguments
     * (a menu icon and position). $on_load runs as the screen loads, before anything is drawn.
     */
    public static function menu(string $add_page, callable $title, string $cap, string $slug, callable $render, array $more = [], ?callable $on_load = null): void
    {
        add_action('admin_menu', static function () use ($add_page, $title, $cap, $slug, $render, $more, $on_load): void {
            $hook = $add_page($title(), $title(), $cap, $slug, $render, ...$more);
            if ($on_load && $hook) {
                add_action("load-$hook", $on_load);
            }
        });
    }

    /** Opens a form to admin-post.php for $action (handled on `admin_post_{$action}`), with its nonce. */
    public static function open(string $action, string $class = ''): void
    {
        echo '<form method="post"' . ($class !== '' ? ' class="' . esc_attr($class) . '"' : '') . ' action="' . esc_url(admin_url('admin-post.php')) . '">';
        wp_nonce_field($action);
        echo '<input type="hidden" name="action" value="' . esc_attr($action) . '">';
    }

    /**
     * The nonce of $action (check_admin_referer() stops a request without it), then the capability:
     * without it the request ends with 403 and $refusal (by default, the one of the plugin's settings).
     */
    public static function check(string $action, string $cap = 'manage_options', ?string $refusal = null): void
    {
        check_admin_referer($action);
        if (!current_user_can($cap)) {
            wp_die(esc_html($refusal ?? __('Sorry, you are not allowed to change these settings.', 'exchange-office-site')), 403);
        }
    }

    /** A notice of WordPress's kind $type (success, warning, error, info) with one sentence. */
    public static function notice(string $message, string $type = 'success', string $class = ''): void
    {
        echo '<div class="notice notice-' . esc_attr($type) . ($class !== '' ? ' ' . esc_attr($class) : '') . '"><p>' . esc_html($message) . '</p></div>';
    }
}
