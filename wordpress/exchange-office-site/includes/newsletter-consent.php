<?php
defined('ABSPATH') || exit;

/**
 * What a subscription keeps of its consent besides the times: the page of the site the form was
 * on, the consent text the visitor was shown, and an HMAC-SHA256 of the visitor's address (the one
 * the site names in X-Client-Address) under a key that never leaves this WordPress. The hash can
 * show that two requests came from one address; the address itself is never stored.
 */
final class EOS_Newsletter_Consent
{
    public const KEY_OPTION = 'eos_consent_key';
    private const PAGE_LENGTH = 255;
    private const TEXT_LENGTH = 2000;

    public static function client_hash(string $client): string
    {
        $client = trim($client);
        return $client === '' ? '' : hash_hmac('sha256', 'client:' . $client, self::key());
    }

    /** A path of the public site (`/uk/news`), else empty: what a visitor sends is not trusted as a URL. */
    public static function page(mixed $page): string
    {
        $page = is_string($page) ? trim($page) : '';
        if (!preg_match('~^/(uk|en)(/[^\s?#]*)?$~u', $page) || str_contains($page, '//')) {
            return '';
        }
        return mb_substr($page, 0, self::PAGE_LENGTH);
    }

    /** The consent text as shown: plain text on one line, bounded. */
    public static function text(mixed $text): string
    {
        return mb_substr(EOS_Messages::one_line(is_string($text) ? wp_strip_all_tags($text) : ''), 0, self::TEXT_LENGTH);
    }

    private static function key(): string
    {
        return EOS_Site_Key::get(self::KEY_OPTION);
    }
}
