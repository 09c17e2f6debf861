<?php
/**
 * Issue 50, item 1: "a job always has a next run while it is unfinished. A dead batch is retried a
 * bounded number of times, then that item is skipped, logged and shown on the settings page.
 * Every job can be restarted from the settings page and finishes." A job of 50 items whose 17th
 * throws, a run that died without a word (its note and lock left behind, as a killed worker
 * leaves them), the search build over a post whose shortcode throws, and a job left by an earlier
 * version with no event. (An `exit` in a real WP-Cron request: wordpress/tests/office/day-one.test.ts.)
 */
final class BatchesTest extends EOS_TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        EOS_Test_Job::$items = 50;
        EOS_Test_Job::$dies_on = [17];
        EOS_Test_Job::$done = [];
        delete_option(EOS_Test_Job::STATE_OPTION);
        EOS_Batches::reset(EOS_Test_Job::class);
        wp_clear_scheduled_hook(EOS_Test_Job::HOOK);
        add_action(EOS_Test_Job::HOOK, [EOS_Test_Job::class, 'run']);
    }

    protected function tearDown(): void
    {
        remove_action(EOS_Test_Job::HOOK, [EOS_Test_Job::class, 'run']);
        wp_clear_scheduled_hook(EOS_Test_Job::HOOK);
        delete_option(EOS_Test_Job::STATE_OPTION);
        EOS_Batches::reset(EOS_Test_Job::class);
        remove_all_shortcodes();
        parent::tearDown();
    }

    /** What WP-Cron does while the job's event is due: one run per event. @return int runs */
    private function cron(string $hook, int $at_most = 20): int
    {
        $runs = 0;
        while (wp_next_scheduled($hook) && $runs < $at_most) {
            wp_clear_scheduled_hook($hook);
            do_action($hook);
            $runs++;
        }
        return $runs;
    }

    public function test_an_item_that_throws_is_tried_three_times_alone_then_skipped_and_the_job_finishes(): void
    {
        EOS_Test_Job::start();
        EOS_Test_Job::run();
        $note = EOS_Batches::attempt(EOS_Test_Job::class);
        $this->assertNotNull($note, 'the batch that threw left its note');
        $this->assertStringContainsString('item 17 fails', $note['error']);
        $this->assertNotFalse(wp_next_scheduled(EOS_Test_Job::HOOK), 'unfinished: the next run is scheduled');
        $this->assertFalse(get_option(EOS_Test_Job::LOCK_OPTION), 'and the lock given back');

        $runs = $this->cron(EOS_Test_Job::HOOK);
        $this->assertFalse(EOS_Test_Job::running(), 'the job finished');
        $this->assertFalse(wp_next_scheduled(EOS_Test_Job::HOOK), 'done: no next run');
        $this->assertSame(EOS_Batches::ATTEMPTS + 1, $runs, 'the item alone, ' . EOS_Batches::ATTEMPTS . ' times, then skipped in the next run');
        $this->assertSame(array_values(array_diff(range(1, 50), [17])), EOS_Test_Job::$done, 'every other item once');
        $skipped = EOS_Test_Job::skipped();
        $this->assertCount(1, $skipped);
        $this->assertSame(['kind' => 'post', 'id' => 17, 'title' => 'Item 17'], array_intersect_key($skipped[0], ['kind' => 1, 'id' => 1, 'title' => 1]));
        $this->assertStringContainsString('RuntimeException: item 17 fails', $skipped[0]['error']);
        $this->assertNull(EOS_Batches::attempt(EOS_Test_Job::class));
    }

    public function test_a_run_killed_in_a_batch_leaves_its_next_run_and_the_job_goes_on_one_item_at_a_time(): void
    {
        EOS_Test_Job::$dies_on = [];
        EOS_Test_Job::start();
        // What a worker killed in the first batch leaves: the note of that batch, the lock, and
        // the run scheduled before it (WP-Cron had unscheduled the event it ran).
        update_option(EOS_Test_Job::ATTEMPT_OPTION, ['position' => EOS_Test_Job::position(), 'size' => EOS_Test_Job::BATCH, 'attempts' => 1, 'error' => ''], false);
        add_option(EOS_Test_Job::LOCK_OPTION, (string) (time() - 600), '', 'no');
        wp_schedule_single_event(time() + 60, EOS_Test_Job::HOOK);

        $this->cron(EOS_Test_Job::HOOK);
        $this->assertFalse(EOS_Test_Job::running(), 'the stale lock was taken over and the job finished');
        $this->assertSame(range(1, 50), EOS_Test_Job::$done);
        $this->assertSame([1], array_unique(EOS_Test_Job::$sizes), 'after a death, batches of one item');
        $this->assertSame([], EOS_Test_Job::skipped(), 'nothing died again: nothing skipped');
    }

    public function test_an_unfinished_job_without_its_event_gets_it_back(): void
    {
        // What a batch that died under the version before left: a running state, no event.
        EOS_Test_Job::start();
        wp_clear_scheduled_hook(EOS_Test_Job::HOOK);
        $this->assertTrue(EOS_Test_Job::running());
        EOS_Test_Job::resume();
        $this->assertNotFalse(wp_next_scheduled(EOS_Test_Job::HOOK));
        $this->cron(EOS_Test_Job::HOOK);
        $this->assertFalse(EOS_Test_Job::running());

        foreach ([EOS_Day_One::class, EOS_Search_Build::class] as $job) {
            update_option($job::STATE_OPTION, ['phase' => $job === EOS_Day_One::class ? 'terms' : 'named', 'cursor' => 0] + $job::state(), false);
            wp_clear_scheduled_hook($job::HOOK);
            $job::resume();
            $this->assertNotFalse(wp_next_scheduled($job::HOOK), $job);
        }
        $this->cron(EOS_Day_One::HOOK);
        $this->cron(EOS_Search_Build::HOOK);
        $this->assertFalse(EOS_Day_One::running());
        $this->assertTrue(EOS_Search_Table::ready());
    }

    public function test_the_search_build_skips_a_post_whose_shortcode_throws_and_finishes_the_index(): void
    {
        $word = 'batch' . strtolower(wp_generate_password(8, false));
        $bad = $this->item('post', 'uk', ['post_title' => "Опитування $word", 'post_content' => '[eos_test_poll id="3"]']);
        $good = $this->item('eos_program', 'uk', ['post_title' => "Програма $word"]);
        // Another plugin's shortcode that fails outside a visitor's page view.
        add_shortcode('eos_test_poll', static function (): string {
            throw new RuntimeException('The poll has no visitor session');
        });
        EOS_Search_Build::schedule();
        $this->cron(EOS_Search_Build::HOOK, 30);
        $this->assertFalse(EOS_Search_Build::running(), 'the build finished');
        $this->assertTrue(EOS_Search_Table::ready());
        $skipped = EOS_Search_Build::skipped();
        $this->assertSame([$bad->ID], array_column($skipped, 'id'));
        $this->assertStringContainsString('The poll has no visitor session', $skipped[0]['error']);
        $this->assertSame([$good->ID], array_column($this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word])['data']['results'], 'id'));

        // The settings page lists it, with a link to edit it, and a button starts the build again.
        $page = $this->settings_page();
        $this->assertStringContainsString("Опитування $word", $page);
        $this->assertStringContainsString(esc_url(get_edit_post_link($bad->ID, 'raw')), $page);
        $this->assertStringContainsString('The poll has no visitor session', $page);
        $this->assertStringContainsString('value="' . EOS_Settings_Page::RESTART_ACTION . '"', $page);

        remove_shortcode('eos_test_poll');
        add_shortcode('eos_test_poll', static fn (): string => 'Poll');
        EOS_Settings_Page::restart_job('search');
        $this->assertTrue(EOS_Search_Build::running(), 'started again');
        $this->assertSame([], EOS_Search_Build::skipped());
        $this->cron(EOS_Search_Build::HOOK, 30);
        $this->assertTrue(EOS_Search_Table::ready());
        $this->assertEqualsCanonicalizing([$bad->ID, $good->ID], array_column($this->rest('GET', '/fulbright-react/v1/search', ['lang' => 'uk', 'query' => $word])['data']['results'], 'id'), 'the corrected post is found');
    }
}

