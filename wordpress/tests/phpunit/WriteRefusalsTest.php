<?php
/**
 * Writes refused for their secret are counted in one option, whatever arrives, and Tools → Site
 * Health says so in the office's language: a wrong secret means the two settings differ (critical);
 * none at all is worth a look (recommended); a day without refusals is good again.
 */
final class WriteRefusalsTest extends EOS_TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        delete_option(EOS_Write_Refusals::OPTION);
    }

    protected function tearDown(): void
    {
        delete_option(EOS_Write_Refusals::OPTION);
        parent::tearDown();
    }

    private function write(string $path, array $headers): int
    {
        return $this->rest('POST', "/fulbright-react/v1/$path", ['email' => 'reader@example.org', 'post_id' => 1, 'lang' => 'en'], $headers)['status'];
    }

    private function options(): int
    {
        global $wpdb;
        return (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->options");
    }

    public function test_without_refusals_site_health_says_the_site_s_writes_are_taken(): void
    {
        $this->assertSame(200, $this->write('newsletter-subscribe', ['X-Write-Secret' => 'wr1te', 'X-Client-Address' => 'health-' . wp_generate_password(8, false)]));
        $health = EOS_Site_Health::writes_test();
        $this->assertSame(['good', EOS_Site_Health::WRITES_TEST], [$health['status'], $health['test']]);
        $this->assertFalse(get_option(EOS_Write_Refusals::OPTION), 'an accepted write records nothing');
    }

    public function test_writes_with_a_wrong_secret_are_counted_in_one_option_and_site_health_says_the_secrets_differ(): void
    {
        foreach (['newsletter-subscribe', 'contact', 'increment-views'] as $path) {
            $this->assertSame(401, $this->write($path, ['X-Write-Secret' => 'old-secret']), "anonymous: $path");
        }
        $this->user('contributor', true);
        $this->assertSame(401, $this->write('contact', ['X-Write-Secret' => 'old-secret']), 'a signed-in contributor too');
        wp_set_current_user(0);
        $rows = $this->options();
        for ($i = 0; $i < 200; $i++) {
            $this->write('newsletter-subscribe', ['X-Write-Secret' => "guess-$i", 'X-Client-Address' => "198.51.100.$i"]);
        }
        $this->assertSame($rows, $this->options(), 'nothing a caller sends grows the database');
        $this->assertSame(204, EOS_Write_Refusals::recent(EOS_Write_Refusals::WRONG)['count']);
        $health = EOS_Site_Health::writes_test();
        $this->assertSame('critical', $health['status']);
        $this->assertStringContainsString('204 submissions of the public site', $health['description']);
        $this->assertStringContainsString('CMS_WRITE_SECRET', $health['description']);
        $this->assertStringContainsString('options-general.php?page=eos-settings', $health['actions']);
    }

    public function test_writes_without_a_secret_are_worth_a_look_and_a_quiet_day_is_good_again(): void
    {
        $this->assertSame(401, $this->write('newsletter-subscribe', []));
        $health = EOS_Site_Health::writes_test();
        $this->assertSame('recommended', $health['status']);
        $this->assertStringContainsString('1 submission was refused', $health['description']);
        $a_day_ago = time() - EOS_Write_Refusals::WINDOW - 1;
        update_option(EOS_Write_Refusals::OPTION, [EOS_Write_Refusals::WRONG => ['first' => $a_day_ago - 60, 'last' => $a_day_ago, 'count' => 9], EOS_Write_Refusals::MISSING => ['first' => $a_day_ago, 'last' => $a_day_ago, 'count' => 1]]);
        $this->assertSame('good', EOS_Site_Health::writes_test()['status']);
        EOS_Write_Refusals::record(EOS_Write_Refusals::WRONG);
        $this->assertSame(1, EOS_Write_Refusals::recent(EOS_Write_Refusals::WRONG)['count'], 'counted afresh after a quiet day');
    }

    public function test_without_a_write_secret_in_wordpress_every_write_is_refused_and_site_health_says_so(): void
    {
        EOS_Settings::update(['write_secret' => '']);
        $this->assertSame('recommended', EOS_Site_Health::writes_test()['status']);
        $this->assertSame(401, $this->write('newsletter-subscribe', ['X-Write-Secret' => 'wr1te']));
        $this->assertSame('critical', EOS_Site_Health::writes_test()['status']);
    }

    public function test_site_health_lists_the_test_and_speaks_the_office_s_language(): void
    {
        $tests = apply_filters('site_status_tests', ['direct' => [], 'async' => []]);
        $this->assertSame([EOS_Site_Health::class, 'writes_test'], $tests['direct'][EOS_Site_Health::WRITES_TEST]['test']);
        $this->write('newsletter-subscribe', ['X-Write-Secret' => 'old-secret']);
        switch_to_locale('uk');
        $health = EOS_Site_Health::writes_test();
        restore_previous_locale();
        $this->assertSame('Секрет форм публічного сайту відрізняється', $health['label']);
        $this->assertStringContainsString('CMS_WRITE_SECRET', $health['description']);
    }
}
