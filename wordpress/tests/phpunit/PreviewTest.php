<?php
/**
 * WordPress's Preview button opens the site's /api/preview with a token for that
 * item and that user, valid for minutes (no secret of the site); the site asks for the draft with
 * the token, and WordPress answers it only while the token is valid and the user may edit the item.
 * On a published item the preview shows that user's unsaved changes (their autosave), else the
 * latest revision; everyone else keeps reading the live item.
 */
final class PreviewTest extends EOS_TestCase
{
    /** The token and path of a site preview link. @return array{token: string, path: string} */
    private function parse(string $link): array
    {
        $this->assertStringStartsWith('https://site.example/api/preview?', $link);
        parse_str((string) parse_url($link, PHP_URL_QUERY), $query);
        $this->assertSame(['token', 'path'], array_keys($query), 'the link carries a token and a path, nothing else');
        return ['token' => (string) $query['token'], 'path' => (string) $query['path']];
    }

    /** A REST read of the contract as the site sends it, with a preview token. */
    private function read(string $path, string $lang, string $token = ''): WP_REST_Response
    {
        $request = new WP_REST_Request('GET', '/fulbright-react/v1/' . $path);
        $request->set_query_params(['lang' => $lang]);
        if ($token !== '') {
            $request->set_header('X-Preview-Token', $token);
        }
        return rest_do_request($request);
    }

    public function test_the_preview_link_carries_a_token_for_that_item_and_that_user_and_no_secret(): void
    {
        $editor = $this->user('editor', true);
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft']);
        $link = $this->parse(get_preview_post_link($draft));
        $this->assertSame("/en/news/{$draft->ID}", $link['path']);
        $this->assertMatchesRegularExpression("/^{$draft->ID}\\.{$editor}\\.\\d+\\.[0-9a-f]{64}$/", $link['token']);
        $this->assertStringNotContainsString('s3cret', get_preview_post_link($draft));
        $this->assertStringNotContainsString('wr1te', get_preview_post_link($draft));
        $verified = EOS_Preview_Token::verify($link['token']);
        $this->assertSame(['post_id' => $draft->ID, 'user_id' => $editor], array_slice($verified, 0, 2));
        $this->assertEqualsWithDelta(time() + EOS_Preview_Token::TTL, $verified['expires'], 2, 'valid for minutes');
        $this->assertLessThanOrEqual(900, EOS_Preview_Token::TTL);
    }

    public function test_paths_per_type_and_language(): void
    {
        $this->user('editor', true);
        $this->category(274, 'uk');
        $cases = [
            ['page', 'uk', 'umovy', [], '/uk/umovy'],
            ['eos_program', 'en', 'visiting-scholar', [], '/en/programs/visiting-scholar'],
            ['post', 'uk', 'avtorka', ['category' => [274]], '/uk/authors/avtorka'],
            ['page', 'uk', 'умови-конкурсу', [], '/uk/умови-конкурсу'],
        ];
        foreach ($cases as [$type, $lang, $slug, $terms, $path]) {
            $post = $this->item($type, $lang, ['post_name' => $slug], $terms);
            $this->assertSame($path, EOS_Preview::site_path($post));
            $this->assertStringContainsString('path=' . rawurlencode($path), get_preview_post_link($post));
        }
    }

    public function test_without_a_site_or_for_a_visitor_wordpress_keeps_its_own_preview(): void
    {
        $post = $this->item('post', 'en', ['post_status' => 'draft']);
        $this->assertStringNotContainsString('site.example', get_preview_post_link($post), 'a visitor gets no token');
        $this->user('editor', true);
        EOS_Settings::update(['site_url' => '']);
        $this->assertStringNotContainsString('site.example', get_preview_post_link($post));
    }

    /** Runs WordPress's own preview request for an item and returns where EOS_Preview sent it ('' for nowhere). */
    private function wordpressPreview(WP_Post $post): string
    {
        $GLOBALS['wp_the_query'] = $GLOBALS['wp_query'] = new WP_Query(['p' => $post->ID, 'post_type' => $post->post_type, 'preview' => 'true']);
        $to = '';
        $capture = static function ($location) use (&$to) {
            $to = $location;
            return false;
        };
        add_filter('wp_redirect', $capture);
        EOS_Preview::redirect();
        remove_filter('wp_redirect', $capture);
        return $to;
    }

    public function test_the_block_editors_preview_link_of_a_draft_goes_on_to_the_site_with_a_token_of_that_user(): void
    {
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft']);
        $this->assertSame('', $this->wordpressPreview($draft), 'a visitor gets no draft');
        $editor = $this->user('editor', true);
        $link = $this->parse($this->wordpressPreview($draft));
        $this->assertSame("/en/news/{$draft->ID}", $link['path']);
        $this->assertSame($editor, EOS_Preview_Token::verify($link['token'])['user_id']);
    }

