<?php
defined('ABSPATH') || exit;

/**
 * The mail of a contact message to the office: the subject as the visitor typed it after the
 * site's name, a body whose labels (name, e-mail, language, page, time) are in the recipient's
 * admin language, and the visitor as Reply-To, so answering is one click.
 */
final class EOS_Contact_Mail
{
    /** @param array{name: string, email: string, subject: string, message: string} $values */
    public static function send(array $values, string $lang, string $page, int $time): bool
    {
        $to = EOS_Settings::message_recipient();
        $body = EOS_Mail_Language::in(self::recipient_locale($to), static fn () => self::body($values, $lang, $page, $time));
        return EOS_Mail::send($to, '[' . EOS_Mail::site_name() . '] ' . $values['subject'], $body, ['name' => $values['name'], 'email' => $values['email']]);
    }

    /** The admin language of the user with this address, else the site's. */
    private static function recipient_locale(string $to): string
    {
        $user = get_user_by('email', $to);
        return $user ? get_user_locale($user) : get_locale();
    }

    /** @param array{name: string, email: string, subject: string, message: string} $values */
    private static function body(array $values, string $lang, string $page, int $time): string
    {
        $site_url = EOS_Settings::get('site_url');
        $lines = [
            __('Name', 'exchange-office-site') => EOS_Messages::one_line($values['name']),
            __('Email', 'exchange-office-site') => $values['email'],
            __('Language', 'exchange-office-site') => EOS_Languages::names()[EOS_Languages::normalise($lang)],
            __('Page', 'exchange-office-site') => $page !== '' ? $site_url . $page : __('not given', 'exchange-office-site'),
            __('Sent on', 'exchange-office-site') => wp_date(get_option('date_format') . ' ' . get_option('time_format') . ' T', $time),
        ];
        $head = '';
        foreach ($lines as $label => $value) {
            $head .= "$label: $value\n";
        }
        return $head . "\n" . EOS_Messages::plain($values['message']) . "\n";
    }
}
