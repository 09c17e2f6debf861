<?php
/**
 * Writes come from the site (its secret, compared in constant time;
 * the visitor it names is what the per-client limit counts); `wp/v2/posts` takes the contract's
 * shape for the site's requests only; the list of accounts is closed to anonymous callers; search
 * answers are cached until content changes, and a query has at most 100 characters.
 */
final class SiteRequestsTest extends EOS_TestCase
{
    private function request(string $method, string $path, array $params = [], array $headers = []): WP_REST_Response
    {
        $request = new WP_REST_Request($method, $path);
        if ($method === 'POST') {
            $request->set_header('Content-Type', 'application/json');
            $request->set_body((string) wp_json_encode($params));
        } else {
            $request->set_query_params($params);
        }
        foreach ($headers as $name => $value) {
            $request->set_header($name, $value);
        }
        $response = rest_do_request($request);
        return is_wp_error($response) ? rest_convert_error_to_response($response) : $response;
    }

    private function data(WP_REST_Response $response): array
    {
        return (array) rest_get_server()->response_to_data($response, false);
    }

    public function test_a_write_without_the_sites_secret_is_refused_with_401_and_the_error_shape(): void
    {
        $this->news_category(70, 'en');
        $post = $this->item('post', 'en', [], ['category' => [70]]);
        $writes = [
            '/fulbright-react/v1/newsletter-subscribe' => ['email' => 'reader' . wp_generate_password(6, false) . '@example.org', 'lang' => 'en'],
            '/fulbright-react/v1/contact' => ['name' => 'Olena', 'email' => 'olena@example.org', 'subject' => 'Hello', 'message' => 'Hi', 'lang' => 'en'],
            '/fulbright-react/v1/increment-views' => ['post_id' => $post->ID],
        ];
        foreach ($writes as $path => $body) {
            foreach (['no secret' => [], 'a wrong one' => ['X-Write-Secret' => 'wr1tE'], 'an empty one' => ['X-Write-Secret' => '']] as $case => $headers) {
                $refused = $this->request('POST', $path, $body, $headers);
                $this->assertSame(401, $refused->get_status(), "$path, $case");
                $this->assertSame(['code' => 'write_secret_required', 'message' => 'Writes are accepted only from the site, with its secret.', 'data' => ['status' => 401]], $this->data($refused), "$path, $case");
            }
        }
        $this->assertSame('', (string) get_post_meta($post->ID, '_eos_views', true), 'nothing counted');
        foreach ($writes as $path => $body) {
            $this->assertSame(200, $this->request('POST', $path, $body, ['X-Write-Secret' => 'wr1te'])->get_status(), $path);
        }
        EOS_Settings::update(['write_secret' => '']);
        $this->assertSame(401, $this->request('POST', '/fulbright-react/v1/increment-views', ['post_id' => $post->ID], ['X-Write-Secret' => ''])->get_status(), 'no secret set here: no writes');
    }

    public function test_the_per_client_limit_counts_the_visitor_the_site_names(): void
    {
        $subscribe = fn (string $client) => $this->request('POST', '/fulbright-react/v1/newsletter-subscribe', ['email' => 'r' . wp_generate_password(8, false) . '@example.org'], ['X-Write-Secret' => 'wr1te', 'X-Client-Address' => $client]);
        $busy = '203.0.113.' . random_int(1, 250);
        for ($i = 0; $i < EOS_Newsletter_Limits::PER_VISITOR; $i++) {
            EOS_Newsletter_Limits::visitor_attempt("site:$busy");
        }
        $this->assertSame(429, $subscribe($busy)->get_status(), 'the visitor who used up the limit');
        $this->assertSame(200, $subscribe('198.51.100.' . random_int(1, 250))->get_status(), 'another visitor behind the same site');
    }

