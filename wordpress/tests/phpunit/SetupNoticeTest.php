<?php
/**
 * What the person who activated the plugin finds: until the site's address and secrets are set, a
 * notice on every admin screen but the settings page leads to the settings (for those who may
 * change them, until they dismiss it); the Plugins screen has a Settings link; the settings page
 * tells how far the background work has come. And no address gives a login away, with or
 * without the site's address (`?author=1`, /author/login/, author links, the users' sitemap).
 */
final class SetupNoticeTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once __DIR__ . '/settings-page.php';
        require_once EOS_DIR . '/includes/admin/setup-notice.php';
        // As in wp-admin, where the plugin boots it.
        EOS_Setup_Notice::boot();
    }

    protected function tearDown(): void
    {
        global $wp_query, $wp_the_query;
        // A screen makes is_admin() true for the rest of the run.
        $GLOBALS['current_screen'] = null;
        $wp_the_query = $wp_query = new WP_Query();
        if (!has_action('template_redirect', 'redirect_canonical')) {
            add_action('template_redirect', 'redirect_canonical');
        }
        parent::tearDown();
    }

    private function notice(string $screen = 'dashboard'): string
    {
        set_current_screen($screen);
        ob_start();
        EOS_Setup_Notice::render();
        return (string) ob_get_clean();
    }

    public function test_the_notice_leads_to_the_settings_until_they_are_set(): void
    {
        EOS_Settings::update(['site_url' => '', 'revalidate_secret' => '', 'write_secret' => '']);
        $admin = $this->user('administrator', true);
        $notice = $this->notice();
        $this->assertStringContainsString('href="' . esc_url(admin_url('options-general.php?page=eos-settings')) . '"', $notice);
        $this->assertStringContainsString('the address of the public site, the secret for refreshing the site, the secret for the site’s forms', $notice);
        $this->assertStringContainsString('action=eos_dismiss_setup_notice', $notice, 'it can be dismissed');
        $this->assertSame('', $this->notice('settings_page_eos-settings'), 'not on the settings page itself');
        $this->assertNotSame('', $this->notice('edit-post'), 'on every other screen');

        EOS_Settings::update(['site_url' => 'https://site.example']);
        $this->assertStringNotContainsString('the address of the public site', $this->notice(), 'only what is missing');
        EOS_Settings::update(['revalidate_secret' => 's3cret', 'write_secret' => 'wr1te']);
        $this->assertSame('', $this->notice(), 'all set: no notice');

        EOS_Settings::update(['write_secret' => '']);
        $this->user('editor', true);
        $this->assertSame('', $this->notice(), 'an editor may not change the settings: no notice');
        $this->user('contributor', true);
        $this->assertSame('', $this->notice());

        wp_set_current_user($admin);
        $this->assertNotSame('', $this->notice());
        update_user_meta($admin, EOS_Setup_Notice::DISMISSED_META, '1');
        $this->assertSame('', $this->notice(), 'dismissed by this user');
        $this->assertNotSame('', ($this->user('administrator', true) ? $this->notice() : ''), 'but not for another administrator');
    }

    public function test_the_plugins_screen_has_a_settings_link(): void
    {
        $basename = plugin_basename(EOS_FILE);
        $this->assertSame('exchange-office-site/exchange-office-site.php', $basename);
        $this->user('administrator', true);
        $links = apply_filters("plugin_action_links_$basename", ['deactivate' => '<a href="#">Deactivate</a>'], $basename, [], 'all');
        $this->assertSame(['settings', 'deactivate'], array_keys($links));
        $this->assertStringContainsString(esc_url(admin_url('options-general.php?page=eos-settings')), $links['settings']);
        $this->user('editor', true);
        $this->assertSame(['deactivate'], array_keys(apply_filters("plugin_action_links_$basename", ['deactivate' => ''], $basename, [], 'all')));
    }

    public function test_the_settings_page_tells_the_progress_of_the_background_work(): void
    {
        $this->user('administrator', true);
        EOS_Day_One::schedule();
        ob_start();
        EOS_Settings_Page::render();
        $page = (string) ob_get_clean();
        $this->assertStringContainsString('id="eos-day-one"', $page);
        $this->assertMatchesRegularExpression('/looked at: 0 of …/', $page);
        $this->assertStringContainsString('Still running in the background (WP-Cron)', $page);
        for ($i = 0; EOS_Day_One::batch() !== EOS_Batches::DONE && $i < 50; $i++);
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        ob_start();
        EOS_Settings_Page::render();
        $page = (string) ob_get_clean();
        $state = EOS_Day_One::state();
        $this->assertStringContainsString(sprintf('looked at: %s of %s.', number_format_i18n($state['posts_seen']), number_format_i18n($state['posts_total'])), $page);
        $this->assertStringContainsString('Finished on', $page);
        $this->assertStringContainsString('The index is complete', $page);
        $this->assertStringContainsString('“No language”', $page, 'how editors correct a language');
    }

    public function test_an_author_archive_gives_no_login_away_without_the_site_address(): void
    {
        global $wp_query, $wp_the_query;
        EOS_Settings::update(['site_url' => '']);
        $author = get_userdata($this->user('author'));
        wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'By the author', 'post_author' => $author->ID]);
        foreach (['?author=N' => ['author' => $author->ID], '/author/login/' => ['author_name' => $author->user_nicename]] as $address => $query) {
            $wp_the_query = $wp_query = new WP_Query($query);
            $this->assertTrue(is_author(), $address);
            EOS_Front_End::redirect();
            $this->assertTrue(is_404(), "$address: a 404");
            $this->assertFalse(is_author());
            $this->assertFalse(has_action('template_redirect', 'redirect_canonical'), "$address: WordPress does not send it on to /author/login/");
            add_action('template_redirect', 'redirect_canonical');
        }
        $this->assertSame(home_url('/'), get_author_posts_url($author->ID), 'links to author archives name no one');
        $this->assertStringNotContainsString($author->user_nicename, get_author_posts_url($author->ID));
        $this->assertArrayNotHasKey('users', wp_get_sitemap_providers(), 'no sitemap of users');

        EOS_Settings::update(['site_url' => 'https://site.example']);
        $wp_the_query = $wp_query = new WP_Query(['author' => $author->ID]);
        $this->assertSame('https://site.example/', EOS_Front_End::target(), 'with the address: the site’s home');
    }
}
