<?php
/**
 * Issue 49, item 5: "Every address WordPress answered before the office moved its domain to the
 * site answers one permanent redirect to the same item's address on the site: /?p=ID,
 * /?page_id=ID, /?cat=ID, the permalink in the office's structure (dated, /%postname%/, or
 * custom), /category/slug/, attachment pages (to the file), /feed/ (to the language's RSS), old
 * slugs." The plugin's side: the map `old-addresses` (docs/cms-contract/old-addresses.md) and the
 * single look-up beside it (EOS_Address_Resolver), which must agree. Items are written as
 * WordPress stores them: slugs WordPress made from Ukrainian titles, renames through
 * wp_update_post (WordPress keeps `_wp_old_slug` and `_wp_old_date`), the permalink structure set
 * as Settings → Permalinks sets it.
 */
final class OldAddressesTest extends EOS_TestCase
{
    private string $tag = '';

    protected function setUp(): void
    {
        parent::setUp();
        $this->tag = strtolower(wp_generate_password(5, false, false));
        $this->news_category(3, 'uk');
        $this->news_category(70, 'en');
    }

    protected function tearDown(): void
    {
        $this->structure('/%postname%/');
        parent::tearDown();
    }

    /** As Settings → Permalinks saves a structure: the option, then the rules made anew. */
    private function structure(string $structure): void
    {
        global $wp_rewrite;
        $wp_rewrite->set_permalink_structure($structure);
        flush_rewrite_rules(false);
    }

    private function article(string $lang, string $title, array $fields = []): WP_Post
    {
        return $this->item('post', $lang, $fields + ['post_title' => $title, 'post_name' => '', 'post_date' => '2026-10-14 10:00:00'], ['category' => [$lang === 'uk' ? 3 : 70]]);
    }

    private function rename(WP_Post $post, array $fields): WP_Post
    {
        wp_update_post(wp_slash(['ID' => $post->ID] + $fields));
        return get_post($post->ID);
    }

    /** @return array{from: list<string>, old: list<string>, to: string}|null */
    private function entry(WP_Post $post): ?array
    {
        return EOS_Old_Address_Map::post_entry(get_post($post->ID));
    }

    private function text(string $slug): string
    {
        return rawurldecode($slug);
    }

    public function test_a_dated_structure_lists_the_permalink_and_every_old_slug_and_date_of_a_renamed_ukrainian_article(): void
    {
        $this->structure('/%year%/%monthnum%/%postname%/');
        $post = $this->article('uk', "Зимова школа $this->tag");
        $first = $this->text($post->post_name);
        $this->assertStringStartsWith('зимова-школа-', $first, 'WordPress made the slug from the title');
        $post = $this->rename($post, ['post_name' => "zymova-shkola-$this->tag"]);
        $post = $this->rename($post, ['post_date' => '2026-11-02 09:00:00']);

        $entry = $this->entry($post);
        $this->assertSame("/uk/news/zymova-shkola-$this->tag", $entry['to']);
        $this->assertSame(["/?p=$post->ID", "/2026/11/zymova-shkola-$this->tag/"], $entry['from']);
        foreach (["/2026/10/$first/", "/2026/11/$first/", "/2026/10/zymova-shkola-$this->tag/"] as $old) {
            $this->assertContains($old, $entry['old']);
        }
        foreach (array_merge($entry['from'], $entry['old'], ["/?page_id=$post->ID", "/?attachment_id=$post->ID", '/2026/10/' . rawurlencode($first) . '/']) as $address) {
            $this->assertSame($entry['to'], EOS_Address_Resolver::target($address), $address);
        }
    }

    public function test_postname_and_custom_structures_as_an_office_sets_them(): void
    {
        $post = $this->article('en', "Winter school $this->tag");
        $this->assertSame(["/?p=$post->ID", "/winter-school-$this->tag/"], $this->entry($post)['from']);

        $this->structure('/%category%/%postname%/');
        $entry = $this->entry($post);
        $this->assertSame(["/?p=$post->ID", "/category-70/winter-school-$this->tag/"], $entry['from']);
        $this->assertSame("/en/news/winter-school-$this->tag", EOS_Address_Resolver::target("/category-70/winter-school-$this->tag/"));

        $this->structure('/news/%post_id%-%postname%.html');
        $entry = $this->entry($post);
        $this->assertSame(["/?p=$post->ID", "/news/$post->ID-winter-school-$this->tag.html"], $entry['from']);
        $this->assertSame("/en/news/winter-school-$this->tag", EOS_Address_Resolver::target($entry['from'][1]));
    }

