<?php
defined('ABSPATH') || exit;

/** Tools → Revalidation log: the last webhook calls and what the site answered. */
final class EOS_Webhook_Page
{
    public static function boot(): void
    {
        add_action('admin_menu', static function (): void {
            add_management_page('Revalidation log', 'Revalidation log', 'edit_posts', 'eos-webhook-log', [self::class, 'render']);
        });
    }

    public static function render(): void
    {
        echo '<div class="wrap"><h1>Revalidation log</h1>';
        if (!EOS_Webhook::configured()) {
            echo '<div class="notice notice-warning"><p>The site URL or the webhook secret is not set (Settings → Exchange Office Site): nothing is sent.</p></div>';
        }
        echo '<p>The last ' . EOS_Webhook::LOG_SIZE . ' calls to <code>' . esc_html(EOS_Settings::get('site_url') . '/api/revalidate') . '</code>, newest first.</p>';
        echo '<table class="widefat striped"><thead><tr><th>When</th><th>Body</th><th>Answer</th></tr></thead><tbody>';
        $log = EOS_Webhook::recent();
        if (!$log) {
            echo '<tr><td colspan="3">No calls yet.</td></tr>';
        }
        foreach ($log as $entry) {
            $style = $entry['ok'] ? '' : ' style="color:#b32d2e;font-weight:600"';
            echo '<tr><td>' . esc_html($entry['at']) . '</td><td><code>' . esc_html((string) wp_json_encode($entry['payload'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES)) . '</code></td><td' . $style . '>' . esc_html((string) $entry['status']) . '</td></tr>';
        }
        echo '</tbody></table></div>';
    }
}
