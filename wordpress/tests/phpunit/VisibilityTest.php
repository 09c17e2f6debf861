<?php
/**
 * Reads show only what is public. A password-protected or private item is
 * treated like a draft in every read: lists, slug look-ups, search, `seo/{id}`, dynamic content,
 * menus, translations, view counts and the site's `wp/v2` reads.
 */
final class VisibilityTest extends EOS_TestCase
{
    private const WORD = 'quokkavisibility';

    /** @return array<string, WP_Post> a public item and its hidden twins of one type */
    private function items(string $type, string $lang, array $terms = [], array $fields = []): array
    {
        $out = [];
        foreach (['public' => [], 'password' => ['post_password' => 'letmein'], 'private' => ['post_status' => 'private']] as $kind => $extra) {
            $out[$kind] = $this->item($type, $lang, $extra + $fields + [
                'post_title' => ucfirst($kind) . ' ' . self::WORD . ' ' . wp_generate_password(4, false),
                'post_content' => '<p>' . self::WORD . " $kind body</p>",
                'post_name' => "$kind-" . strtolower(wp_generate_password(8, false)),
            ], $terms, ['seo_title' => "SEO $kind"]);
        }
        return $out;
    }

    private function get(string $path, array $query = [], array $headers = []): WP_REST_Response
    {
        $request = new WP_REST_Request('GET', $path);
        $request->set_query_params($query);
        foreach ($headers as $name => $value) {
            $request->set_header($name, $value);
        }
        $response = rest_do_request($request);
        return is_wp_error($response) ? rest_convert_error_to_response($response) : $response;
    }

    private function ns(string $path, string $lang): WP_REST_Response
    {
        return $this->get("/fulbright-react/v1/$path", ['lang' => $lang]);
    }

    public function test_the_rule(): void
    {
        $items = $this->items('post', 'en');
        $this->assertTrue(EOS_Visibility::is_public($items['public']));
        $this->assertFalse(EOS_Visibility::is_public($items['password']));
        $this->assertFalse(EOS_Visibility::is_public($items['private']));
        $this->assertFalse(EOS_Visibility::is_public(null));
        $this->assertTrue(EOS_Visibility::readable($items['password'], $items['password']->ID), 'a preview sees the item of its token');
    }

    public function test_news_list_item_search_seo_and_views(): void
    {
        $this->news_category(70, 'en');
        $items = $this->items('post', 'en', ['category' => [70]]);
        $listed = array_column($this->ns('news', 'en')->get_data()['news'], 'id');
        $this->assertContains($items['public']->ID, $listed);
        $found = array_column($this->get('/fulbright-react/v1/search', ['lang' => 'en', 'query' => self::WORD])->get_data()['results'], 'id');
        $this->assertSame([$items['public']->ID], array_values(array_intersect($found, array_column($items, 'ID'))));
        foreach (['password', 'private'] as $kind) {
            $post = $items[$kind];
            $this->assertNotContains($post->ID, $listed, "$kind: news list");
            $this->assertSame(404, $this->ns("news/{$post->post_name}", 'en')->get_status(), "$kind: news/{slug}");
            $this->assertSame(404, $this->ns("news/{$post->ID}", 'en')->get_status(), "$kind: news/{id}");
            $this->assertSame(404, $this->ns("seo/{$post->ID}", 'en')->get_status(), "$kind: seo/{id}");
            $this->assertSame(404, EOS_Writes::increment_views(['post_id' => $post->ID])->get_error_data()['status'], "$kind: increment-views");
        }
        $this->assertSame(200, $this->ns("news/{$items['public']->post_name}", 'en')->get_status());
        $this->assertSame(200, $this->ns("seo/{$items['public']->ID}", 'en')->get_status());
    }

    public function test_dynamic_content_programmes_and_lists(): void
    {
        $pages = $this->items('page', 'uk');
        $programs = $this->items('eos_program', 'uk');
        $team = $this->items('eos_team', 'uk', [], []);
        $listed_pages = array_column($this->ns('dynamic-content', 'uk')->get_data()['pages'], 'id');
        $team_ids = array_column(EOS_Reads::team('uk', new WP_REST_Request('GET', '/'))->get_data()['team'], 'id');
        $this->assertContains($pages['public']->ID, $listed_pages);
        $this->assertSame($programs['public']->ID, $this->ns("program-by-slug/{$programs['public']->post_name}", 'uk')->get_data()['id']);
        $this->assertContains($team['public']->ID, $team_ids);
        foreach (['password', 'private'] as $kind) {
            $this->assertSame(404, $this->ns("dynamic-content/{$pages[$kind]->post_name}", 'uk')->get_status(), "$kind page");
            $this->assertNotContains($pages[$kind]->ID, $listed_pages, "$kind page in the list");
            $this->assertSame(404, $this->ns("program-by-slug/{$programs[$kind]->post_name}", 'uk')->get_status(), "$kind programme");
            $this->assertNotContains($team[$kind]->ID, $team_ids, "$kind team member");
        }
        $found = array_column($this->get('/fulbright-react/v1/search', ['lang' => 'uk', 'query' => self::WORD])->get_data()['results'], 'id');
        $this->assertContains($pages['public']->ID, $found);
        $this->assertContains($programs['public']->ID, $found);
        foreach (['password', 'private'] as $kind) {
            $this->assertNotContains($pages[$kind]->ID, $found, "$kind page in search");
            $this->assertNotContains($programs[$kind]->ID, $found, "$kind programme in search");
        }
    }

    public function test_a_hidden_translation_gives_no_alternate_slug_and_a_hidden_target_no_menu_item(): void
    {
        $uk = $this->items('page', 'uk');
        $en = $this->item('page', 'en', ['post_name' => 'english-' . strtolower(wp_generate_password(6, false))]);
        EOS_Languages::link($en->ID, $uk['public']->ID);
        $this->assertSame($uk['public']->post_name, EOS_Languages::alternate_slug($en->ID));
        EOS_Languages::link($en->ID, $uk['password']->ID);
        $this->assertNull(EOS_Languages::alternate_slug($en->ID));

        $menu = wp_create_nav_menu('Visibility ' . wp_generate_password(6, false));
        foreach ($uk as $page) {
            wp_update_nav_menu_item($menu, 0, ['menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $page->ID, 'menu-item-status' => 'publish', 'menu-item-title' => $page->post_title]);
        }
        set_theme_mod('nav_menu_locations', ['primary_uk' => $menu] + (array) get_theme_mod('nav_menu_locations', []));
        $hrefs = array_column(EOS_Reads::menu('uk', 'primary'), 'href');
        $this->assertSame(['/' . $uk['public']->post_name], $hrefs);
    }

    public function test_the_sites_wp_v2_reads_see_public_posts_only(): void
    {
        $this->news_category(70, 'en');
        $items = $this->items('post', 'en', ['category' => [70]]);
        $site = ['X-Site-Request' => '1'];
        $ids = array_column($this->get('/wp/v2/posts', ['categories' => '70', 'per_page' => 100], $site)->get_data(), 'id');
        $this->assertContains($items['public']->ID, $ids);
        $this->assertNotContains($items['password']->ID, $ids);
        $this->assertNotContains($items['private']->ID, $ids);
        $this->assertSame([], $this->get('/wp/v2/posts', ['slug' => $items['password']->post_name], $site)->get_data());
        $this->assertSame(404, $this->get("/wp/v2/posts/{$items['password']->ID}", [], $site)->get_status());
        $this->assertSame(200, $this->get("/wp/v2/posts/{$items['public']->ID}", [], $site)->get_status());
    }
}