/** A job of numbered items in the trait's shape; the items in $dies_on throw when a batch reaches them. */
final class EOS_Test_Job
{
    use EOS_Batch_Job;

    private const NAME = 'eos_test_job';
    public const HOOK = self::NAME;
    public const STATE_OPTION = self::NAME . '_state';
    public const LOCK_OPTION = self::NAME . '_lock';
    public const ATTEMPT_OPTION = self::NAME . '_attempt';
    public const BATCH = 10;
    public static int $items = 50;
    /** @var list<int> */
    public static array $dies_on = [];
    /** @var list<int> */
    public static array $done = [];
    /** @var list<int> */
    public static array $sizes = [];

    public static function start(): void
    {
        self::$done = [];
        self::$sizes = [];
        update_option(self::STATE_OPTION, ['phase' => 'items', 'cursor' => 0], false);
        EOS_Batches::schedule(self::HOOK);
    }

    public static function position(): string
    {
        return 'items:' . (int) (self::state()['cursor'] ?? 0);
    }

    public static function skip_next(): ?array
    {
        $state = self::state();
        $next = (int) $state['cursor'] + 1;
        $state['cursor'] = $next;
        $state['phase'] = $next >= self::$items ? 'done' : 'items';
        update_option(self::STATE_OPTION, $state, false);
        return ['kind' => 'post', 'id' => $next, 'title' => "Item $next"];
    }

    public static function batch(int $size = self::BATCH): string
    {
        self::$sizes[] = $size;
        $state = self::state();
        $from = (int) $state['cursor'] + 1;
        $to = min(self::$items, $from + $size - 1);
        foreach (range($from, $to) as $item) {
            if (in_array($item, self::$dies_on, true)) {
                throw new RuntimeException("item $item fails");
            }
        }
        array_push(self::$done, ...range($from, $to));
        $state['cursor'] = $to;
        $state['phase'] = $to >= self::$items ? 'done' : 'items';
        update_option(self::STATE_OPTION, $state, false);
        return $state['phase'] === 'done' ? EOS_Batches::DONE : EOS_Batches::MORE;
    }
}
