<?php
defined('ABSPATH') || exit;

/**
 * The mail settings (Settings → The public site, section “Mail”, EOS_Mail_Settings_Section): the
 * address the plugin's mails are sent from, and how many months contact messages are kept.
 */
final class EOS_Mail_Settings
{
    public const OPTION = 'eos_mail_settings';
    public const DEFAULT_RETENTION_MONTHS = 12;
    public const MAX_RETENTION_MONTHS = 120;

    /** @return array{sender: string, retention_months: int} */
    public static function all(): array
    {
        $saved = get_option(self::OPTION, []);
        return self::sanitize(is_array($saved) ? $saved : []);
    }

    /** The sender address as set; empty: WordPress's own (wordpress@ the host of this WordPress). */
    public static function sender(): string
    {
        return self::all()['sender'];
    }

    public static function retention_months(): int
    {
        return self::all()['retention_months'];
    }

    /** @return array{sender: string, retention_months: int} what may be stored, whatever was posted */
    public static function sanitize(mixed $values): array
    {
        $values = is_array($values) ? $values : [];
        $sender = sanitize_email((string) ($values['sender'] ?? ''));
        $months = (int) ($values['retention_months'] ?? self::DEFAULT_RETENTION_MONTHS);
        return [
            'sender' => is_email($sender) ? $sender : '',
            'retention_months' => $months >= 1 ? min($months, self::MAX_RETENTION_MONTHS) : self::DEFAULT_RETENTION_MONTHS,
        ];
    }

    /** The address WordPress sends from without the setting (as wp_mail() makes it). */
    public static function wordpress_sender(): string
    {
        $host = strtolower((string) wp_parse_url(network_home_url(), PHP_URL_HOST));
        return 'wordpress@' . (str_starts_with($host, 'www.') ? substr($host, 4) : $host);
    }
}