    public function test_private_password_protected_and_draft_items_are_in_no_entry_and_never_a_target(): void
    {
        $hidden = [
            $this->article('uk', "Приватний $this->tag", ['post_status' => 'private']),
            $this->article('uk', "Із паролем $this->tag", ['post_password' => 'secret']),
            $this->article('en', "Draft $this->tag", ['post_status' => 'draft']),
            $this->item('page', 'uk', ['post_title' => "Приватна сторінка $this->tag", 'post_status' => 'private']),
        ];
        foreach ($hidden as $post) {
            $this->assertNull($this->entry($post), $post->post_title);
            $this->assertNull(EOS_Address_Resolver::target("/?p=$post->ID"), $post->post_title);
            if ($post->post_name !== '') {
                $this->assertNull(EOS_Address_Resolver::target('/' . $post->post_name . '/'), $post->post_title);
            }
        }
        // An old slug of a post that is private now leads nowhere either.
        $renamed = $this->article('en', "Renamed $this->tag", ['post_name' => "before-$this->tag"]);
        $this->rename($renamed, ['post_name' => "after-$this->tag"]);
        $this->assertSame("/en/news/after-$this->tag", EOS_Address_Resolver::target("/before-$this->tag/"));
        $this->rename($renamed, ['post_status' => 'private']);
        $this->assertNull(EOS_Address_Resolver::target("/before-$this->tag/"));
        $this->assertNull($this->entry($renamed));
    }

    public function test_a_page_its_old_slug_and_a_child_page(): void
    {
        $parent = $this->item('page', 'uk', ['post_title' => "Про нас $this->tag"]);
        $child = $this->item('page', 'uk', ['post_title' => "Команда $this->tag", 'post_parent' => $parent->ID]);
        $parent_text = $this->text($parent->post_name);
        $child_text = $this->text($child->post_name);
        $entry = $this->entry($child);
        $this->assertSame("/uk/$child_text", $entry['to']);
        $this->assertSame(["/?p=$child->ID", "/$parent_text/$child_text/"], $entry['from']);
        $parent = $this->rename($parent, ['post_name' => "pro-nas-$this->tag"]);
        $this->assertSame(["/$parent_text/"], $this->entry($parent)['old'], 'the plugin keeps pages’ old slugs (_eos_old_slug)');
        $this->assertSame("/uk/pro-nas-$this->tag", EOS_Address_Resolver::target('/' . rawurlencode($parent_text) . '/'));
        $this->assertSame("/uk/pro-nas-$this->tag", EOS_Address_Resolver::target("/?page_id=$parent->ID"));
    }

    public function test_a_post_and_a_page_of_one_slug_in_postname_structure_the_page_keeps_the_address(): void
    {
        $page = $this->item('page', 'en', ['post_title' => "Shared $this->tag", 'post_name' => "shared-$this->tag"]);
        $post = $this->article('en', "Shared $this->tag", ['post_name' => "shared-$this->tag"]);
        $this->assertSame("shared-$this->tag", $post->post_name, 'WordPress lets a post and a page share a slug');
        $this->assertSame(["/?p=$post->ID"], $this->entry($post)['from'], 'WordPress answers /shared/ with the page');
        $this->assertSame("/en/shared-$this->tag", EOS_Address_Resolver::target("/shared-$this->tag/"));
        $this->assertSame("/en/shared-$this->tag", $this->entry($page)['to']);
    }

