<?php
/**
 * Deleting the plugin (uninstall.php, through WordPress's own uninstall_plugin()) on a WordPress
 * of its own (fresh-site.php, table prefix uninstall_): its options, secrets, Site texts, keys,
 * rate-limit counters, revalidation table, cron event and capability go; the subscribers and the
 * messages go only when the setting says so; the office's content stays.
 */
final class UninstallTest extends PHPUnit\Framework\TestCase
{
    /** @return array<string, mixed> */
    private static function run_site(string ...$args): array
    {
        $command = escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/fresh-site.php') . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>&1';
        $out = (string) shell_exec($command);
        $data = json_decode($out, true);
        self::assertIsArray($data, $out);
        return $data;
    }

    public static function setUpBeforeClass(): void
    {
        self::assertTrue(self::run_site('install', 'uninstall_')['installed']);
    }

    public function test_deleting_the_plugin_keeps_subscribers_and_messages_unless_the_setting_says_so(): void
    {
        $kept = self::run_site('uninstall', 'uninstall_', '0');
        $this->assertSame([
            '_transient_eos_rl_' . md5('client:1.2.3.4'), '_transient_timeout_eos_rl_' . md5('client:1.2.3.4'),
            'eos_delete_data_on_uninstall', 'eos_modules', 'eos_schema_version', 'eos_search_generation', 'eos_settings', 'eos_text_header_uk', 'eos_unsubscribe_key',
        ], $kept['options_before'], 'what was there');
        $this->assertSame([], $kept['options'], 'no option of the plugin is left');
        $this->assertSame(['uninstall_eos_newsletter'], $kept['tables'], 'the revalidation table goes, the subscribers stay');
        $this->assertTrue($kept['message'], 'messages stay');
        $this->assertTrue($kept['content'], 'the office’s content stays');
        $this->assertFalse($kept['cron']);
        $this->assertFalse($kept['editor_cap']);
    }

    public function test_with_the_setting_on_subscribers_and_messages_go_too(): void
    {
        $gone = self::run_site('uninstall', 'uninstall_', '1');
        $this->assertSame([], $gone['options']);
        $this->assertSame([], $gone['tables']);
        $this->assertFalse($gone['message']);
        $this->assertTrue($gone['content']);
    }
}
