<?php
defined('ABSPATH') || exit;

/**
 * Tools → Site Health: are the plugin's mails sent from an address of the public site's own
 * domain? Mail from the CMS's host (wordpress@cms.example.org) is not covered by the domain's SPF
 * and DKIM records and is likely to land in spam.
 */
final class EOS_Mail_Site_Health
{
    public const TEST = 'eos_mail_sender';

    public static function boot(): void
    {
        EOS_Site_Health::add_test(self::TEST, static fn () => __('Mail is sent from the site’s own domain', 'exchange-office-site'), [self::class, 'test']);
    }

    /** The public site's domain without `www.`; empty while its address is not set. */
    public static function site_domain(): string
    {
        $host = strtolower((string) wp_parse_url(EOS_Settings::get('site_url'), PHP_URL_HOST));
        return str_starts_with($host, 'www.') ? substr($host, 4) : $host;
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    public static function test(): array
    {
        $sender = EOS_Mail_Settings::sender() ?: EOS_Mail_Settings::wordpress_sender();
        $domain = self::site_domain();
        $sender_domain = strtolower(substr($sender, strrpos($sender, '@') + 1));
        if ($domain !== '' && $sender_domain === $domain) {
            return self::result('good', __('Mail is sent from the site’s own domain', 'exchange-office-site'), sprintf(
                /* translators: %s: e-mail address */
                __('Newsletter confirmations and contact messages are sent from %s. Make sure the mail server WordPress uses may send for this domain (its SPF and DKIM records).', 'exchange-office-site'),
                $sender
            ));
        }
        return self::result('recommended', __('Mail is not sent from the site’s own domain', 'exchange-office-site'), sprintf(
            /* translators: 1: e-mail address, 2: domain */
            __('Newsletter confirmations and contact messages are sent from %1$s, which is not an address of %2$s. Mail providers often file such mail as spam. Set a sender address of the site’s domain (for example news@%2$s) in the mail settings, and send WordPress’s mail through a server that may send for that domain (its SPF and DKIM records).', 'exchange-office-site'),
            $sender,
            $domain !== '' ? $domain : __('the public site (its address is not set yet)', 'exchange-office-site')
        ));
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    private static function result(string $status, string $label, string $description): array
    {
        $links = [admin_url('options-general.php?page=eos-settings#eos-mail') => __('Mail settings', 'exchange-office-site')];
        return EOS_Site_Health::result(self::TEST, $status, $label, $description, $links, 'orange');
    }
}
