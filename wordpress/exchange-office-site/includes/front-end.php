<?php
defined('ABSPATH') || exit;

/**
 * The site is WordPress's only public face. Every front-end address of WordPress (an item, an old
 * slug of one, a category, a feed, a search) answers 301 with the same item's address on the site,
 * any other (an archive, an author, the home) with the site's home; wp-admin, wp-login.php, the REST API, media files, cron and the
 * preview (EOS_Preview, earlier on the same hook) never reach this. The list of accounts is not
 * given to anonymous callers, and XML-RPC is off unless the settings turn it on.
 *
 * No address gives a login away, with or without the site's address: an author archive
 * (`?author=1`, /author/login/) is a 404 until the site's address is set (then it goes to the
 * site's home like any archive), links to author archives point at the home, and the sitemap
 * lists no users.
 */
final class EOS_Front_End
{
    public static function boot(): void
    {
        add_action('template_redirect', [self::class, 'redirect'], 1);
        add_filter('rest_pre_dispatch', [self::class, 'close_user_list'], 5, 3);
        add_filter('oembed_response_data', [self::class, 'without_author']);
        add_filter('author_link', static fn () => home_url('/'));
        add_filter('wp_sitemaps_add_provider', static fn ($provider, string $name) => $name === 'users' ? false : $provider, 10, 2);
        add_filter('xmlrpc_enabled', static fn ($enabled) => $enabled && EOS_Settings::get('xmlrpc') === '1');
        add_action('init', [self::class, 'refuse_xmlrpc'], 0);
    }

    /**
     * Where a front-end request of WordPress belongs on the site; null without a site address. The
     * request's own query variables, as WordPress parsed them, go through the same look-up as the
     * old-address map (EOS_Address_Resolver): an item, a category, a feed or a search goes to its
     * address on the site, and a renamed item's old slug to its current address, in one hop (this
     * runs before WordPress's wp_old_slug_redirect, which would send it to WordPress's own address).
     */
    public static function target(): ?string
    {
        global $wp;
        $site = EOS_Settings::get('site_url');
        if ($site === '') {
            return null;
        }
        if (get_query_var('sitemap') !== '') {
            return $site . '/sitemap.xml';
        }
        $vars = $wp instanceof WP ? array_filter($wp->query_vars, 'is_string') : [];
        $found = EOS_Address_Resolver::resolve($vars);
        if ($found !== null) {
            return EOS_Site_Targets::url($found);
        }
        if (is_feed()) {
            return EOS_Site_Targets::url(EOS_Site_Targets::feed());
        }
        return $site . '/';
    }

    public static function redirect(): void
    {
        if (is_admin() || is_robots() || is_favicon() || is_customize_preview() || wp_doing_ajax() || wp_doing_cron()) {
            return;
        }
        $target = self::target();
        if ($target !== null && wp_redirect($target, 301, 'Exchange Office Site')) {
            exit;
        }
        if (is_author() || get_query_var('author') || get_query_var('author_name') !== '') {
            self::not_found();
        }
    }

    /** WordPress's 404, without its canonical redirect (which sends `?author=1` on to /author/login/). */
    private static function not_found(): void
    {
        global $wp_query;
        $wp_query->set_404();
        status_header(404);
        nocache_headers();
        remove_action('template_redirect', 'redirect_canonical');
    }

    /** `wp/v2/users` (the list and each account) answers only a signed-in user. */
    public static function close_user_list(mixed $result, WP_REST_Server $server, WP_REST_Request $request): mixed
    {
        if ($result !== null || is_user_logged_in() || !preg_match('#^/wp/v2/users(/|$)#', $request->get_route())) {
            return $result;
        }
        return new WP_Error('rest_user_cannot_view', __('Sign in to see the accounts of this site.', 'exchange-office-site'), ['status' => 401]);
    }

    /** oEmbed answers name no account (the author's name and archive address give the login away). */
    public static function without_author(mixed $data): mixed
    {
        if (is_array($data)) {
            unset($data['author_name'], $data['author_url']);
        }
        return $data;
    }

    public static function refuse_xmlrpc(): void
    {
        if (!defined('XMLRPC_REQUEST') || !XMLRPC_REQUEST || EOS_Settings::get('xmlrpc') === '1') {
            return;
        }
        status_header(403);
        header('Content-Type: text/plain; charset=utf-8');
        echo esc_html__('XML-RPC is turned off on this site.', 'exchange-office-site');
        exit;
    }
}
