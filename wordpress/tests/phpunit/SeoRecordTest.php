<?php
/**
 * `seo/{postId}`: the title, description and canonical an office already stored with Yoast SEO or
 * Rank Math are the site's, whether or not that plugin is active (neither is, here), with their
 * variables resolved, no raw variable left, no site name (the site appends its own), and only a
 * canonical on the public site (setting Site URL: https://site.example, see EOS_TestCase).
 */
final class SeoRecordTest extends EOS_TestCase
{
    private function seo(int $id): array
    {
        return $this->rest('GET', "/fulbright-react/v1/seo/$id");
    }

    private function article(array $meta, array $fields = []): WP_Post
    {
        $this->news_category(3, 'uk');
        $post = $this->item('post', 'uk', $fields + ['post_title' => 'Стипендія для науковців', 'post_name' => '', 'post_excerpt' => 'Короткий опис.'], ['category' => [3]]);
        foreach ($meta as $key => $value) {
            update_post_meta($post->ID, $key, wp_slash($value));
        }
        return $post;
    }

    protected function setUp(): void
    {
        parent::setUp();
        update_option('blogname', 'Офіс програми');
        update_option('wpseo_titles', ['separator' => 'sc-ndash']);
        update_option('rank-math-options-titles', ['title_separator' => '|']);
    }

    public function test_yoast_title_and_description_with_their_variables_resolved(): void
    {
        $post = $this->article([
            '_yoast_wpseo_title' => '%%title%% %%page%% %%sep%% %%sitename%%',
            '_yoast_wpseo_metadesc' => '%%excerpt%% Усе про %%title%% на сайті «%%sitename%%», %%currentyear%%. %%cf_unknown%%',
        ]);
        $answer = $this->seo($post->ID);
        $this->assertSame(200, $answer['status']);
        $this->assertSame('Стипендія для науковців', $answer['data']['title'], 'the site name and the separator before it left out, the empty page number dropped');
        $this->assertSame('Короткий опис. Усе про Стипендія для науковців на сайті «Офіс програми», ' . wp_date('Y') . '.', $answer['data']['description']);
        $this->assertSame('', $answer['data']['canonical']);
        $this->assertSame(get_post_modified_time('c', false, $post), $answer['data']['modified_time']);
    }

    public function test_category_separator_and_unknown_variables_never_show_raw(): void
    {
        $post = $this->article(['_yoast_wpseo_title' => '%%primary_category%% %%sep%% %%title%% %%sep%% %%focuskw%% %%ct_product_cat%%']);
        $title = $this->seo($post->ID)['data']['title'];
        $this->assertSame('Category 3 – Стипендія для науковців', $title);
        $this->assertStringNotContainsString('%', $title);
    }

    public function test_rank_math_values_when_yoast_has_none(): void
    {
        $post = $this->article([
            'rank_math_title' => '%title% %sep% %sitename% %customfield(subtitle)%',
            'rank_math_description' => '%excerpt%',
            'rank_math_canonical_url' => 'https://site.example/uk/news/stypendiia',
        ]);
        $this->assertSame(
            ['title' => 'Стипендія для науковців', 'description' => 'Короткий опис.', 'canonical' => 'https://site.example/uk/news/stypendiia'],
            array_intersect_key($this->seo($post->ID)['data'], ['title' => 1, 'description' => 1, 'canonical' => 1])
        );
    }

    public function test_the_plugins_own_box_wins_then_yoast_then_rank_math(): void
    {
        $post = $this->article([
            '_eos_seo_title' => 'Власний заголовок',
            '_yoast_wpseo_title' => 'Заголовок Yoast',
            '_yoast_wpseo_metadesc' => 'Опис Yoast',
            'rank_math_description' => 'Опис Rank Math',
        ]);
        $data = $this->seo($post->ID)['data'];
        $this->assertSame(['Власний заголовок', 'Опис Yoast'], [$data['title'], $data['description']]);
    }

    public function test_a_description_alone_makes_a_record_without_a_title_and_nothing_stored_is_404(): void
    {
        $post = $this->article(['_yoast_wpseo_metadesc' => 'Лише опис']);
        $this->assertSame(['', 'Лише опис'], [$this->seo($post->ID)['data']['title'], $this->seo($post->ID)['data']['description']]);
        $bare = $this->article(['_yoast_wpseo_title' => '%%sitename%%']);
        $this->assertSame(404, $this->seo($bare->ID)['status'], 'a title of nothing but the site name is no title');
        $this->assertSame('not_found', $this->seo($bare->ID)['data']['code']);
    }

    public static function canonicals(): iterable
    {
        yield 'on the site' => ['https://site.example/en/programs/humphrey', true];
        yield 'on the site, host in capitals' => ['https://SITE.example/uk/stories', true];
        yield 'WordPress’s own host' => [null, false];
        yield 'another site' => ['https://elsewhere.example/uk/news/a', false];
        yield 'a host that only starts like the site' => ['https://site.example.evil.test/uk', false];
        yield 'the site over plain http' => ['http://site.example/uk', false];
        yield 'a path without a host' => ['/uk/news/a', false];
        yield 'not a web address' => ['javascript:alert(1)', false];
    }