    public function test_wp_v2_posts_has_the_contracts_shape_only_for_the_sites_requests(): void
    {
        $page = $this->item('page', 'en', ['post_name' => 'shape-' . strtolower(wp_generate_password(6, false)), 'post_content' => "Line one\n\nLine two"]);
        $site = ['X-Site-Request' => '1'];
        $this->assertSame([$page->ID], array_column($this->request('GET', '/wp/v2/posts', ['slug' => $page->post_name], $site)->get_data(), 'id'), 'the site finds pages by slug');
        $this->assertSame([], $this->request('GET', '/wp/v2/posts', ['slug' => $page->post_name])->get_data(), 'any other client: WordPress’s own answer');
        $this->assertSame(404, $this->request('GET', "/wp/v2/posts/{$page->ID}")->get_status(), 'a page is not a post for others');
        $this->assertSame($page->ID, $this->request('GET', "/wp/v2/posts/{$page->ID}", [], $site)->get_data()['id']);

        $editor = $this->user('editor', true);
        $this->assertIsInt($editor);
        $this->news_category(70, 'en');
        $post = $this->item('post', 'en', ['post_content' => "Line one\n\nLine two", 'post_title' => 'Say "hi" -- now'], ['category' => [70]]);
        $editors = $this->request('GET', "/wp/v2/posts/{$post->ID}", ['context' => 'edit'])->get_data();
        $this->assertSame(apply_filters('the_content', $post->post_content), $editors['content']['rendered'], 'the block editor gets WordPress’s rendering');
        $this->assertSame('Say &#8220;hi&#8221; &#8212; now', $editors['title']['rendered'], 'the block editor gets WordPress’s title');
        $sites = $this->request('GET', "/wp/v2/posts/{$post->ID}", [], $site)->get_data();
        $this->assertSame('Say "hi" -- now', $sites['title']['rendered'], 'the site gets the title as written');
        $this->assertSame(EOS_Html::render($post->post_content), $sites['content']['rendered'], 'the site gets the plugin’s rendering');
    }

    public function test_the_accounts_are_listed_only_to_signed_in_users(): void
    {
        $this->user('author');
        foreach (['/wp/v2/users', '/wp/v2/users/1'] as $path) {
            $refused = $this->request('GET', $path);
            $this->assertSame(401, $refused->get_status(), $path);
            $this->assertSame('rest_user_cannot_view', $this->data($refused)['code']);
        }
        $this->user('editor', true);
        $listed = $this->request('GET', '/wp/v2/users', ['who' => 'authors']);
        $this->assertSame(200, $listed->get_status(), 'the block editor’s author list');
        $this->assertNotEmpty($listed->get_data());
    }

    public function test_search_answers_are_cached_until_content_changes_and_a_query_is_capped(): void
    {
        $word = 'wombatcache' . strtolower(wp_generate_password(5, false, false));
        $this->news_category(70, 'en');
        $post = $this->item('post', 'en', ['post_title' => "Before $word"], ['category' => [70]]);
        $search = fn (string $query) => $this->request('GET', '/fulbright-react/v1/search', ['lang' => 'en', 'query' => $query]);
        $this->assertSame("Before $word", $search($word)->get_data()['results'][0]['title']);

        global $wpdb;
        $wpdb->update($wpdb->posts, ['post_title' => "After $word"], ['ID' => $post->ID]);
        clean_post_cache($post->ID);
        $this->assertSame("Before $word", $search($word)->get_data()['results'][0]['title'], 'the cached answer');

        wp_update_post(['ID' => $post->ID, 'post_title' => "Saved $word"]);
        $this->assertSame("Saved $word", $search($word)->get_data()['results'][0]['title'], 'a save forgets the cached answers');

        $this->assertSame(200, $search(str_repeat('а', 100))->get_status());
        $long = $search(str_repeat('а', 101));
        $this->assertSame(400, $long->get_status());
        $this->assertSame(['code' => 'query_too_long', 'message' => 'A search query has at most 100 characters.', 'data' => ['status' => 400]], $this->data($long));
    }
}
