<?php
defined('ABSPATH') || exit;

/**
 * Settings → The public site, section “Mail”: the sender address and how long contact messages are
 * kept, through the Settings API (its own form to options.php, which checks manage_options).
 */
final class EOS_Mail_Settings_Section
{
    public const GROUP = 'eos_mail';
    public const SECTION = 'eos_mail';

    public static function boot(): void
    {
        add_action('admin_init', [self::class, 'register']);
    }

    public static function register(): void
    {
        register_setting(self::GROUP, EOS_Mail_Settings::OPTION, [
            'type' => 'object',
            'sanitize_callback' => [EOS_Mail_Settings::class, 'sanitize'],
            'default' => ['sender' => '', 'retention_months' => EOS_Mail_Settings::DEFAULT_RETENTION_MONTHS],
        ]);
        add_settings_section(self::SECTION, __('Mail', 'exchange-office-site'), [self::class, 'introduction'], EOS_Settings_Page::SLUG . '-mail');
        add_settings_field('eos-mail-sender', __('Send mail from', 'exchange-office-site'), [self::class, 'sender_field'], EOS_Settings_Page::SLUG . '-mail', self::SECTION, ['label_for' => 'eos-mail-sender']);
        add_settings_field('eos-mail-retention', __('Keep contact messages for', 'exchange-office-site'), [self::class, 'retention_field'], EOS_Settings_Page::SLUG . '-mail', self::SECTION, ['label_for' => 'eos-mail-retention']);
    }

    /** The section on the settings page: its own form, saved by options.php. */
    public static function render(): void
    {
        echo '<div id="eos-mail"><form method="post" action="' . esc_url(admin_url('options.php')) . '">';
        settings_fields(self::GROUP);
        do_settings_sections(EOS_Settings_Page::SLUG . '-mail');
        submit_button(__('Save the mail settings', 'exchange-office-site'));
        echo '</form></div>';
    }

    public static function introduction(): void
    {
        echo '<p>' . esc_html__('The newsletter’s confirmation mails and the contact messages are sent with WordPress’s own mail. Tools → Site Health says whether the sender address suits the site’s domain.', 'exchange-office-site') . '</p>';
    }

    public static function sender_field(): void
    {
        echo '<input type="email" class="regular-text" id="eos-mail-sender" name="' . esc_attr(EOS_Mail_Settings::OPTION) . '[sender]" value="' . esc_attr(EOS_Mail_Settings::sender()) . '" placeholder="' . esc_attr(EOS_Mail_Settings::wordpress_sender()) . '">';
        echo '<p class="description">' . esc_html(sprintf(
            /* translators: %s: WordPress's own sender address */
            __('An address of the public site’s domain, e.g. news@example.org, that your mail server may send for. Empty: WordPress’s own, %s, which mail providers often take for spam.', 'exchange-office-site'),
            EOS_Mail_Settings::wordpress_sender()
        )) . '</p>';
    }

    public static function retention_field(): void
    {
        echo '<input type="number" class="small-text" min="1" max="' . (int) EOS_Mail_Settings::MAX_RETENTION_MONTHS . '" id="eos-mail-retention" name="' . esc_attr(EOS_Mail_Settings::OPTION) . '[retention_months]" value="' . (int) EOS_Mail_Settings::retention_months() . '"> ' . esc_html__('months', 'exchange-office-site');
        echo '<p class="description">' . esc_html__('Older messages are deleted once a day, as the suggested privacy policy text says.', 'exchange-office-site') . '</p>';
    }
}