    /** @dataProvider canonicals */
    public function test_a_canonical_is_kept_only_on_the_public_site(?string $canonical, bool $kept): void
    {
        $canonical ??= home_url('/2026/01/stypendiia/');
        $post = $this->article(['_yoast_wpseo_title' => 'Т', '_yoast_wpseo_canonical' => $canonical]);
        $this->assertSame($kept ? $canonical : '', $this->seo($post->ID)['data']['canonical']);
    }

    public function test_without_a_site_url_no_canonical_is_trusted(): void
    {
        EOS_Settings::update(['site_url' => '']);
        $post = $this->article(['_yoast_wpseo_title' => 'Т', '_yoast_wpseo_canonical' => 'https://site.example/uk/news/a']);
        $this->assertSame('', $this->seo($post->ID)['data']['canonical']);
    }

    public function test_a_non_public_item_has_no_record_for_anyone_the_site_asks_as(): void
    {
        $meta = ['_yoast_wpseo_title' => 'Таємне', '_yoast_wpseo_metadesc' => 'Таємний опис'];
        $contributor = $this->user('contributor');
        $hidden = [
            'draft' => $this->article($meta, ['post_status' => 'draft', 'post_author' => $contributor]),
            'private' => $this->article($meta, ['post_status' => 'private']),
            'password' => $this->article($meta, ['post_password' => 'secret']),
            'pending' => $this->article($meta, ['post_status' => 'pending', 'post_author' => $contributor]),
        ];
        foreach ([0, $contributor] as $user) {
            wp_set_current_user($user);
            foreach ($hidden as $what => $post) {
                $answer = $this->seo($post->ID);
                $this->assertSame(404, $answer['status'], "$what as user $user");
                $this->assertStringNotContainsString('Таємн', (string) wp_json_encode($answer['data']), "$what as user $user");
            }
        }
    }

    /**
     * Issue 50, item 17: "Yoast's and Rank Math's noindex is ignored: an item the office marked
     * noindex is in the sitemap and indexable." The record says it, and so do the lists the
     * sitemap is made from.
     */
    public function test_an_item_marked_noindex_in_yoast_or_rank_math_says_so_in_its_record_and_the_lists(): void
    {
        $yoast = $this->article(['_yoast_wpseo_meta-robots-noindex' => '1']);
        $rank_math = $this->article(['rank_math_robots' => ['noindex', 'nofollow']]);
        $indexed = $this->article(['_yoast_wpseo_meta-robots-noindex' => '2']);
        $plain = $this->article([]);
        $this->assertSame(200, $this->seo($yoast->ID)['status'], 'a record for noindex alone');
        $this->assertTrue($this->seo($yoast->ID)['data']['noindex']);
        $this->assertTrue($this->seo($rank_math->ID)['data']['noindex']);
        $this->assertSame(404, $this->seo($plain->ID)['status'], 'nothing stored: no record');

        $news = array_column($this->rest('GET', '/fulbright-react/v1/news', ['lang' => 'uk', 'page' => 1, 'per_page' => 100, 'fields' => 'id,noindex'])['data']['news'], 'noindex', 'id');
        $this->assertSame([true, true, false, false], [$news[$yoast->ID], $news[$rank_math->ID], $news[$indexed->ID], $news[$plain->ID]]);

        // Yoast's "Show posts in search results: no", which an item's own "yes" overrides.
        update_option('wpseo_titles', ['separator' => 'sc-ndash', 'noindex-post' => true, 'noindex-page' => false]);
        $this->assertTrue(EOS_Seo_Record::noindex($plain));
        $this->assertFalse(EOS_Seo_Record::noindex($indexed));
        // Rank Math's robots of the type, where Yoast says nothing of it.
        delete_option('wpseo_titles');
        update_option('rank-math-options-titles', ['pt_eos_program_custom_robots' => 'on', 'pt_eos_program_robots' => ['noindex'], 'robots_global' => ['index']]);
        $program = $this->item('eos_program', 'uk', ['post_title' => 'Програма без індексу']);
        $page = $this->item('page', 'uk', ['post_title' => 'Сторінка з індексом']);
        $this->assertTrue(EOS_Seo_Record::noindex($program));
        $this->assertFalse(EOS_Seo_Record::noindex($page));
        $this->assertTrue($this->rest('GET', '/fulbright-react/v1/program-by-slug/' . $program->post_name, ['lang' => 'uk'])['data']['noindex']);
        update_post_meta($page->ID, '_yoast_wpseo_meta-robots-noindex', '1');
        $pages = $this->rest('GET', '/fulbright-react/v1/dynamic-content', ['lang' => 'uk', 'per_page' => 100, 'page' => 1]);
        $listed = array_column($pages['data']['pages'], 'noindex', 'id');
        $this->assertTrue($listed[$page->ID] ?? null);
    }
}
