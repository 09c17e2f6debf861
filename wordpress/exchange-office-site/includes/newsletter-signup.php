<?php
defined('ABSPATH') || exit;

/**
 * Double opt-in: a sign-up stores a pending subscription and mails its owner a link to the site's
 * confirmation page (EOS_Newsletter_Confirmation_Mail); the page's button confirms it. A pending
 * sign-up expires after PENDING_TTL and is deleted by a daily WP-Cron event; until then the same
 * address gets no second mail, so no one can fill another's mailbox, and the table holds at most
 * one row per address.
 *
 * The token is 32 random bytes (base64url) and only its SHA-256 is stored: the table alone opens
 * no subscription.
 *
 * No mail goes out while the public site's address is not set (its link would lead nowhere) or
 * once EOS_Newsletter_Limits::MAILS_PER_DAY went out in 24 hours: every sign-up is then answered
 * NOT_SENT, whatever its address, so the answer tells nothing about it. A mail the server did not
 * take leaves no row behind (the address may try again) and is noted for Site Health
 * (EOS_Newsletter_Mail_Health).
 */
final class EOS_Newsletter_Signup
{
    public const PENDING_TTL = 2 * DAY_IN_SECONDS;
    public const EXPIRY_HOOK = 'eos_newsletter_expiry';
    private const EXPIRY_BATCH = 500;

    /** What a sign-up became. */
    public const NEW = 'new';
    public const PENDING = 'pending';
    public const CONFIRMED = 'confirmed';
    /** No mail could be sent (no site address, the day's limit, the mail server): try later. */
    public const NOT_SENT = 'not_sent';

    public static function boot(): void
    {
        EOS_Daily_Event::boot(self::EXPIRY_HOOK, [self::class, 'delete_expired']);
    }

    /**
     * @param array{email: string, lang: string, page: string, consent: string, client: string} $input
     * @return string NEW (stored and mailed), PENDING (asked for within PENDING_TTL: nothing mailed),
     * CONFIRMED or NOT_SENT (nothing stored)
     */
    public static function sign_up(array $input): string
    {
        if (EOS_Settings::get('site_url') === '') {
            return self::NOT_SENT;
        }
        $token = self::new_token();
        $row = [
            'email' => $input['email'],
            'lang' => EOS_Languages::normalise($input['lang']),
            'token_hash' => self::token_hash($token),
            'source_page' => EOS_Newsletter_Consent::page($input['page']),
            'consent_text' => EOS_Newsletter_Consent::text($input['consent']),
            'request_client_hash' => EOS_Newsletter_Consent::client_hash($input['client']),
        ];
        // Counted and stored under the table's lock, mailed after it.
        $outcome = EOS_Newsletter_Table::locked(static function () use ($row): string {
            if (EOS_Newsletter_Limits::daily_mails_reached()) {
                EOS_Newsletter_Mail_Health::record(EOS_Newsletter_Mail_Health::LIMIT);
                return self::NOT_SENT;
            }
            return self::store($row);
        });
        return $outcome === self::NEW ? self::mail($row, $token) : $outcome;
    }

    /** The sign-up's row: NEW when it is to be mailed, else PENDING or CONFIRMED (nothing changed). */
    private static function store(array $row): string
    {
        if (EOS_Newsletter_Table::add_pending($row)) {
            return self::NEW;
        }
        $known = EOS_Newsletter_Table::record($row['email']);
        if ($known === null) {
            // Deleted between the two queries (unsubscribed, expired): this request's sign-up is the next one.
            return EOS_Newsletter_Table::add_pending($row) ? self::NEW : self::PENDING;
        }
        if (!$known['pending']) {
            return self::CONFIRMED;
        }
        return EOS_Newsletter_Table::renew_expired($known['id'], self::cutoff(), $row) ? self::NEW : self::PENDING;
    }

    /** NEW once the mail server took the mail; else NOT_SENT, the row deleted and the failure noted. */
    private static function mail(array $row, string $token): string
    {
        $error = EOS_Newsletter_Confirmation_Mail::send($row['email'], $row['lang'], $token);
        if ($error === null) {
            return self::NEW;
        }
        EOS_Newsletter_Table::remove_pending($row['email'], $row['token_hash']);
        EOS_Newsletter_Mail_Health::record(EOS_Newsletter_Mail_Health::FAILED, $error);
        return self::NOT_SENT;
    }

    /**
     * The confirmation page's button: `confirmed` (just now), `already` (confirmed before) or
     * `invalid` (no such token, or its sign-up expired).
     */
    public static function confirm(string $token, string $client): string
    {
        if (!preg_match('/^[A-Za-z0-9_-]{43}$/', $token)) {
            return 'invalid';
        }
        $row = EOS_Newsletter_Table::record('', self::token_hash($token));
        if ($row === null) {
            return 'invalid';
        }
        if (!$row['pending']) {
            return 'already';
        }
        if ($row['created_at'] < self::cutoff()) {
            return 'invalid';
        }
        return EOS_Newsletter_Table::confirm($row['id'], EOS_Newsletter_Consent::client_hash($client)) ? 'confirmed' : 'already';
    }

    /** WP-Cron, daily: pending sign-ups past PENDING_TTL go; a long backlog continues in an hour. */
    public static function delete_expired(): void
    {
        $deleted = EOS_Newsletter_Table::delete_expired(self::cutoff(), self::EXPIRY_BATCH);
        if ($deleted === self::EXPIRY_BATCH) {
            wp_schedule_single_event(time() + HOUR_IN_SECONDS, self::EXPIRY_HOOK);
        }
    }

    /** Pending sign-ups asked for before this time (UTC, MySQL format) have expired. */
    public static function cutoff(): string
    {
        return gmdate('Y-m-d H:i:s', time() - self::PENDING_TTL);
    }

    public static function token_hash(string $token): string
    {
        return hash('sha256', $token);
    }

    private static function new_token(): string
    {
        return rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
    }

    /** The confirmation link the mail carries: the site's page in the sign-up's language. */
    public static function link(string $token, string $lang): string
    {
        return EOS_Settings::get('site_url') . '/' . EOS_Languages::normalise($lang) . '/newsletter/confirm?token=' . rawurlencode($token);
    }
}
