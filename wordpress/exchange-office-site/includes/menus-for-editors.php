<?php
defined('ABSPATH') || exit;

/**
 * Editors change the site's menus. WordPress lets only `edit_theme_options` (administrators) do it,
 * which also opens themes, widgets and the Customizer; the plugin's own capability
 * (EOS_Schema::MENUS_CAP, editors and administrators) stands in for it on the menus screen, its
 * AJAX calls and the REST API's menu routes only. Editors reach the screen from a menu entry of
 * its own (Site menus); everything else of Appearance stays with administrators.
 */
final class EOS_Menus_For_Editors
{
    /** The AJAX actions of the menus screen (wp-admin/admin-ajax.php). */
    private const AJAX_ACTIONS = ['add-menu-item', 'menu-get-metabox', 'menu-locations-save', 'menu-quick-search'];
    private const REST_ROUTES = '#^/wp/v2/(menus|menu-items|menu-locations)(/|$)#';
    private static bool $rest_menus = false;

    public static function boot(): void
    {
        add_filter('user_has_cap', [self::class, 'grant'], 10, 4);
        add_filter('map_meta_cap', [self::class, 'no_customizer'], 10, 4);
        add_filter('rest_request_before_callbacks', [self::class, 'rest_before'], 10, 3);
        add_filter('rest_request_after_callbacks', [self::class, 'rest_after'], 10, 3);
        add_action('admin_menu', [self::class, 'menu'], 999);
        add_filter('parent_file', [self::class, 'parent_file']);
    }

    /** Whether a user may change menus only through the plugin's capability. */
    public static function through_plugin(WP_User $user): bool
    {
        return !empty($user->allcaps[EOS_Schema::MENUS_CAP]) && empty($user->allcaps['edit_theme_options']);
    }

    /** Whether this request is the menus screen, one of its AJAX calls or a menu route of the REST API. */
    public static function menus_request(): bool
    {
        if (self::$rest_menus) {
            return true;
        }
        if (wp_doing_ajax()) {
            return in_array(sanitize_key(wp_unslash($_REQUEST['action'] ?? '')), self::AJAX_ACTIONS, true);
        }
        return is_admin() && ($GLOBALS['pagenow'] ?? '') === 'nav-menus.php';
    }

    /** @param array<string, bool> $allcaps */
    public static function grant(array $allcaps, array $caps, array $args, WP_User $user): array
    {
        if (in_array('edit_theme_options', $caps, true) && !empty($allcaps[EOS_Schema::MENUS_CAP]) && self::menus_request()) {
            $allcaps['edit_theme_options'] = true;
        }
        return $allcaps;
    }

    /** The Customizer (“Manage with Live Preview”) stays with those who really have `edit_theme_options`. */
    public static function no_customizer(array $caps, string $cap, int $user_id): array
    {
        if ($cap !== 'customize') {
            return $caps;
        }
        $user = get_userdata($user_id);
        return $user instanceof WP_User && self::through_plugin($user) ? ['do_not_allow'] : $caps;
    }

    public static function rest_before(mixed $response, array $handler, WP_REST_Request $request): mixed
    {
        self::$rest_menus = (bool) preg_match(self::REST_ROUTES, $request->get_route());
        return $response;
    }

    public static function rest_after(mixed $response, array $handler, WP_REST_Request $request): mixed
    {
        self::$rest_menus = false;
        return $response;
    }

    /** Editors get “Site menus” in the admin menu instead of Appearance, whose other screens stay closed to them. */
    public static function menu(): void
    {
        $user = wp_get_current_user();
        if (!self::through_plugin($user)) {
            return;
        }
        remove_menu_page('themes.php');
        add_menu_page(__('Site menus', 'exchange-office-site'), __('Site menus', 'exchange-office-site'), EOS_Schema::MENUS_CAP, 'nav-menus.php', '', 'dashicons-menu', 60);
    }

    public static function parent_file(mixed $parent): mixed
    {
        return ($GLOBALS['pagenow'] ?? '') === 'nav-menus.php' && self::through_plugin(wp_get_current_user()) ? 'nav-menus.php' : $parent;
    }
}
