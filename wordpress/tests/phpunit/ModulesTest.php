<?php
/**
 * The modules, for a WordPress whose own plugin already serves the contract: each request of
 * with-stand-in.php loads the plugin afresh next to the office's stand-in plugin, under the
 * modules this test stored. With the content model and the routes off, nothing of the plugin's
 * own post types, taxonomies or namespace routes exists, the office's routes answer, and a publish
 * of the office's `office_news`, mapped to news, sends the news payload.
 */
final class ModulesTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        EOS_Modules::update(['modules' => array_fill_keys(EOS_Modules::MODULES, true), 'post_types' => [], 'taxonomies' => []]);
        parent::tearDown();
    }

    private function request(): array
    {
        $out = shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/with-stand-in.php') . ' 2>&1');
        $data = json_decode((string) $out, true);
        $this->assertIsArray($data, (string) $out);
        return $data;
    }

    public function test_with_every_module_on_the_plugin_registers_its_model_and_routes(): void
    {
        $data = $this->request();
        $this->assertContains('eos_program', $data['post_types']);
        $this->assertContains('eos_message', $data['post_types']);
        $this->assertContains('eos_program_group', $data['taxonomies']);
        $this->assertContains('primary_uk', $data['menu_locations']);
        $this->assertContains('/fulbright-react/v1/program-by-slug/(?P<slug>[^/]+)', $data['routes']);
        $this->assertContains('/fulbright-react/v1/newsletter-unsubscribe', $data['routes']);
        $this->assertTrue($data['preview_hooked']);
        $this->assertSame([], $data['payloads'], 'office_news is not mapped: nothing to send');
    }

    public function test_with_the_model_and_routes_off_only_the_office_serves_and_its_news_drive_the_webhook(): void
    {
        EOS_Modules::update([
            'modules' => [EOS_Modules::CONTENT_MODEL => false, EOS_Modules::ROUTES => false, EOS_Modules::REVALIDATION => true],
            'post_types' => ['office_news' => 'news', 'office_programme' => 'program'],
            'taxonomies' => ['office_topic' => 'news_category'],
        ]);
        $data = $this->request();
        $this->assertSame(['office_news', 'office_programme'], $data['post_types'], 'no post type of the plugin');
        $this->assertSame(['office_topic'], $data['taxonomies']);
        $this->assertSame([], array_values(array_filter($data['menu_locations'], static fn ($l) => preg_match('/^(primary|footer)_/', $l))));
        $this->assertSame(['/fulbright-react/v1/news'], $data['routes'], 'the office’s route only');
        $this->assertSame(['news' => [], 'served_by' => 'office'], $data['news_answer']);
        $this->assertTrue($data['preview_hooked']);
        $this->assertSame([['type' => 'news', 'action' => 'publish', 'slug' => $data['slug'], 'lang' => 'uk']], $data['payloads']);
    }

    public function test_with_revalidation_off_nothing_is_sent_and_the_preview_link_is_wordpress_own(): void
    {
        EOS_Modules::update(['modules' => [EOS_Modules::REVALIDATION => false], 'post_types' => ['office_news' => 'news']]);
        $data = $this->request();
        $this->assertFalse($data['preview_hooked']);
        $this->assertSame([], $data['payloads']);
        $this->assertContains('eos_program', $data['post_types'], 'the other modules stay on');
    }
}
