<?php
defined('ABSPATH') || exit;

/**
 * While the existing content is being given its languages (EOS_Day_One), editors see how far it
 * has come on the dashboard and the lists of posts and pages: an item still without a language is
 * not on the site yet, which is what they would otherwise wonder about on the first day.
 */
final class EOS_Day_One_Notice
{
    private const SCREENS = ['dashboard', 'edit-post', 'edit-page'];

    public static function boot(): void
    {
        add_action('admin_notices', [self::class, 'render']);
    }

    public static function render(): void
    {
        $screen = function_exists('get_current_screen') ? get_current_screen() : null;
        if (!$screen || !in_array($screen->id, self::SCREENS, true) || !current_user_can('edit_posts') || !EOS_Day_One::running()) {
            return;
        }
        $state = EOS_Day_One::state();
        $total = $state['posts_total'] ?? null;
        echo '<div class="notice notice-info eos-day-one-notice"><p><strong>' . esc_html__('The public site is learning the language of each existing item.', 'exchange-office-site') . '</strong> ';
        echo esc_html($total === null
            ? __('It has just started.', 'exchange-office-site')
            : sprintf(
                /* translators: 1: items looked at, 2: all items */
                __('Items looked at so far: %1$s of %2$s.', 'exchange-office-site'),
                number_format_i18n((int) ($state['posts_seen'] ?? 0)),
                number_format_i18n((int) $total)
            ));
        echo ' ' . esc_html__('An item appears on the site once it has a language; nothing needs to be done by hand, and any language can be corrected afterwards in the item’s “Language and translation” box.', 'exchange-office-site') . '</p></div>';
    }
}
