<?php
defined('ABSPATH') || exit;

/**
 * Tools → Site refresh log: each call to the site in words (what changed, whether the site took
 * it, when it is tried again), a "Refresh the whole site" button for editors, and a notice on
 * every admin screen for editors while calls have been failing for more than ten minutes.
 *
 * Who: the log, anyone who publishes (authors and up: their saves make the calls); the button and
 * the notice, editors and administrators (`edit_others_posts`), who answer for the whole site.
 */
final class EOS_Webhook_Page
{
    public const VIEW_CAP = 'edit_published_posts';
    public const REFRESH_CAP = 'edit_others_posts';
    public const NOTICE_AFTER = 10 * MINUTE_IN_SECONDS;
    private const SLUG = 'eos-webhook-log';

    public static function boot(): void
    {
        EOS_Admin_Screen::menu('add_management_page', static fn () => __('Site refresh log', 'exchange-office-site'), self::VIEW_CAP, self::SLUG, [self::class, 'render']);
        add_action('admin_post_eos_refresh_site', [self::class, 'refresh']);
        add_action('admin_notices', [self::class, 'notice']);
    }

    public static function url(array $args = []): string
    {
        return add_query_arg(['page' => self::SLUG] + $args, admin_url('tools.php'));
    }

    public static function render(): void
    {
        echo '<div class="wrap"><h1>' . esc_html__('Site refresh log', 'exchange-office-site') . '</h1>';
        if (!EOS_Webhook::configured()) {
            EOS_Admin_Screen::notice(__('The site URL or the webhook secret is not set (Settings → The public site): nothing is sent.', 'exchange-office-site'), 'warning');
        }
        if (isset($_GET['refreshing'])) {
            EOS_Admin_Screen::notice(__('The whole site is being refreshed: its first line below shows when the site has taken the call.', 'exchange-office-site'));
        }
        echo '<p>' . esc_html(sprintf(
            /* translators: %s: the site's webhook address */
            __('After each change WordPress asks the site at %s to refresh the pages that show it. A call the site does not take is tried again, with growing pauses, for a day.', 'exchange-office-site'),
            EOS_Settings::get('site_url') . '/api/revalidate'
        )) . '</p>';
        if (current_user_can(self::REFRESH_CAP)) {
            EOS_Admin_Screen::open('eos_refresh_site');
            echo '<p>';
            submit_button(__('Refresh the whole site', 'exchange-office-site'), 'secondary', 'submit', false);
            echo ' <span class="description">' . esc_html__('For a bad day: every page of the site is rebuilt from WordPress on its next visit.', 'exchange-office-site') . '</span></p></form>';
        }
        echo '<table class="widefat striped"><thead><tr><th>' . esc_html__('Change', 'exchange-office-site') . '</th><th>' . esc_html__('Saved', 'exchange-office-site') . '</th><th>' . esc_html__('Delivery', 'exchange-office-site') . '</th></tr></thead><tbody>';
        $rows = EOS_Deliveries::recent();
        if (!$rows) {
            echo '<tr><td colspan="3">' . esc_html__('No calls yet.', 'exchange-office-site') . '</td></tr>';
        }
        foreach ($rows as $row) {
            $style = $row->status === EOS_Deliveries::FAILED ? ' style="color:#b32d2e;font-weight:600"' : '';
            echo '<tr class="eos-delivery eos-delivery-' . esc_attr($row->status) . '"><td>' . esc_html(EOS_Delivery_Words::change($row)) . '</td><td>' . esc_html(EOS_Delivery_Words::time((int) $row->created_at)) . '</td><td' . $style . '>' . esc_html(EOS_Delivery_Words::state($row)) . '</td></tr>';
        }
        echo '</tbody></table></div>';
    }

    public static function refresh(): void
    {
        EOS_Admin_Screen::check('eos_refresh_site', self::REFRESH_CAP, __('Sorry, you are not allowed to refresh the whole site.', 'exchange-office-site'));
        EOS_Webhook::queue(['type' => 'all', 'action' => 'update'], EOS_Delivery_Words::label(['refresh' => true]));
        wp_safe_redirect(self::url(['refreshing' => 1]));
        exit;
    }

    public static function notice(): void
    {
        if (!current_user_can(self::REFRESH_CAP)) {
            return;
        }
        $now = time();
        $failing = array_filter(EOS_Deliveries::failing($now), static fn ($row) => $now - (int) $row->created_at > self::NOTICE_AFTER);
        if (!$failing) {
            return;
        }
        $first = reset($failing);
        echo '<div class="notice notice-error eos-webhook-notice"><p>' . esc_html(sprintf(
            /* translators: 1: number of changes, 2: time of the first one, 3: why */
            _n('%1$d change since %2$s has not reached the public site: %3$s.', '%1$d changes since %2$s have not reached the public site: %3$s.', count($failing), 'exchange-office-site'),
            count($failing),
            EOS_Delivery_Words::time((int) $first->created_at),
            EOS_Delivery_Words::answer((string) $first->last_answer)
        )) . ' <a href="' . esc_url(self::url()) . '">' . esc_html__('Site refresh log', 'exchange-office-site') . '</a></p></div>';
    }
}
