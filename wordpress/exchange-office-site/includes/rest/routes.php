<?php
defined('ABSPATH') || exit;

/** Registers every path of docs/cms-contract/README.md#paths-at-a-glance under the namespace of the settings. */
final class EOS_Routes
{
    public static function boot(): void
    {
        add_action('rest_api_init', [self::class, 'register']);
    }

    private static function lang(WP_REST_Request $request): string
    {
        return EOS_Languages::normalise($request->get_param('lang'));
    }

    /** A route that answers GET (or POST) and 405 for any other method, as the contract says. */
    private static function route(string $namespace, string $path, string $method, callable $handler, ?callable $permission = null): void
    {
        $others = array_values(array_diff(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], [$method]));
        register_rest_route($namespace, $path, [
            [
                'methods' => $method,
                'callback' => static function (WP_REST_Request $request) use ($handler) {
                    $result = $handler($request);
                    return $result instanceof WP_REST_Response || is_wp_error($result) ? $result : new WP_REST_Response($result, 200);
                },
                'permission_callback' => $permission ?? '__return_true',
            ],
            [
                'methods' => $others,
                'callback' => static fn () => new WP_Error('rest_method_not_allowed', 'Method not allowed for this route.', ['status' => 405]),
                'permission_callback' => '__return_true',
            ],
        ]);
    }

    public static function register(): void
    {
        $ns = EOS_Settings::get('namespace');
        $get = static fn (string $path, callable $handler) => self::route($ns, $path, 'GET', $handler);
        $post = static fn (string $path, callable $handler) => self::route($ns, $path, 'POST', $handler, [EOS_Writes::class, 'from_site']);
        $slug = '(?P<slug>[^/]+)';

        $get('/menu/(?P<location>[^/]+)', static fn ($r) => EOS_Reads::menu(self::lang($r), (string) $r['location']));
        $get('/header-data', static fn ($r) => EOS_Reads::header(self::lang($r)));
        $get('/footer-data', static fn ($r) => EOS_Reads::footer(self::lang($r)));
        $get('/hero-slides', static fn ($r) => EOS_Reads::hero_slides(self::lang($r), $r));
        $get('/about-data', static fn ($r) => EOS_Reads::about_data(self::lang($r)));
        $get('/programs', static fn ($r) => EOS_Reads::programs(self::lang($r), $r));
        $get("/program-by-slug/$slug", static fn ($r) => EOS_Reads::program_by_slug(self::lang($r), (string) $r['slug'], EOS_Preview_Token::post_id($r)));
        $get('/program-curators', static fn ($r) => EOS_Reads::curators(self::lang($r), $r));
        $get('/news', static fn ($r) => EOS_News_List::is_paged($r) ? EOS_News_List::answer(self::lang($r), $r) : EOS_Reads::news(self::lang($r)));
        $get("/news/$slug", static fn ($r) => EOS_Reads::news_item(self::lang($r), (string) $r['slug'], EOS_Preview_Token::post_id($r)));
        $get('/news-categories', static fn ($r) => EOS_Reads::news_categories(self::lang($r)));
        $get('/library', static fn ($r) => EOS_Library_List::answer(self::lang($r), $r));
        $get('/testimonials', static fn ($r) => EOS_Reads::testimonials(self::lang($r), $r));
        $get('/search', static fn ($r) => EOS_Search::answer(self::lang($r), $r));
        $get('/page/(?P<name>[^/]+)', static fn ($r) => EOS_Reads::page(self::lang($r), (string) $r['name']));
        $get('/team', static fn ($r) => EOS_Reads::team(self::lang($r), $r));
        $get('/authors', static fn ($r) => EOS_Reads::authors(self::lang($r), $r));
        $get('/timeline-events', static fn ($r) => EOS_Reads::timeline_events(self::lang($r), $r));
        $get('/photo-gallery', static fn ($r) => EOS_Reads::photo_gallery(self::lang($r), $r));
        $get('/dynamic-content', static fn ($r) => EOS_Reads::dynamic_content_list(self::lang($r), $r));
        $get("/dynamic-content/$slug", static fn ($r) => EOS_Reads::dynamic_content(self::lang($r), (string) $r['slug'], EOS_Preview_Token::post_id($r)));
        $get('/preview', [EOS_Preview_Token::class, 'answer']);
        $get('/moved/(?P<kind>news|program|page)/' . $slug, static fn ($r) => EOS_Old_Slugs::answer((string) $r['kind'], self::lang($r), (string) $r['slug']));
        $get('/old-addresses', [EOS_Old_Address_Map::class, 'answer']);
        $get('/seo/(?P<id>[^/]+)', static fn ($r) => preg_match('/^\d+$/', (string) $r['id']) ? EOS_Reads::seo((int) $r['id']) : EOS_Reads::not_found('No SEO record for this post'));

        $body = static fn (WP_REST_Request $r) => is_array($r->get_json_params()) ? $r->get_json_params() : [];
        $post('/newsletter-subscribe', static fn ($r) => EOS_Writes::subscribe($body($r), EOS_Writes::client($r)));
        $post('/newsletter-confirm', static fn ($r) => EOS_Writes::confirm_subscription($body($r), EOS_Writes::client($r)));
        $post('/contact', static fn ($r) => EOS_Writes::contact($body($r), EOS_Writes::client($r)));
        $post('/increment-views', static fn ($r) => EOS_Writes::increment_views($body($r)));
    }
}
