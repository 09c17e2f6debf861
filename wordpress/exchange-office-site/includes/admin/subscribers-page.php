<?php
defined('ABSPATH') || exit;

/**
 * Users → Newsletter subscribers: the addresses with search, deletion (one or many) and a CSV
 * export. Personal data: only for EOS_Schema::SUBSCRIBERS_CAP, which administrators and editors
 * have (editors run the newsletter; authors and contributors never see the addresses).
 */
final class EOS_Subscribers_Page
{
    public const SLUG = 'eos-subscribers';

    public static function boot(): void
    {
        // Deletions are handled before the screen is drawn, then redirected (no resubmission on reload).
        EOS_Admin_Screen::menu('add_users_page', static fn () => __('Newsletter subscribers', 'exchange-office-site'), EOS_Schema::SUBSCRIBERS_CAP, self::SLUG, [self::class, 'render'], [], [self::class, 'delete']);
        add_action('admin_post_eos_subscribers_csv', [self::class, 'export']);
        // Tools → Export writes content only (WXR): it says where the subscribers are exported.
        add_action('export_filters', [self::class, 'export_pointer']);
    }

    public static function export_pointer(): void
    {
        if (!current_user_can(EOS_Schema::SUBSCRIBERS_CAP)) {
            return;
        }
        echo '<p class="description">' . esc_html__('Newsletter subscribers are not part of this file. Export the confirmed addresses, each with its unsubscribe link, under Users → Newsletter subscribers → Export CSV:', 'exchange-office-site') . ' <a href="' . esc_url(self::url()) . '">' . esc_html__('Newsletter subscribers', 'exchange-office-site') . '</a></p>';
    }

    public static function url(array $args = []): string
    {
        return add_query_arg(['page' => self::SLUG] + $args, admin_url('users.php'));
    }

    public static function render(): void
    {
        require_once __DIR__ . '/subscribers-table.php';
        $table = new EOS_Subscribers_Table();
        $table->prepare_items();
        echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__('Newsletter subscribers', 'exchange-office-site') . '</h1> ';
        $csv = wp_nonce_url(add_query_arg(['action' => 'eos_subscribers_csv', 's' => $table->search()], admin_url('admin-post.php')), 'eos_subscribers_csv');
        echo '<a class="page-title-action" href="' . esc_url($csv) . '">' . esc_html__('Export CSV', 'exchange-office-site') . '</a><hr class="wp-header-end">';
        if (isset($_GET['deleted'])) {
            $deleted = (int) $_GET['deleted'];
            EOS_Admin_Screen::notice(sprintf(
                /* translators: %d: number of addresses */
                _n('%d address deleted.', '%d addresses deleted.', $deleted, 'exchange-office-site'),
                $deleted
            ));
        }
        echo '<form method="get"><input type="hidden" name="page" value="' . esc_attr(self::SLUG) . '">';
        $table->search_box(__('Search addresses', 'exchange-office-site'), 'eos-subscriber');
        echo '</form><form method="post" action="' . esc_url(self::url()) . '">';
        $table->display();
        echo '</form></div>';
    }

    /** A deletion's or the export's nonce, then SUBSCRIBERS_CAP. */
    private static function check(string $action): void
    {
        EOS_Admin_Screen::check($action, EOS_Schema::SUBSCRIBERS_CAP, __('Sorry, you are not allowed to manage newsletter subscribers.', 'exchange-office-site'));
    }

    /** Deletes the ticked addresses (bulk action) or one (its row's Delete link), then reloads the screen. */
    public static function delete(): void
    {
        require_once __DIR__ . '/subscribers-table.php';
        $table = new EOS_Subscribers_Table();
        if ($table->current_action() !== 'delete') {
            return;
        }
        $ids = isset($_REQUEST['subscriber']) ? array_map('intval', (array) wp_unslash($_REQUEST['subscriber'])) : [];
        self::check(count($ids) === 1 && isset($_GET['subscriber']) ? 'eos_delete_subscriber_' . $ids[0] : 'bulk-subscribers');
        wp_safe_redirect(self::url(['deleted' => EOS_Newsletter_Table::remove_ids($ids)]));
        exit;
    }

    /**
     * Every matching confirmed address as CSV (UTF-8 with BOM, so spreadsheet programs read
     * Cyrillic), each with its unsubscribe link for the office's mailing tool. Pending sign-ups are
     * left out: no one may be mailed before confirming.
     */
    public static function export(): void
    {
        self::check('eos_subscribers_csv');
        $search = sanitize_text_field(wp_unslash($_GET['s'] ?? ''));
        nocache_headers();
        header('Content-Type: text/csv; charset=utf-8');
        header('Content-Disposition: attachment; filename="newsletter-subscribers-' . gmdate('Y-m-d') . '.csv"');
        $out = fopen('php://output', 'w');
        fwrite($out, "\xEF\xBB\xBF");
        fputcsv($out, ['email', 'lang', 'subscribed_at_utc', 'confirmed_at_utc', 'unsubscribe_url']);
        $page = 1;
        do {
            $rows = EOS_Newsletter_Table::page($search, 500, $page++, 'id', 'ASC', true);
            foreach ($rows as $row) {
                // A leading = + - @ would be a formula in a spreadsheet.
                fputcsv($out, [preg_replace('/^([=+\-@])/', "'$1", $row['email']), $row['lang'], $row['created_at'], $row['confirmed_at'], EOS_Unsubscribe::link($row['email'], $row['lang'])]);
            }
        } while (count($rows) === 500);
        fclose($out);
        exit;
    }
}
