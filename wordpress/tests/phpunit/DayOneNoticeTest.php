<?php
/**
 * While the existing content is given its languages, the people who write it see how far it has
 * come, on the dashboard and the lists of posts and pages, and nowhere once it is done.
 */
final class DayOneNoticeTest extends EOS_TestCase
{
    private mixed $saved_state = null;

    public static function setUpBeforeClass(): void
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        require_once EOS_DIR . '/includes/admin/day-one-notice.php';
    }

    protected function setUp(): void
    {
        parent::setUp();
        $this->saved_state = get_option(EOS_Day_One::STATE_OPTION, null);
    }

    protected function tearDown(): void
    {
        // A screen makes is_admin() true for the rest of the run.
        $GLOBALS['current_screen'] = null;
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        $this->saved_state === null ? delete_option(EOS_Day_One::STATE_OPTION) : update_option(EOS_Day_One::STATE_OPTION, $this->saved_state, false);
        parent::tearDown();
    }

    private function notice(string $screen): string
    {
        set_current_screen($screen);
        ob_start();
        EOS_Day_One_Notice::render();
        return (string) ob_get_clean();
    }

    public function test_editors_and_contributors_see_the_progress_while_the_languages_are_given(): void
    {
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        EOS_Day_One::schedule();
        $this->user('editor', true);
        $this->assertStringContainsString('It has just started.', $this->notice('edit-post'), 'before the first batch has counted the items');

        update_option(EOS_Day_One::STATE_OPTION, ['posts_total' => 2400, 'posts_seen' => 1200] + EOS_Day_One::state(), false);
        foreach (['dashboard', 'edit-post', 'edit-page'] as $screen) {
            $this->assertStringContainsString('Items looked at so far: 1,200 of 2,400.', $this->notice($screen), $screen);
        }
        $this->assertSame('', $this->notice('settings_page_eos-settings'), 'the settings page has its own, longer account');

        $this->user('contributor', true);
        $this->assertStringContainsString('1,200 of 2,400', $this->notice('edit-post'), 'a contributor wonders about their posts too');
        $this->user('subscriber', true);
        $this->assertSame('', $this->notice('dashboard'), 'a subscriber writes nothing');
    }

    public function test_nothing_once_every_item_has_its_language(): void
    {
        update_option(EOS_Day_One::STATE_OPTION, ['phase' => 'done', 'finished_at' => time()], false);
        $this->user('editor', true);
        $this->assertSame('', $this->notice('edit-post'));
    }
}
