<?php
defined('ABSPATH') || exit;

/**
 * Builds the search table (EOS_Search_Table) in WP-Cron batches (EOS_Batches), never inside a
 * visitor's request: emptied, then the posts in the order of their ids, then the named pages.
 * Until the build is complete, EOS_Search_Table::ready() is false and search ranks the documents
 * themselves, as it did before the table existed: the answers are the same, only slower, for
 * the minutes the build takes. A half-built table would miss whatever it has not reached yet.
 * Saves during the build change the rows of the posts it has passed; it reads the others itself.
 * It waits while items are being given a language (EOS_Day_One): a document is filed under its
 * item's language.
 */
final class EOS_Search_Build
{
    use EOS_Batch_Job;

    /** The job's WP-Cron hook and options: eos_search_build_*. */
    private const NAME = 'eos_search_build';
    public const HOOK = self::NAME . '_batch';
    public const STATE_OPTION = self::NAME . '_state';
    public const LOCK_OPTION = self::NAME . '_lock';
    /** Where a batch started, while it runs (EOS_Batches: a run that died left it behind). */
    public const ATTEMPT_OPTION = self::NAME . '_attempt';
    public const BATCH = 200;

    /** A build from the start; search leaves the table at once. Only schedules. */
    public static function schedule(): void
    {
        wp_clear_scheduled_hook(self::HOOK);
        EOS_Batches::reset(self::class);
        EOS_Search_Table::mark_stale();
        update_option(self::STATE_OPTION, ['phase' => 'clear', 'cursor' => 0, 'total' => null, 'seen' => 0, 'scheduled_at' => time(), 'finished_at' => 0], false);
        EOS_Batches::schedule(self::HOOK);
    }

    /** No build: the table was filled another way (EOS_Search_Table::rebuild). */
    public static function cancel(): void
    {
        wp_clear_scheduled_hook(self::HOOK);
        EOS_Batches::reset(self::class);
        $state = self::state();
        if ($state && ($state['phase'] ?? '') !== 'done') {
            update_option(self::STATE_OPTION, ['phase' => 'done', 'finished_at' => time()] + $state, false);
        }
    }

    /** Whether the build has written this post's row already (then a save must change it). */
    public static function passed(int $post_id): bool
    {
        $state = self::state();
        return match ($state['phase'] ?? 'done') {
            'posts' => $post_id <= (int) $state['cursor'],
            'named' => true,
            default => false,
        };
    }

    /** Where the next batch starts. */
    public static function position(): string
    {
        $state = self::state();
        return ($state['phase'] ?? 'done') . ':' . (int) ($state['cursor'] ?? 0);
    }

    /** The posts the index holds: published, no password, of a type that has documents. */
    private static function posts_where(): string
    {
        $types = implode(',', array_map(static fn (string $t) => "'" . esc_sql($t) . "'", EOS_Search_Table::TYPES));
        return "post_type IN ($types) AND post_status = 'publish' AND post_password = ''";
    }

    /**
     * Passes over what the next batch would start with (EOS_Batches: it stopped the build
     * ATTEMPTS times): a post stays out of the index, the named pages' texts too.
     * @return array{kind: string, id: int, title: string}|null
     */
    public static function skip_next(): ?array
    {
        global $wpdb;
        $state = self::state();
        $item = null;
        switch ($state['phase'] ?? 'done') {
            case 'clear':
                $state['phase'] = 'posts';
                break;
            case 'posts':
                $row = $wpdb->get_row($wpdb->prepare("SELECT ID, post_title FROM $wpdb->posts WHERE ID > %d AND " . self::posts_where() . ' ORDER BY ID LIMIT 1', (int) $state['cursor']));
                if ($row) {
                    $item = ['kind' => 'post', 'id' => (int) $row->ID, 'title' => (string) $row->post_title];
                    $state['cursor'] = (int) $row->ID;
                    $state['seen'] = (int) ($state['seen'] ?? 0) + 1;
                } else {
                    $state['phase'] = 'named';
                }
                break;
            case 'named':
                $item = ['kind' => 'named', 'id' => 0, 'title' => ''];
                $state = ['phase' => 'done', 'finished_at' => time()] + $state;
                break;
        }
        update_option(self::STATE_OPTION, $state, false);
        if ($state['phase'] === 'done') {
            EOS_Search_Table::mark_ready();
        }
        return $item;
    }

    /** @return string EOS_Batches::MORE, WAIT or DONE */
    public static function batch(int $size = self::BATCH): string
    {
        global $wpdb;
        $state = self::state();
        $phase = $state['phase'] ?? 'done';
        if ($phase === 'done') {
            return EOS_Batches::DONE;
        }
        if (EOS_Day_One::running()) {
            return EOS_Batches::WAIT;
        }
        $where = self::posts_where();
        if ($phase === 'clear') {
            EOS_Search_Table::clear();
            $state = ['phase' => 'posts', 'cursor' => 0, 'seen' => 0, 'total' => (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->posts WHERE $where")] + $state;
        } elseif ($phase === 'posts') {
            $ids = array_map('intval', $wpdb->get_col($wpdb->prepare("SELECT ID FROM $wpdb->posts WHERE ID > %d AND $where ORDER BY ID LIMIT %d", (int) $state['cursor'], $size)));
            _prime_post_caches($ids);
            EOS_Search_Table::index_posts(array_values(array_filter(array_map('get_post', $ids))));
            $state['seen'] += count($ids);
            $state['cursor'] = $ids ? end($ids) : $state['cursor'];
            $state['phase'] = count($ids) < $size ? 'named' : 'posts';
        } else {
            EOS_Search_Table::index_named();
            $state = ['phase' => 'done', 'finished_at' => time()] + $state;
        }
        update_option(self::STATE_OPTION, $state, false);
        if ($state['phase'] !== 'done') {
            return EOS_Batches::MORE;
        }
        EOS_Search_Table::mark_ready();
        return EOS_Batches::DONE;
    }
}