    public function test_a_draft_is_answered_only_with_a_token_that_names_it(): void
    {
        $this->news_category(70, 'en');
        $this->user('editor', true);
        $draft = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Draft news'], ['category' => [70]]);
        $other = $this->item('post', 'en', ['post_status' => 'draft', 'post_title' => 'Another draft'], ['category' => [70]]);
        $token = EOS_Preview_Token::mint($draft->ID, get_current_user_id());
        wp_set_current_user(0);
        $this->assertSame(404, $this->read("news/{$draft->ID}", 'en')->get_status(), 'no token: a draft is unknown');
        $found = $this->read("news/{$draft->ID}", 'en', $token);
        $this->assertSame(200, $found->get_status());
        $this->assertSame((string) $draft->ID, $found->get_data()['slug'], 'the site requires a slug: the one of its preview address');
        $this->assertSame(404, $this->read("news/{$other->ID}", 'en', $token)->get_status(), 'the token opens its own item only');
        $this->assertNotContains($draft->ID, array_column($this->read('news', 'en', $token)->get_data()['news'], 'id'), 'lists never show a draft');
    }

    public function test_a_draft_page_and_programme_are_found_by_id_or_slug_in_their_language_only(): void
    {
        $editor = $this->user('editor');
        $page = $this->item('page', 'uk', ['post_status' => 'draft', 'post_title' => 'Чернетка']);
        $program = $this->item('eos_program', 'en', ['post_status' => 'draft', 'post_title' => 'Draft programme', 'post_name' => 'draft-programme']);
        $page_token = EOS_Preview_Token::mint($page->ID, $editor);
        $program_token = EOS_Preview_Token::mint($program->ID, $editor);
        $this->assertSame($page->ID, $this->read("dynamic-content/{$page->ID}", 'uk', $page_token)->get_data()['content']['id']);
        $this->assertSame(404, $this->read("dynamic-content/{$page->ID}", 'en', $page_token)->get_status(), 'in its own language only');
        $this->assertSame(404, $this->read("dynamic-content/{$page->ID}", 'uk')->get_status());
        $this->assertSame($program->ID, $this->read('program-by-slug/draft-programme', 'en', $program_token)->get_data()['id']);
        $this->assertSame(404, $this->read('program-by-slug/draft-programme', 'en')->get_status());
        $this->assertSame(404, $this->read('program-by-slug/draft-programme', 'en', $page_token)->get_status());
    }

    public function test_a_contributors_token_opens_their_own_draft_and_no_one_elses(): void
    {
        $this->news_category(70, 'en');
        $contributor = $this->user('contributor');
        $author = $this->user('author');
        $editor = $this->user('editor');
        $mine = $this->item('post', 'en', ['post_status' => 'pending', 'post_author' => $contributor, 'post_title' => 'Mine'], ['category' => [70]]);
        $theirs = $this->item('post', 'en', ['post_status' => 'draft', 'post_author' => $author, 'post_title' => 'Theirs'], ['category' => [70]]);

        $this->assertSame(200, $this->read("news/{$mine->ID}", 'en', EOS_Preview_Token::mint($mine->ID, $contributor))->get_status());
        // A token minted for someone who may not read the item opens nothing: 403 from the check, 404 on the read.
        foreach ([$contributor => $theirs, $author => $mine] as $user => $post) {
            $token = EOS_Preview_Token::mint($post->ID, $user);
            $refused = EOS_Preview_Token::verify($token);
            $this->assertInstanceOf(WP_Error::class, $refused);
            $this->assertSame(403, $refused->get_error_data()['status']);
            $this->assertSame(404, $this->read("news/{$post->ID}", 'en', $token)->get_status());
        }
        // An editor may read everyone's drafts; a contributor's own draft through WordPress's own button.
        $this->assertSame(200, $this->read("news/{$theirs->ID}", 'en', EOS_Preview_Token::mint($theirs->ID, $editor))->get_status());
        wp_set_current_user($contributor);
        $this->assertSame($contributor, EOS_Preview_Token::verify($this->parse(get_preview_post_link($mine))['token'])['user_id']);
        $this->assertStringNotContainsString('site.example', get_preview_post_link($theirs), 'no link to a draft the user may not read');
    }

