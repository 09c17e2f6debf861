<?php
defined('ABSPATH') || exit;

/**
 * What the person who activated the plugin does next: until the site's address and the secrets
 * its modules need are set, a notice on every admin screen (but the settings page itself) leads
 * to the settings, for those who may change them; each of them may dismiss it for themselves.
 * The Plugins screen has a Settings link beside Deactivate.
 */
final class EOS_Setup_Notice
{
    /** User meta: this user dismissed the notice. */
    public const DISMISSED_META = 'eos_setup_notice_dismissed';
    private const DISMISS_ACTION = 'eos_dismiss_setup_notice';

    public static function boot(): void
    {
        add_action('admin_notices', [self::class, 'render']);
        add_action('admin_post_' . self::DISMISS_ACTION, [self::class, 'dismiss']);
        add_filter('plugin_action_links_' . plugin_basename(EOS_FILE), [self::class, 'action_links']);
    }

    public static function settings_url(): string
    {
        return admin_url('options-general.php?page=' . EOS_Settings_Page::SLUG);
    }

    /** @return list<string> the settings still empty, by their names on the settings page */
    public static function missing(): array
    {
        $needed = ['site_url' => __('the address of the public site', 'exchange-office-site')];
        if (EOS_Modules::on(EOS_Modules::REVALIDATION)) {
            $needed['revalidate_secret'] = __('the secret for refreshing the site', 'exchange-office-site');
        }
        if (EOS_Modules::on(EOS_Modules::ROUTES)) {
            $needed['write_secret'] = __('the secret for the site’s forms', 'exchange-office-site');
        }
        return array_values(array_filter($needed, static fn (string $key) => EOS_Settings::get($key) === '', ARRAY_FILTER_USE_KEY));
    }

    public static function due(): bool
    {
        if (!current_user_can('manage_options') || get_user_meta(get_current_user_id(), self::DISMISSED_META, true)) {
            return false;
        }
        $screen = function_exists('get_current_screen') ? get_current_screen() : null;
        if ($screen && $screen->id === 'settings_page_' . EOS_Settings_Page::SLUG) {
            return false;
        }
        return self::missing() !== [];
    }

    public static function render(): void
    {
        if (!self::due()) {
            return;
        }
        $dismiss = wp_nonce_url(admin_url('admin-post.php?action=' . self::DISMISS_ACTION), self::DISMISS_ACTION);
        echo '<div class="notice notice-warning eos-setup-notice"><p><strong>' . esc_html__('The public site does not know this WordPress yet.', 'exchange-office-site') . '</strong> ' . esc_html(sprintf(
            /* translators: %s: list of settings, e.g. "the address of the public site, the secret for the site’s forms" */
            __('Set %s in the plugin’s settings. Until then the site is not refreshed when you publish, its forms are refused, and WordPress’s own pages do not send visitors to it.', 'exchange-office-site'),
            implode(', ', self::missing())
        )) . '</p><p><a class="button button-primary" href="' . esc_url(self::settings_url()) . '">' . esc_html__('Open the settings', 'exchange-office-site') . '</a> <a href="' . esc_url($dismiss) . '">' . esc_html__('Do not show this again', 'exchange-office-site') . '</a></p></div>';
    }

    public static function dismiss(): void
    {
        EOS_Admin_Screen::check(self::DISMISS_ACTION);
        update_user_meta(get_current_user_id(), self::DISMISSED_META, '1');
        wp_safe_redirect(wp_get_referer() ?: admin_url());
        exit;
    }

    /** @param array<string, string> $links */
    public static function action_links(array $links): array
    {
        if (!current_user_can('manage_options')) {
            return $links;
        }
        return ['settings' => '<a href="' . esc_url(self::settings_url()) . '">' . esc_html__('Settings', 'exchange-office-site') . '</a>'] + $links;
    }
}
