<?php
defined('ABSPATH') || exit;

/** The mail that asks a new subscriber to confirm, in the language of the page they signed up on. */
final class EOS_Newsletter_Confirmation_Mail
{
    public static function send(string $email, string $lang, string $token): bool
    {
        $link = EOS_Newsletter_Signup::link($token, $lang);
        [$subject, $body] = EOS_Mail_Language::in(EOS_Mail_Language::locale($lang), static fn () => self::texts($link));
        return EOS_Mail::send($email, $subject, $body);
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