    public function test_an_expired_or_tampered_token_is_refused(): void
    {
        $this->news_category(70, 'en');
        $editor = $this->user('editor');
        $draft = $this->item('post', 'en', ['post_status' => 'draft'], ['category' => [70]]);
        $valid = EOS_Preview_Token::mint($draft->ID, $editor);
        $expired = EOS_Preview_Token::mint($draft->ID, $editor, time() - EOS_Preview_Token::TTL - 1);
        [$id, $user, $expires, $signature] = explode('.', $valid);
        $cases = [
            'expired' => [$expired, 'preview_token_expired'],
            'another item' => [($id + 1) . ".$user.$expires.$signature", 'preview_token_invalid'],
            'another user' => ["$id." . ($user + 1) . ".$expires.$signature", 'preview_token_invalid'],
            'a later expiry' => ["$id.$user." . ($expires + 3600) . ".$signature", 'preview_token_invalid'],
            'another signature' => ["$id.$user.$expires." . str_repeat('0', 64), 'preview_token_invalid'],
            'not a token' => ['p4ss', 'preview_token_invalid'],
        ];
        foreach ($cases as $name => [$token, $code]) {
            $refused = EOS_Preview_Token::verify($token);
            $this->assertInstanceOf(WP_Error::class, $refused, $name);
            $this->assertSame([$code, 401], [$refused->get_error_code(), $refused->get_error_data()['status']], $name);
            $this->assertSame(404, $this->read("news/{$draft->ID}", 'en', $token)->get_status(), $name);
        }
        $this->assertSame(200, $this->read("news/{$draft->ID}", 'en', $valid)->get_status());
    }

    public function test_the_site_checks_a_token_before_it_turns_preview_on(): void
    {
        $editor = $this->user('editor');
        $draft = $this->item('page', 'en', ['post_status' => 'draft']);
        $check = fn (string $token) => $this->read('preview', 'en', $token);
        $ok = $check(EOS_Preview_Token::mint($draft->ID, $editor));
        $this->assertSame(200, $ok->get_status());
        $this->assertSame($draft->ID, $ok->get_data()['post_id']);
        $this->assertSame(401, $check('nonsense')->get_status());
        $this->assertSame(401, $check('')->get_status());
        $this->assertSame(['code', 'message', 'data'], array_keys((array) rest_get_server()->response_to_data($check('nonsense'), false)));
        $this->assertSame(403, $check(EOS_Preview_Token::mint($draft->ID, $this->user('contributor')))->get_status());
    }

    /** A published item whose live version is an hour old, so that what is made now is newer. */
    private function published(string $type, string $lang, string $slug, array $terms = []): WP_Post
    {
        global $wpdb;
        $post = $this->item($type, $lang, ['post_name' => $slug, 'post_title' => 'Live title', 'post_content' => 'Live text', 'post_excerpt' => 'Live excerpt'], $terms);
        $hour_ago = time() - HOUR_IN_SECONDS;
        $wpdb->update($wpdb->posts, ['post_modified' => get_date_from_gmt(gmdate('Y-m-d H:i:s', $hour_ago)), 'post_modified_gmt' => gmdate('Y-m-d H:i:s', $hour_ago)], ['ID' => $post->ID]);
        clean_post_cache($post->ID);
        return get_post($post->ID);
    }

    /** What the block editor does on Preview of a published item: an autosave of the user's unsaved changes. */
    private function autosave(WP_Post $post, int $user, string $words): void
    {
        wp_set_current_user($user);
        $rest_base = ['post' => 'posts', 'page' => 'pages'][$post->post_type] ?? $post->post_type;
        $saved = $this->rest('POST', "/wp/v2/$rest_base/{$post->ID}/autosaves", ['title' => "$words title", 'content' => "$words text", 'excerpt' => "$words excerpt"]);
        $this->assertContains($saved['status'], [200, 201], wp_json_encode($saved['data']));
        $this->assertSame("$words title", wp_get_post_autosave($post->ID, $user)->post_title, 'WordPress made an autosave');
        $this->assertSame('Live title', get_post($post->ID)->post_title, 'the live item is unchanged');
        wp_set_current_user(0);
    }

    /** The token of the preview link WordPress gives a user for an item; '' when it gives none. */
    private function token_of(WP_Post $post, int $user): string
    {
        wp_set_current_user($user);
        $link = get_preview_post_link($post);
        wp_set_current_user(0);
        return str_starts_with($link, 'https://site.example/api/preview?') ? $this->parse($link)['token'] : '';
    }

