<?php
/** Helpers for the plugin's tests: items in one language, captured HTTP calls, a clean queue. */
abstract class EOS_TestCase extends PHPUnit\Framework\TestCase
{
    /** @var list<array{url: string, args: array}> */
    protected array $http = [];
    /** @var callable|null */
    private $capture = null;

    protected function setUp(): void
    {
        // Slugs as WordPress makes them (an install that had the plugin before romanisation existed).
        EOS_Settings::update(['site_url' => 'https://site.example', 'revalidate_secret' => 's3cret', 'write_secret' => 'wr1te', 'namespace' => 'fulbright-react/v1', 'transliterate_slugs' => '0']);
        EOS_Revalidate::resolve();
        EOS_Webhook::forget_pending();
        $this->http = [];
        $this->capture = function ($pre, array $args, string $url) {
            if ($pre !== false) {
                return $pre;
            }
            $this->http[] = ['url' => $url, 'args' => $args];
            return ['headers' => [], 'body' => '{}', 'response' => ['code' => 200, 'message' => 'OK'], 'cookies' => [], 'filename' => null];
        };
        add_filter('pre_http_request', $this->capture, 10, 3);
    }

    protected function tearDown(): void
    {
        wp_set_current_user(0);
        // A REST answer sets the global post, and get_post(0) returns it: no test may leave one behind.
        $GLOBALS['post'] = null;
        remove_filter('pre_http_request', $this->capture, 10);
        EOS_Revalidate::resolve();
        EOS_Webhook::forget_pending();
    }

    /** A post of a type in a language; `terms` => [taxonomy => ids], `meta` => [key => value]. */
    protected function item(string $type, string $lang, array $fields = [], array $terms = [], array $meta = []): WP_Post
    {
        $id = wp_insert_post(wp_slash($fields + ['post_type' => $type, 'post_status' => 'publish', 'post_title' => 'Item ' . wp_generate_password(6, false)]), true);
        $this->assertIsInt($id);
        EOS_Languages::set_post_lang($id, $lang);
        foreach ($terms as $taxonomy => $ids) {
            wp_set_object_terms($id, $ids, $taxonomy);
        }
        foreach ($meta as $key => $value) {
            update_post_meta($id, "_eos_$key", $value);
        }
        return get_post($id);
    }

    /** A user of a role (contributor, author, editor, administrator), signed in when $sign_in. */
    protected function user(string $role, bool $sign_in = false): int
    {
        $id = wp_insert_user(['user_login' => $role . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => $role]);
        $this->assertIsInt($id);
        if ($sign_in) {
            wp_set_current_user($id);
        }
        return $id;
    }

    /** A news category of a language (term meta eos_news), with a fixed id. */
    protected static function news_category(int $id, string $lang): void
    {
        self::category($id, $lang);
        update_term_meta($id, 'eos_news', '1');
    }

    /** A category with a fixed id (as the importer makes them). */
    protected static function category(int $id, string $lang): void
    {
        global $wpdb;
        if (!term_exists($id)) {
            $wpdb->insert($wpdb->terms, ['term_id' => $id, 'name' => "Category $id", 'slug' => "category-$id", 'term_group' => 0]);
            $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $id, 'taxonomy' => 'category', 'description' => '', 'parent' => 0, 'count' => 0]);
            clean_term_cache($id, 'category');
        }
        EOS_Languages::set_term_lang($id, $lang);
    }

    /** Settings → The public site, as an administrator sees it. */
    protected function settings_page(): string
    {
        require_once __DIR__ . '/settings-page.php';
        wp_set_current_user($this->user('administrator'));
        ob_start();
        EOS_Settings_Page::render();
        return (string) ob_get_clean();
    }

    /** One REST call inside WordPress, as the signed-in user (if any); its answer as data with `status`. */
    protected function rest(string $method, string $path, array $params = [], array $headers = []): array
    {
        $request = new WP_REST_Request($method, $path);
        if ($method === 'GET') {
            $request->set_query_params($params);
        } else {
            $request->set_header('Content-Type', 'application/json');
            $request->set_body((string) wp_json_encode($params));
        }
        foreach ($headers as $name => $value) {
            $request->set_header($name, $value);
        }
        $response = rest_do_request($request);
        $GLOBALS['post'] = null;
        return ['status' => $response->get_status(), 'data' => rest_get_server()->response_to_data($response, false)];
    }

    /** What this request would send to the webhook, after the end-of-request resolution. */
    protected function payloads(): array
    {
        EOS_Revalidate::resolve();
        $pending = EOS_Webhook::pending();
        EOS_Webhook::forget_pending();
        return $pending;
    }

    protected function forget(): void
    {
        $this->payloads();
    }
}
