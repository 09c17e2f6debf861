<?php
defined('ABSPATH') || exit;

/**
 * How many newsletter sign-ups one visitor may make, and how many confirmation mails the site
 * sends in a day, so that no one can make the office's server a mail cannon or test address after
 * address (whether one is subscribed is told only within a visitor's limit).
 *
 * The site's own limiter of /api/newsletter has the same numbers (lib/constants.ts
 * NEWSLETTER_RATE_LIMIT; lib/newsletter/limits.test.ts holds them equal): the visitor is stopped
 * by the site first, with the site's wait, and the plugin's limit holds for whatever reaches
 * WordPress another way.
 */
final class EOS_Newsletter_Limits
{
    /** Sign-ups per visitor (the address the site names in X-Client-Address) in a window. */
    public const PER_VISITOR = 5;
    /** The window of PER_VISITOR: an hour. */
    public const VISITOR_WINDOW_SECONDS = 3600;
    /** Confirmation mails the whole site sends in 24 hours at most. */
    public const MAILS_PER_DAY = 200;

    /** True while the visitor has made fewer than PER_VISITOR sign-ups in the window; counts this one. */
    public static function visitor_attempt(string $client): bool
    {
        return EOS_Writes::attempt('newsletter:' . $client, self::PER_VISITOR, self::VISITOR_WINDOW_SECONDS);
    }

    /** Whether MAILS_PER_DAY confirmation mails went out in the last 24 hours (EOS_Newsletter_Table::mails_since). */
    public static function daily_mails_reached(): bool
    {
        return EOS_Newsletter_Table::mails_since(time() - DAY_IN_SECONDS) >= self::MAILS_PER_DAY;
    }
}
