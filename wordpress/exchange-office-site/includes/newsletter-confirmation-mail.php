<?php
defined('ABSPATH') || exit;

/**
 * The mail that asks a new subscriber to confirm, in the language of the page they signed up on.
 * Sent within the visitor's request, so that the visitor learns when it could not be: the mail
 * server gets SEND_TIMEOUT_SECONDS to answer each step (PHPMailer's SMTP, or the HTTP request of
 * a mail plugin that sends through a provider's API), well under the site's 4 s CMS timeout.
 */
final class EOS_Newsletter_Confirmation_Mail
{
    public const SEND_TIMEOUT_SECONDS = 2;

    /** @return string|null null once sent; else why not, in the mail server's words */
    public static function send(string $email, string $lang, string $token): ?string
    {
        $link = EOS_Newsletter_Signup::link($token, $lang);
        [$subject, $body] = EOS_Mail_Language::in(EOS_Mail_Language::locale($lang), static fn () => self::texts($link));
        $error = '';
        $failed = static function (WP_Error $e) use (&$error): void {
            $error = $e->get_error_message();
        };
        $smtp = static function ($phpmailer): void {
            $phpmailer->Timeout = min((int) $phpmailer->Timeout ?: self::SEND_TIMEOUT_SECONDS, self::SEND_TIMEOUT_SECONDS);
            if (method_exists($phpmailer, 'getSMTPInstance')) {
                $phpmailer->getSMTPInstance()->Timelimit = self::SEND_TIMEOUT_SECONDS;
            }
        };
        $http = static fn (array $args): array => ['timeout' => min((float) ($args['timeout'] ?? self::SEND_TIMEOUT_SECONDS), self::SEND_TIMEOUT_SECONDS)] + $args;
        add_action('wp_mail_failed', $failed);
        add_action('phpmailer_init', $smtp, PHP_INT_MAX);
        add_filter('http_request_args', $http, PHP_INT_MAX);
        try {
            $sent = EOS_Mail::send($email, $subject, $body);
        } finally {
            remove_action('wp_mail_failed', $failed);
            remove_action('phpmailer_init', $smtp, PHP_INT_MAX);
            remove_filter('http_request_args', $http, PHP_INT_MAX);
        }
        return $sent ? null : ($error !== '' ? $error : __('wp_mail() answered that the mail was not sent.', 'exchange-office-site'));
    }

    /** @return array{0: string, 1: string} subject and body in the current language */
    private static function texts(string $link): array
    {
        $site = EOS_Mail::site_name();
        $days = (int) round(EOS_Newsletter_Signup::PENDING_TTL / DAY_IN_SECONDS);
        $subject = sprintf(
            /* translators: %s: the site's name */
            __('Confirm your subscription to the newsletter of %s', 'exchange-office-site'),
            $site
        );
        $body = implode("\n\n", [
            __('Hello,', 'exchange-office-site'),
            sprintf(
                /* translators: %s: the site's name */
                __('Someone, probably you, asked to receive the newsletter of %s at this address. To confirm, open this link and press the button on the page:', 'exchange-office-site'),
                $site
            ),
            $link,
            sprintf(
                /* translators: %d: number of days */
                _n('The link is valid for %d day. If you did not ask for the newsletter, ignore this e-mail: you will not be subscribed, and your address will be deleted when the link expires.', 'The link is valid for %d days. If you did not ask for the newsletter, ignore this e-mail: you will not be subscribed, and your address will be deleted when the link expires.', $days, 'exchange-office-site'),
                $days
            ),
            $site,
        ]);
        return [$subject, $body . "\n"];
    }
}
