<?php
/** The Site texts over REST: an editor changes the fields it names; the site is told as after a save in the admin. */
final class TextsEndpointTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        wp_set_current_user(0);
        parent::tearDown();
    }

    private function signIn(string $role): void
    {
        $id = wp_insert_user(['user_login' => $role . wp_generate_password(6, false), 'user_pass' => wp_generate_password(), 'role' => $role]);
        $this->assertIsInt($id);
        wp_set_current_user($id);
    }

    private function call(string $method, string $record, string $lang, mixed $body = null): WP_REST_Response
    {
        $request = new WP_REST_Request($method, '/exchange-office-site/v1/texts/' . $record);
        $request->set_query_params(['lang' => $lang]);
        if ($body !== null) {
            $request->set_header('content-type', 'application/json');
            $request->set_body(wp_json_encode($body));
        }
        return rest_do_request($request);
    }

    public function test_an_editor_changes_only_the_fields_it_names_and_the_site_is_told(): void
    {
        $this->signIn('editor');
        EOS_Texts::save('team', 'en', ['hero_title' => 'Our Team', 'hero_subtitle' => 'The people']);
        $this->forget();
        $response = $this->call('POST', 'team', 'en', ['hero_title' => '  The team <b>now</b> ']);
        $this->assertSame(200, $response->get_status());
        $this->assertSame(['hero_title' => 'The team now', 'hero_subtitle' => 'The people'], EOS_Texts::get('team', 'en'));
        $this->assertSame([['type' => 'page', 'name' => 'team', 'action' => 'update', 'lang' => 'en']], $this->payloads());
        $this->assertSame(['record' => 'team', 'lang' => 'en', 'texts' => EOS_Texts::get('team', 'en')], $this->call('GET', 'team', 'en')->get_data());
    }

    public function test_a_map_field_takes_an_object_and_a_dashed_record_its_underscored_name(): void
    {
        $this->signIn('editor');
        $this->assertSame(200, $this->call('POST', 'news', 'uk', ['translations' => ['read_more' => 'Читати', 'Bad Key!' => 'x']])->get_status());
        $this->assertSame(['read_more' => 'Читати', 'badkey' => 'x'], EOS_Texts::get('news', 'uk')['translations']);
        $this->assertSame(200, $this->call('POST', 'photo_exhibition', 'en', ['hero_title' => 'Photos'])->get_status());
        $this->assertSame('Photos', EOS_Texts::get('photo-exhibition', 'en')['hero_title']);
    }

    public function test_unknown_fields_records_and_languages_and_a_list_are_refused(): void
    {
        $this->signIn('editor');
        $unknown = $this->call('POST', 'team', 'en', ['hero_title' => 'x', 'no_such_field' => 'y']);
        $this->assertSame(400, $unknown->get_status());
        $this->assertSame('eos_unknown_fields', $unknown->as_error()->get_error_code());
        $this->assertSame(404, $this->call('GET', 'no-such-record', 'en')->get_status());
        $this->assertSame(400, $this->call('GET', 'team', 'de')->get_status());
        $this->assertSame(400, $this->call('POST', 'team', 'en', ['x', 'y'])->get_status());
        $this->assertSame([], $this->payloads(), 'nothing saved, nothing sent');
    }

    public function test_only_those_who_may_open_the_site_texts_page(): void
    {
        $this->assertSame(401, $this->call('GET', 'team', 'en')->get_status());
        $this->signIn('subscriber');
        $this->assertSame(403, $this->call('POST', 'team', 'en', ['hero_title' => 'x'])->get_status());
    }
}
