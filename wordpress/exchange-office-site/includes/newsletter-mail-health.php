<?php
defined('ABSPATH') || exit;

/**
 * Tools → Site Health: does the newsletter send its confirmation mails? Critical while the public
 * site's address is not set (the mail's link would lead nowhere, so none is sent) and when mails
 * could not be sent in the last day (with the mail server's answer); recommended when the daily
 * limit (EOS_Newsletter_Limits::MAILS_PER_DAY) was reached. The events are kept in one option
 * (EOS_Recent_Events).
 */
final class EOS_Newsletter_Mail_Health
{
    public const OPTION = 'eos_newsletter_mail_events';
    /** The kinds of event: a mail that could not be sent, the daily limit reached. */
    public const FAILED = 'failed';
    public const LIMIT = 'limit';
    private const KINDS = [self::FAILED, self::LIMIT];
    private const TEST = 'eos_newsletter_mail';

    public static function boot(): void
    {
        EOS_Site_Health::add_test(self::TEST, static fn () => __('The newsletter sends its confirmation mails', 'exchange-office-site'), [self::class, 'test'], EOS_Modules::ROUTES);
    }

    public static function record(string $kind, string $detail = '', ?int $now = null): void
    {
        EOS_Recent_Events::record(self::OPTION, self::KINDS, $kind, $detail, $now);
    }

    /** @return array{first: int, last: int, count: int, detail: string}|null */
    public static function recent(string $kind, ?int $now = null): ?array
    {
        return EOS_Recent_Events::recent(self::OPTION, self::KINDS, $kind, $now);
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    public static function test(): array
    {
        $when = static fn (int $time) => wp_date(get_option('date_format') . ' ' . get_option('time_format'), $time);
        $limit = EOS_Newsletter_Limits::MAILS_PER_DAY;
        if (EOS_Settings::get('site_url') === '') {
            return self::result('critical', __('The newsletter sends no confirmation mail', 'exchange-office-site'), __('The address of the public site is not set in the settings, so a confirmation mail would carry a link that leads nowhere. No mail is sent, and visitors who sign up are asked to try again later. Set the address of the public site.', 'exchange-office-site'), 'red');
        }
        $failed = self::recent(self::FAILED);
        if ($failed) {
            return self::result('critical', __('Confirmation mails of the newsletter could not be sent', 'exchange-office-site'), sprintf(
                /* translators: 1: number of mails, 2: date and time, 3: the mail server's answer */
                _n('%1$d confirmation mail could not be sent in the last 24 hours, the last at %2$s. The visitor was asked to try again later, and the address was not kept. WordPress’s mail said: %3$s. Check how WordPress sends mail (the SMTP server and its login).', '%1$d confirmation mails could not be sent in the last 24 hours, the last at %2$s. Each visitor was asked to try again later, and the addresses were not kept. WordPress’s mail said: %3$s. Check how WordPress sends mail (the SMTP server and its login).', $failed['count'], 'exchange-office-site'),
                $failed['count'],
                $when($failed['last']),
                $failed['detail'] !== '' ? $failed['detail'] : __('no reason given', 'exchange-office-site')
            ), 'red');
        }
        $reached = self::recent(self::LIMIT);
        if ($reached) {
            return self::result('recommended', __('The newsletter reached its daily limit of confirmation mails', 'exchange-office-site'), sprintf(
                /* translators: 1: the limit, 2: date and time, 3: number of sign-ups */
                _n('%1$d confirmation mails were sent in 24 hours, the most the newsletter sends, so that no one can make this server send mail without end. The limit was reached at %2$s; %3$d sign-up was asked to try again later. If the office expects more sign-ups in a day, for a campaign say, ask whoever maintains the site to raise this limit.', '%1$d confirmation mails were sent in 24 hours, the most the newsletter sends, so that no one can make this server send mail without end. The limit was reached at %2$s; %3$d sign-ups were asked to try again later. If the office expects more sign-ups in a day, for a campaign say, ask whoever maintains the site to raise this limit.', $reached['count'], 'exchange-office-site'),
                $limit,
                $when($reached['first']),
                $reached['count']
            ), 'orange');
        }
        return self::result('good', __('The newsletter sends its confirmation mails', 'exchange-office-site'), sprintf(
            /* translators: 1: number of mails, 2: the daily limit */
            __('Confirmation mails sent in the last 24 hours: %1$d, of at most %2$d a day. None failed.', 'exchange-office-site'),
            EOS_Newsletter_Table::mails_since(time() - DAY_IN_SECONDS),
            $limit
        ), 'blue');
    }

    /** @return array{label: string, status: string, badge: array, description: string, actions: string, test: string} */
    private static function result(string $status, string $label, string $description, string $color): array
    {
        $links = [
            admin_url('options-general.php?page=eos-settings') => __('Settings → The public site', 'exchange-office-site'),
            admin_url('users.php?page=eos-subscribers') => __('Newsletter subscribers', 'exchange-office-site'),
        ];
        return EOS_Site_Health::result(self::TEST, $status, $label, $description, $links, $color);
    }
}
