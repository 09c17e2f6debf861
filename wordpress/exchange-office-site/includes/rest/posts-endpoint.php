<?php
defined('ABSPATH') || exit;

/**
 * The standard `wp/v2/posts` as the contract needs it, for the site's requests only (they carry
 * `X-Site-Request: 1`; the block editor and every other client get WordPress's own answer): it
 * finds every kind of post the site links to (news and the pages of dynamic content, so `slug`
 * gives a page's categories), public items only, newest first with a stable order for equal
 * dates, and renders HTML like the plugin's own endpoints.
 */
final class EOS_Posts_Endpoint
{
    public const SITE_HEADER = 'X-Site-Request';

    public static function boot(): void
    {
        add_filter('rest_post_query', [self::class, 'query'], 10, 2);
        add_filter('rest_pre_dispatch', [self::class, 'single'], 10, 3);
        add_filter('rest_prepare_post', [self::class, 'render'], 10, 3);
        add_filter('rest_prepare_page', [self::class, 'render'], 10, 3);
        add_action('rest_api_init', [self::class, 'language_field']);
        add_action('save_post', [self::class, 'default_language'], 5, 2);
    }

    public static function from_site(WP_REST_Request $request): bool
    {
        return $request->get_header(self::SITE_HEADER) === '1';
    }

    public static function query(array $args, WP_REST_Request $request): array
    {
        if (!self::from_site($request)) {
            return $args;
        }
        $args = array_merge($args, EOS_Visibility::query_args());
        // `categories=258`: the site asks by the contract's id for the category chosen in the settings.
        foreach ($args['tax_query'] ?? [] as $i => $clause) {
            if (is_array($clause) && ($clause['taxonomy'] ?? '') === 'category' && isset($clause['terms'])) {
                $args['tax_query'][$i]['terms'] = EOS_Special_Categories::from_contract(array_map('intval', (array) $clause['terms']));
            }
        }
        $args['post_type'] = ['post', 'page'];
        if (!$request->get_param('orderby') || $request->get_param('orderby') === 'date') {
            $args['orderby'] = ['date' => $args['order'] ?? 'DESC', 'ID' => $args['order'] ?? 'DESC'];
        }
        return $args;
    }

    /**
     * `wp/v2/posts/{id}` for the site: an item that is not public is unknown, and a page answers
     * as the page (with its categories).
     */
    public static function single(mixed $result, WP_REST_Server $server, WP_REST_Request $request): mixed
    {
        if ($result !== null || $request->get_method() !== 'GET' || !self::from_site($request) || !preg_match('#^/wp/v2/posts/(\d+)$#', $request->get_route(), $m)) {
            return $result;
        }
        $post = get_post((int) $m[1]);
        if (!EOS_Visibility::is_public($post) || !in_array($post->post_type, ['post', 'page'], true)) {
            return new WP_Error('rest_post_invalid_id', __('Invalid post ID.'), ['status' => 404]);
        }
        if ($post->post_type !== 'page') {
            return $result;
        }
        $inner = new WP_REST_Request('GET', '/wp/v2/pages/' . $post->ID);
        $inner->set_query_params($request->get_query_params());
        $inner->set_header(self::SITE_HEADER, '1');
        return rest_do_request($inner);
    }

    public static function render(WP_REST_Response $response, WP_Post $post, WP_REST_Request $request): WP_REST_Response
    {
        if (!self::from_site($request)) {
            return $response;
        }
        $data = $response->get_data();
        if (isset($data['title']['rendered'])) {
            $data['title']['rendered'] = $post->post_title;
        }
        if (isset($data['content']['rendered']) && !post_password_required($post)) {
            $data['content']['rendered'] = EOS_Html::render($post->post_content, $post);
        }
        if (isset($data['excerpt']['rendered']) && $post->post_excerpt !== '') {
            $data['excerpt']['rendered'] = $post->post_excerpt;
        }
        if (isset($data['categories']) && is_array($data['categories'])) {
            // As the plugin's own answers give them: the contract's ids of special categories, ascending.
            $data['categories'] = EOS_Special_Categories::to_contract($data['categories']);
        }
        $response->set_data($data);
        return $response;
    }

    /** `lang` (uk|en) and `translation` on every content type over REST, so items created through the API have them. */
    public static function language_field(): void
    {
        $types = array_merge(['post', 'page'], array_keys(EOS_Content_Model::TYPES));
        register_rest_field($types, 'lang', [
            'get_callback' => static fn (array $item) => EOS_Languages::post_lang((int) $item['id']),
            'update_callback' => static function ($value, WP_Post $post) {
                EOS_Languages::set_post_lang($post->ID, (string) $value);
                return true;
            },
            'schema' => ['type' => 'string', 'enum' => EOS_Languages::LANGS, 'context' => ['view', 'edit']],
        ]);
        // The item's translation (0: none), linked as the Language box links it, with the same checks.
        register_rest_field($types, 'translation', [
            'get_callback' => static fn (array $item) => EOS_Languages::translation((int) $item['id']),
            'update_callback' => static function ($value, WP_Post $post) {
                $other = (int) $value;
                if ($other === EOS_Languages::translation($post->ID)) {
                    return true;
                }
                if (!EOS_Languages::may_link($post->ID, $other)) {
                    return new WP_Error('rest_cannot_link_translation', __('You may link a translation only to an item of the same type that you may edit.', 'exchange-office-site'), ['status' => 403]);
                }
                EOS_Languages::link($post->ID, $other);
                return true;
            },
            'schema' => ['type' => 'integer', 'minimum' => 0, 'context' => ['view', 'edit']],
        ]);
    }

    /**
     * An item saved without a language gets the one day one would give it (EOS_Day_One::language_of:
     * Polylang's, else its text's), so an office's English post edited before day one reached it
     * stays English; none when Polylang gave it a language the site does not serve. Before the
     * Language box or the REST field sets one, which then wins (Polylang sets its own). A new item's
     * auto-draft has no text to tell: it gets the default language, which its Language box shows
     * (with its "Add translation" link) and the editor may change.
     */
    public static function default_language(mixed $post_id, WP_Post $post): void
    {
        $post_id = (int) $post_id;
        if (EOS_Languages::polylang() || wp_is_post_revision($post_id) || $post->post_type === 'nav_menu_item') {
            return;
        }
        if (get_post_meta($post_id, EOS_Languages::META_LANG, true) === '') {
            $lang = $post->post_status === 'auto-draft' ? EOS_Languages::DEFAULT : EOS_Day_One::language_of($post_id, $post->post_title, $post->post_content);
            if ($lang !== null) {
                update_post_meta($post_id, EOS_Languages::META_LANG, $lang);
            }
        }
    }
}
