<?php
/**
 * A renamed item's old address: `moved/{kind}/{slug}` answers the current slug of the public item
 * of that kind and language that had it (WordPress's `_wp_old_slug` for posts and programmes, the
 * plugin's `_eos_old_slug` for pages), asked as an anonymous visitor or as a contributor.
 */
final class OldSlugsTest extends EOS_TestCase
{
    private function moved(string $kind, string $slug, string $lang = 'uk'): array
    {
        return $this->rest('GET', "/fulbright-react/v1/moved/$kind/$slug", ['lang' => $lang]);
    }

    private function rename(WP_Post $post, string $slug): WP_Post
    {
        wp_update_post(wp_slash(['ID' => $post->ID, 'post_name' => $slug]));
        return get_post($post->ID);
    }

    private function article(string $lang, string $title, array $fields = []): WP_Post
    {
        $category = $lang === 'uk' ? 3 : 70;
        $this->news_category($category, $lang);
        return $this->item('post', $lang, $fields + ['post_title' => $title, 'post_name' => ''], ['category' => [$category]]);
    }

    private function expectMoved(string $kind, string $old, string $current, string $lang = 'uk'): void
    {
        $answer = $this->moved($kind, $old, $lang);
        $this->assertSame([200, ['slug' => $current]], [$answer['status'], $answer['data']], "$kind $old ($lang)");
    }

    private function expectUnknown(string $kind, string $old, string $lang = 'uk'): void
    {
        $answer = $this->moved($kind, $old, $lang);
        $this->assertSame([404, 'not_found'], [$answer['status'], $answer['data']['code'] ?? null], "$kind $old ($lang)");
    }

    public function test_a_renamed_article_with_a_cyrillic_slug_in_any_encoding(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $post = $this->article('uk', "Набір на програму $tag");
        $old = urldecode($post->post_name);
        $this->assertStringStartsWith('%d0%bd%d0%b0%d0%b1%d1%96%d1%80', $post->post_name, 'WordPress keeps it percent-encoded');
        $renamed = $this->rename($post, "nabir-$tag");
        $this->assertContains($post->post_name, get_post_meta($post->ID, '_wp_old_slug'), 'WordPress kept the old slug as it stored it');

        $this->expectMoved('news', $old, "nabir-$tag");
        $this->expectMoved('news', rawurlencode($old), "nabir-$tag");
        $this->expectMoved('news', strtoupper($post->post_name), "nabir-$tag");
        $this->expectUnknown('news', $old, 'en');
        $this->expectUnknown('program', $old);
        $this->assertSame(404, $this->rest('GET', "/fulbright-react/v1/news/$old", ['lang' => 'uk'])['status'], 'the article read itself still knows only the current slug');
        $this->assertSame($renamed->ID, $this->rest('GET', "/fulbright-react/v1/news/nabir-$tag", ['lang' => 'uk'])['data']['id']);
    }

    public function test_a_chain_of_renames_leads_from_the_first_address_to_the_current_one_in_one_hop(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $post = $this->article('en', "First $tag", ['post_name' => "a-$tag"]);
        $this->rename($post, "b-$tag");
        $this->rename($post, "c-$tag");
        $this->expectMoved('news', "a-$tag", "c-$tag", 'en');
        $this->expectMoved('news', "b-$tag", "c-$tag", 'en');

        $this->rename($post, "a-$tag");
        $this->expectUnknown('news', "a-$tag", 'en');
        $this->expectMoved('news', "c-$tag", "a-$tag", 'en');
    }

    public function test_an_old_slug_that_another_item_now_has_belongs_to_that_item(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $first = $this->article('en', "Shared $tag", ['post_name' => "shared-$tag"]);
        $this->rename($first, "first-$tag");
        $this->expectMoved('news', "shared-$tag", "first-$tag", 'en');
        $second = $this->article('en', "Second $tag", ['post_name' => "shared-$tag"]);
        $this->assertSame("shared-$tag", $second->post_name);
        $this->expectUnknown('news', "shared-$tag", 'en');
        $this->assertSame($second->ID, $this->rest('GET', "/fulbright-react/v1/news/shared-$tag", ['lang' => 'en'])['data']['id']);
    }

    public function test_an_old_slug_of_an_item_that_is_not_public_reveals_nothing(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $contributor = $this->user('contributor');
        $states = ['private' => ['post_status' => 'private'], 'password' => ['post_password' => 'secret'], 'draft' => ['post_status' => 'draft']];
        foreach ($states as $what => $change) {
            $post = $this->article('uk', "Hidden $what $tag", ['post_name' => "$what-old-$tag", 'post_author' => $contributor]);
            $this->rename($post, "$what-new-$tag");
            $this->expectMoved('news', "$what-old-$tag", "$what-new-$tag");
            wp_update_post(wp_slash(['ID' => $post->ID] + $change));
            foreach ([0, $contributor] as $user) {
                wp_set_current_user($user);
                $this->expectUnknown('news', "$what-old-$tag");
            }
            wp_set_current_user(0);
        }
    }

    public function test_a_renamed_programme(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $post = $this->item('eos_program', 'en', ['post_title' => "Programme $tag", 'post_name' => "programme-$tag"]);
        $this->rename($post, "new-programme-$tag");
        $this->expectMoved('program', "programme-$tag", "new-programme-$tag", 'en');
        $this->expectUnknown('news', "programme-$tag", 'en');
        $this->expectUnknown('page', "programme-$tag", 'en');
    }

    public function test_a_renamed_page_keeps_its_old_slugs_as_posts_do(): void
    {
        $tag = strtolower(wp_generate_password(4, false, false));
        $page = $this->item('page', 'uk', ['post_title' => "Партнерства $tag", 'post_name' => '']);
        $old = urldecode($page->post_name);
        $this->rename($page, "partnerstva-$tag");
        $this->assertSame([], get_post_meta($page->ID, '_wp_old_slug'), 'WordPress keeps none for pages');
        $this->assertSame([$page->post_name], get_post_meta($page->ID, '_eos_old_slug'));
        $this->expectMoved('page', $old, "partnerstva-$tag");

        $this->rename($page, $page->post_name);
        $this->assertSame(["partnerstva-$tag"], get_post_meta($page->ID, '_eos_old_slug'), 'taken back: no longer an old slug');
        $this->expectUnknown('page', $old);
        $this->expectMoved('page', "partnerstva-$tag", $old);

        $draft = $this->item('page', 'uk', ['post_title' => "Чернетка $tag", 'post_name' => "chernetka-$tag", 'post_status' => 'draft']);
        $this->rename($draft, "chernetka-new-$tag");
        $this->assertSame([], get_post_meta($draft->ID, '_eos_old_slug'), 'an address never public is not kept');
    }

    public function test_an_unknown_kind_is_no_route(): void
    {
        $this->assertSame(404, $this->rest('GET', '/fulbright-react/v1/moved/team/anyone', ['lang' => 'uk'])['status']);
        $this->assertSame('rest_no_route', $this->rest('GET', '/fulbright-react/v1/moved/team/anyone', ['lang' => 'uk'])['data']['code']);
    }
}