    public function test_the_preview_of_a_published_article_shows_the_autosave_of_the_user_who_asked_and_no_one_else_sees_it(): void
    {
        $this->news_category(70, 'en');
        $editor = $this->user('editor');
        $other_editor = $this->user('editor');
        $post = $this->published('post', 'en', 'published-article', ['category' => [70]]);
        $this->autosave($post, $editor, 'Unsaved');
        $token = $this->token_of($post, $editor);

        $seen = $this->read('news/published-article', 'en', $token)->get_data();
        $this->assertSame(['Unsaved title', 'Unsaved excerpt'], [$seen['title'], $seen['description']]);
        $this->assertStringContainsString('Unsaved text', $seen['content']);
        $this->assertSame($post->ID, $seen['id'], 'the same item, at its own address');
        $this->assertSame('Unsaved title', $this->read("news/{$post->ID}", 'en', $token)->get_data()['title'], 'by its id too');

        $live = fn (string $token) => $this->read('news/published-article', 'en', $token)->get_data()['title'];
        $this->assertSame('Live title', $live(''), 'a visitor reads the live article');
        $this->assertSame('Live title', $live($this->token_of($post, $other_editor)), 'another editor has no unsaved changes of it');
        $this->assertSame('Live title', $live(EOS_Preview_Token::mint($post->ID + 1, $editor)), 'a token of another item changes nothing');
        $this->assertNotContains('Unsaved title', array_column($this->read('news', 'en', $token)->get_data()['news'], 'title'), 'lists show the live article');
    }

    public function test_a_contributor_gets_no_preview_token_for_an_item_they_may_not_edit(): void
    {
        $this->news_category(70, 'en');
        $editor = $this->user('editor');
        $contributor = $this->user('contributor');
        $post = $this->published('post', 'en', 'not-theirs', ['category' => [70]]);
        $this->autosave($post, $editor, 'Unsaved');
        $this->assertSame('', $this->token_of($post, $contributor), 'no site preview link for a contributor');
        $this->assertNull(EOS_Preview::site_link($post, $contributor));
        $forged = EOS_Preview_Token::mint($post->ID, $contributor);
        $this->assertSame(403, EOS_Preview_Token::verify($forged)->get_error_data()['status'], 'a token made for them anyway opens nothing');
        $this->assertSame(403, $this->read('preview', 'en', $forged)->get_status());
        $this->assertSame('Live title', $this->read('news/not-theirs', 'en', $forged)->get_data()['title']);
        $own = $this->item('post', 'en', ['post_status' => 'pending', 'post_author' => $contributor, 'post_title' => 'Own'], ['category' => [70]]);
        $this->assertNotSame('', $this->token_of($own, $contributor), 'their own pending post they may still preview');
    }

    public function test_a_published_page_and_programme_show_the_autosave_too(): void
    {
        $editor = $this->user('editor');
        $page = $this->published('page', 'uk', 'storinka');
        $program = $this->published('eos_program', 'en', 'live-programme');
        $this->autosave($page, $editor, 'Unsaved');
        $this->autosave($program, $editor, 'Unsaved');
        $page_token = $this->token_of($page, $editor);
        $program_token = $this->token_of($program, $editor);
        $this->assertSame('Unsaved title', $this->read('dynamic-content/storinka', 'uk', $page_token)->get_data()['content']['title']);
        $this->assertSame('Live title', $this->read('dynamic-content/storinka', 'uk')->get_data()['content']['title']);
        $this->assertSame('Unsaved title', $this->read('program-by-slug/live-programme', 'en', $program_token)->get_data()['title']);
        $this->assertSame('Live title', $this->read('program-by-slug/live-programme', 'en', $page_token)->get_data()['title'], 'the token opens its own item only');
    }

    public function test_an_autosave_older_than_the_live_item_is_not_shown_and_without_one_the_latest_revision_is(): void
    {
        global $wpdb;
        $this->news_category(70, 'en');
        $editor = $this->user('editor');
        $post = $this->published('post', 'en', 'revised-article', ['category' => [70]]);
        $this->autosave($post, $editor, 'Stale');
        $autosave = wp_get_post_autosave($post->ID, $editor);
        $two_hours_ago = gmdate('Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS);
        $wpdb->update($wpdb->posts, ['post_modified_gmt' => $two_hours_ago, 'post_modified' => get_date_from_gmt($two_hours_ago)], ['ID' => $autosave->ID]);
        clean_post_cache($autosave->ID);
        $title = fn (int $user) => $this->read('news/revised-article', 'en', $this->token_of($post, $user))->get_data()['title'];
        $this->assertSame('Live title', $title($editor), 'the item was updated after that autosave');

        // A revision newer than the live item (a revisions workflow) is what its preview shows.
        $revision = _wp_put_post_revision(['post_title' => 'Revised title'] + get_post($post->ID, ARRAY_A));
        $this->assertIsInt($revision);
        $this->assertSame('Revised title', $title($this->user('editor')));
        $this->assertSame('Live title', $this->read('news/revised-article', 'en')->get_data()['title']);
    }
}
