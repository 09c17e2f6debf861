<?php
/**
 * Secrets on the settings page: never written back into the page (it says whether one is set),
 * kept when the field is left empty, stored as typed (no sanitize_text_field), and, when
 * wp-config.php defines one (EOS_REVALIDATE_SECRET…), shown as set there and used instead.
 */
final class SettingsSecretsTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once __DIR__ . '/settings-page.php';
    }

    private function page(): string
    {
        wp_set_current_user(1);
        ob_start();
        EOS_Settings_Page::render();
        return (string) ob_get_clean();
    }

    private function save(array $post): void
    {
        $method = new ReflectionMethod(EOS_Settings_Page::class, 'secret_value');
        $method->setAccessible(true);
        $_POST = $post;
        foreach (['revalidate_secret', 'write_secret'] as $key) {
            $value = $method->invoke(null, $key);
            if ($value !== null) {
                EOS_Settings::update([$key => $value]);
            }
        }
        $_POST = [];
    }

    public function test_the_page_never_shows_a_secret_only_that_it_is_set(): void
    {
        $page = $this->page();
        $this->assertStringNotContainsString('s3cret', $page);
        $this->assertStringNotContainsString('p4ss', $page);
        $this->assertMatchesRegularExpression('/name="revalidate_secret" value="" autocomplete="new-password" placeholder="Set — leave blank to keep it"/u', $page);
        EOS_Settings::update(['write_secret' => '']);
        $this->assertStringContainsString('name="write_secret" value="" autocomplete="new-password" placeholder="Not set"', $this->page());
    }

    public function test_an_empty_field_keeps_the_secret_and_a_typed_one_is_stored_as_typed(): void
    {
        $this->save(['revalidate_secret' => '']);
        $this->assertSame('s3cret', EOS_Settings::get('revalidate_secret'));
        $typed = 'a%41b <c>  d&amp;';
        $this->save(['revalidate_secret' => "  $typed "]);
        $this->assertSame($typed, EOS_Settings::get('revalidate_secret'), 'sanitize_text_field would have made it "a%41b d&amp;"');
        $this->save(['revalidate_secret' => "bad\nsecret"]);
        $this->assertSame($typed, EOS_Settings::get('revalidate_secret'), 'control characters are refused');
        $this->save(['clear_write_secret' => '1']);
        $this->assertSame('', EOS_Settings::get('write_secret'));
    }

    public function test_a_secret_defined_in_wp_config_is_used_shown_as_set_there_and_never_stored(): void
    {
        $out = (string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/with-constant.php') . ' 2>&1');
        // That process changed options of this database (the search's generation with the settings):
        // this process's copy of them is stale.
        wp_cache_flush();
        $data = json_decode($out, true);
        $this->assertIsArray($data, $out);
        $this->assertSame('from-wp-config', $data['used']);
        $this->assertSame('typed-on-the-page', $data['stored'], 'the stored value is the page’s; the constant wins while it is defined');
        $this->assertStringContainsString('Set in wp-config.php (EOS_REVALIDATE_SECRET).', $data['page']);
        $this->assertStringNotContainsString('from-wp-config', $data['page']);
        $this->assertStringNotContainsString('name="revalidate_secret"', $data['page'], 'no field for it');
        $this->assertStringContainsString('name="write_secret"', $data['page']);
        $this->assertSame('EOS_WRITE_SECRET', EOS_Settings::constant_name('write_secret'), 'every *_secret setting has its constant');
    }
}
