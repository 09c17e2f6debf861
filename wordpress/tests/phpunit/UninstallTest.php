<?php
/**
 * The plugin's lifecycle on a WordPress of its own (fresh-site.php install, then lifecycle-site.php,
 * one process per step as on a real site): in use it leaves options, transients, tables, a cron
 * event and capabilities; deactivating unschedules its events and gives WordPress back its own
 * behaviour; deleting it (uninstall.php, through WordPress's uninstall_plugin(), the plugin not
 * loaded) removes every one of its names and none of another plugin's that merely begin like them.
 * The subscribers and the messages go only when the setting says so; the office's content stays.
 * On a network, a deleted site takes the plugin's tables with it, subscribers included.
 */
final class UninstallTest extends PHPUnit\Framework\TestCase
{
    private const PREFIX = 'uninstall_';
    private const NETWORK_PREFIX = 'lifecycle_ms_';

    /** @return array<string, mixed> */
    private static function run_script(string $script, string ...$args): array
    {
        $command = escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . "/$script") . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>&1';
        $out = (string) shell_exec($command);
        $data = json_decode($out, true);
        self::assertIsArray($data, $out);
        return $data;
    }

    /** @return array<string, mixed> */
    private static function step(string $command, string ...$args): array
    {
        return self::run_script('lifecycle-site.php', $command, self::PREFIX, ...$args);
    }

    /**
     * A fresh site with the plugin active and in use. @return array<string, mixed> its footprint
     */
    private function site_in_use(bool $delete_data): array
    {
        $this->assertTrue(self::run_script('fresh-site.php', 'install', self::PREFIX)['installed']);
        $this->assertTrue(self::step('activate', $delete_data ? '1' : '0')['activated']);
        $used = self::step('use');
        $this->assertSame([200, 200, 401], $used['writes'], 'a sign-up and a message stored, a wrong secret refused');
        return $used;
    }

    /** The plugin's names in a footprint: those of another plugin taken out. */
    private function plugin_names(array $names): array
    {
        return array_values(array_filter($names, static fn (string $name) => !preg_match('/eos_(other_plugin|textile|news_ticker|rl_settings)/', $name)));
    }

    public function test_in_use_the_plugin_leaves_names_of_every_kind(): void
    {
        $used = $this->site_in_use(false);
        foreach (['eos_settings', 'eos_modules', 'eos_special_categories', 'eos_schema_version', 'eos_preview_key', 'eos_unsubscribe_key', 'eos_drain_key', 'eos_delete_data_on_uninstall', 'eos_write_refusals', 'eos_webhook_queue', 'eos_text_header_uk', 'eos_text_photo_exhibition_en', 'eos_library_category_children', 'eos_program_group_children'] as $option) {
            $this->assertContains($option, $used['options']);
        }
        $this->assertContains('eos_textile', $used['options'], 'another plugin’s option is there too');
        $this->assertMatchesRegularExpression('/_transient_eos_rl_[0-9a-f]{32}/', implode(' ', $used['transients']), 'a rate-limit counter');
        $this->assertEqualsCanonicalizing([self::PREFIX . 'eos_newsletter', self::PREFIX . 'eos_revalidations', self::PREFIX . 'eos_search', self::PREFIX . 'eos_other_plugin_log'], $used['tables']);
        $this->assertContains('eos_revalidate_deliver', $used['cron']);
        $this->assertContains('eos_other_plugin_event', $used['cron']);
        $this->assertEqualsCanonicalizing([
            'administrator:eos_edit_menus', 'administrator:eos_manage_subscribers', 'editor:eos_edit_menus',
            'editor:eos_manage_subscribers', 'editor:eos_other_plugin_cap', 'office_manager:eos_edit_menus',
        ], $used['caps']);
    }

    public function test_deactivating_unschedules_the_events_and_gives_wordpress_back_its_own_behaviour(): void
    {
        $this->site_in_use(false);
        $off = self::step('deactivate');
        $this->assertFalse($off['active']);
        $this->assertSame(['eos_other_plugin_event'], $off['cron'], 'the plugin’s event is gone, another plugin’s stays');
        $this->assertEmpty($off['rewrite_rules'], 'made again on the next request, without the plugin');
        $this->assertContains('eos_settings', $off['options'], 'settings stay for a later activation');

        $wordpress = self::step('deactivated');
        $this->assertFalse($wordpress['plugin_loaded']);
        $this->assertSame(200, $wordpress['users_status'], 'the user list is WordPress’s again');
        $this->assertTrue($wordpress['xmlrpc_enabled']);
        $this->assertFalse($wordpress['editor_edits_theme_options'], 'the menus capability gives nothing without the plugin');
        $this->assertSame([], $wordpress['plugin_routes']);
        $this->assertSame([], $wordpress['rewrite_rules_with_eos']);
    }

    public function test_deleting_the_plugin_removes_its_names_and_nothing_of_anyone_elses_and_keeps_personal_data_by_default(): void
    {
        $this->site_in_use(false);
        self::step('deactivate');
        $gone = self::step('uninstall');
        $this->assertFalse($gone['plugin_loaded_before'], 'as WordPress does it: uninstall.php without the plugin');
        $this->assertTrue($gone['deleted']);
        $this->assertSame([], $this->plugin_names($gone['options']), 'no option of the plugin is left');
        $this->assertSame([], $this->plugin_names($gone['transients']), 'no transient of the plugin is left');
        $this->assertSame([], $this->plugin_names($gone['cron']), 'no event of the plugin is left');
        $this->assertSame(['editor:eos_other_plugin_cap'], $gone['caps'], 'both capabilities gone from every role, the office’s own role too');
        $this->assertEqualsCanonicalizing([self::PREFIX . 'eos_newsletter', self::PREFIX . 'eos_other_plugin_log'], $gone['tables'], 'the subscribers stay unless the setting says so');
        $this->assertSame(1, $gone['messages'], 'messages stay');
        $this->assertSame(1, $gone['content'], 'the office’s content stays');
        $this->assertSame([
            'eos_other_plugin_setting' => 'theirs', 'eos_textile' => 'theirs', 'eos_news_ticker' => 'theirs', 'eos_rl_settings' => 'theirs',
            'cron' => true, 'table' => true, 'cap' => true,
        ], $gone['others'], 'another plugin’s eos_-like names survive');
    }

    public function test_with_the_setting_on_subscribers_and_messages_go_too(): void
    {
        $this->site_in_use(true);
        self::step('deactivate');
        $gone = self::step('uninstall');
        $this->assertSame([], $this->plugin_names($gone['options']));
        $this->assertSame([self::PREFIX . 'eos_other_plugin_log'], $gone['tables']);
        $this->assertSame(0, $gone['messages']);
        $this->assertSame(1, $gone['content']);
        $this->assertSame('theirs', $gone['others']['eos_textile']);
    }

    public function test_a_deleted_site_of_a_network_takes_the_plugins_tables_subscribers_included(): void
    {
        $this->assertTrue(self::run_script('fresh-site.php', 'ms-install', self::NETWORK_PREFIX)['installed']);
        $dropped = self::run_script('lifecycle-site.php', 'drop-site', self::NETWORK_PREFIX);
        $this->assertTrue($dropped['network_active']);
        $this->assertTrue($dropped['subscriber_stored']);
        $site = self::NETWORK_PREFIX . $dropped['site'] . '_';
        $this->assertEqualsCanonicalizing([$site . 'eos_newsletter', $site . 'eos_revalidations', $site . 'eos_search'], $dropped['before']);
        $this->assertTrue($dropped['deleted']);
        $this->assertSame([], $dropped['after']);
        $this->assertCount(3, $dropped['main_site_tables'], 'the other sites keep theirs');
    }

    /**
     * Issue 50, item 16: "on network activation, only the current site gets 'no special categories'
     * on a first install". A site that was there before the network activation, and one added after.
     */
    public function test_on_a_network_activation_every_site_starts_with_no_special_categories(): void
    {
        $this->assertTrue(self::run_script('fresh-site.php', 'ms-install', self::NETWORK_PREFIX)['installed']);
        $sites = self::run_script('lifecycle-site.php', 'network-first', self::NETWORK_PREFIX)['chosen'];
        foreach (['main', 'existing', 'added'] as $site) {
            $this->assertSame(['uk' => 0, 'en' => 0], $sites[$site]['faq'], "$site: no category is the FAQ until the office chooses one");
        }
        $this->assertSame([EOS_Special_Categories::ALIAS_BASE + 260], $sites['existing']['reads_260_as'], 'the existing site’s own category 260 is not its FAQ');
    }

    /**
     * Issue 50, item 16: "with per-site activation, deleting a site never drops its tables". The
     * network admin deletes a site where the plugin was active alone: WordPress runs no code of the
     * plugin then, and the tables stay until the daily event of another site drops them.
     */
    public function test_the_tables_of_a_site_deleted_without_the_plugin_loaded_go_with_the_next_daily_event_elsewhere(): void
    {
        $this->assertTrue(self::run_script('fresh-site.php', 'ms-install', self::NETWORK_PREFIX)['installed']);
        $sites = self::run_script('lifecycle-site.php', 'per-site', self::NETWORK_PREFIX);
        $this->assertTrue($sites['leaving_activated']);
        $this->assertTrue($sites['staying_activated']);
        $this->assertFalse($sites['main_active']);
        $this->assertCount(3, $sites['leaving_tables']);
        $deleted = self::run_script('lifecycle-site.php', 'delete-site', self::NETWORK_PREFIX, (string) $sites['leaving']);
        $this->assertTrue($deleted['deleted']);
        $this->assertFalse($deleted['plugin_loaded'], 'the network admin ran without the plugin');
        $this->assertCount(3, $deleted['tables'], 'WordPress left the plugin’s tables');
        $swept = self::run_script('lifecycle-site.php', 'sweep', self::NETWORK_PREFIX, (string) $sites['leaving']);
        $this->assertSame($sites['staying'], $swept['site']);
        $this->assertTrue($swept['plugin_loaded']);
        $this->assertSame([], $swept['deleted_site_tables'], 'gone, the subscribers with them');
        $this->assertCount(3, $swept['own_tables'], 'the site that swept keeps its own');
    }
}