    public function test_categories_a_faq_post_and_attachments(): void
    {
        $term = wp_insert_term("Події $this->tag", 'category');
        $this->assertIsArray($term);
        $id = (int) $term['term_id'];
        EOS_Languages::set_term_lang($id, 'uk');
        update_term_meta($id, 'eos_news', '1');
        $slug = $this->text(get_term($id)->slug);
        $in_events = $this->item('post', 'uk', ['post_title' => "Подія $this->tag"], ['category' => [$id]]);
        $this->assertSame("/uk/news?category=$id", EOS_Site_Targets::of_category(get_term($id)));
        $this->assertSame(["/?cat=$id", "/category/$slug/"], EOS_WP_Addresses::of_category(get_term($id)));
        foreach (["/?cat=$id", "/category/$slug/", '/category/' . rawurlencode($slug) . '/'] as $address) {
            $this->assertSame("/uk/news?category=$id", EOS_Address_Resolver::target($address), $address);
        }
        $this->assertSame('/uk/news/feed.xml', EOS_Address_Resolver::target("/category/$slug/feed/"));
        $this->assertSame('/uk/news/feed.xml', EOS_Address_Resolver::target('/feed/'));
        $this->assertSame('/uk/news/feed.xml', EOS_Address_Resolver::target('/?feed=rss2'));

        $this->category(260, 'uk');
        $faq = $this->item('post', 'uk', ['post_title' => "Питання $this->tag"], ['category' => [260]]);
        $this->assertSame('/uk/faq', $this->entry($faq)['to'], 'a question is on the FAQ page, never among the news');
        $this->assertSame('/uk/faq', EOS_Site_Targets::of_category(get_term(260)));

        $file = wp_insert_attachment(['post_title' => "photo-$this->tag", 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit'], "2026/10/photo-$this->tag.jpg", $in_events->ID);
        update_post_meta($file, '_wp_attached_file', "2026/10/photo-$this->tag.jpg");
        $url = wp_get_attachment_url($file);
        $entry = $this->entry(get_post($file));
        $this->assertSame($url, $entry['to'], 'an attachment page leads to its file');
        $this->assertContains("/?p=$file", $entry['from']);
        $this->assertSame($url, EOS_Address_Resolver::target("/?attachment_id=$file"));
        foreach (array_slice($entry['from'], 1) as $page) {
            $this->assertSame($url, EOS_Address_Resolver::target($page), $page);
        }
        $private = $this->article('uk', "Приватний з фото $this->tag", ['post_status' => 'private']);
        $hidden_file = wp_insert_attachment(['post_title' => "hidden-$this->tag", 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit'], "2026/10/hidden-$this->tag.jpg", $private->ID);
        $this->assertNull($this->entry(get_post($hidden_file)), 'a private post’s file is not given away');
    }

    public function test_the_answer_is_bounded_paged_and_agrees_with_the_look_up_for_every_address(): void
    {
        $post = $this->article('uk', "Оголошення $this->tag");
        $this->rename($post, ['post_name' => "oholoshennia-$this->tag"]);
        $first = $this->rest('GET', '/fulbright-react/v1/old-addresses', ['per_page' => 500]);
        $this->assertSame(200, $first['status']);
        $this->assertLessThanOrEqual(100, count($first['data']['addresses']), 'per_page is brought within 1–100');
        $total = null;
        $entries = [];
        for ($page = 1; $page <= 200; $page++) {
            $request = new WP_REST_Request('GET', '/fulbright-react/v1/old-addresses');
            $request->set_query_params(['page' => $page, 'per_page' => 40]);
            $response = rest_do_request($request);
            $data = $response->get_data();
            $this->assertLessThanOrEqual(40, count($data['addresses']));
            $entries = array_merge($entries, $data['addresses']);
            $total = (int) $response->get_headers()['X-WP-TotalPages'];
            if ($page >= $total) {
                break;
            }
        }
        $GLOBALS['post'] = null;
        $this->assertSame([], $this->rest('GET', '/fulbright-react/v1/old-addresses', ['page' => $total + 1])['data']['addresses']);
        $current = [];
        foreach ($entries as $entry) {
            $this->assertLessThanOrEqual(EOS_WP_Addresses::MAX_OLD, count($entry['old']));
            foreach ($entry['from'] as $address) {
                $current[$address] = true;
                $this->assertSame($entry['to'], EOS_Address_Resolver::target($address), "from $address");
            }
        }
        foreach ($entries as $entry) {
            foreach ($entry['old'] as $address) {
                if (!isset($current[$address])) {
                    $this->assertSame($entry['to'], EOS_Address_Resolver::target($address), "old $address");
                }
            }
        }
        $this->assertContains("/uk/news/oholoshennia-$this->tag", array_column($entries, 'to'));
        $this->assertContains('/uk/news/feed.xml', array_column($entries, 'to'));
    }
}
