<?php
defined('ABSPATH') || exit;

/**
 * Contact messages from the site: stored as the visitor typed them (plain text, escaped wherever
 * they are shown) and mailed with a Reply-To the visitor's name cannot break out of.
 */
final class EOS_Messages
{
    /** Text without control characters other than line breaks and tabs. */
    public static function plain(string $text): string
    {
        return (string) preg_replace('/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', wp_check_invalid_utf8($text, true));
    }

    /** One line: line breaks and other control characters become spaces (mail headers, titles). */
    public static function one_line(string $text): string
    {
        return trim((string) preg_replace('/[\x00-\x1F\x7F]+/u', ' ', wp_check_invalid_utf8($text, true)));
    }

    /**
     * `Reply-To: "name" <address>`; null when the address is not one. The name loses what would end
     * the header or split it into several addresses (wp_mail splits Reply-To at commas).
     */
    public static function reply_to(string $name, string $email): ?string
    {
        $address = sanitize_email($email);
        if ($address === '' || !is_email($address)) {
            return null;
        }
        $name = trim((string) preg_replace('/\s+/u', ' ', str_replace(['"', '\\', ',', ';', '<', '>'], ' ', self::one_line($name))));
        return $name === '' ? "Reply-To: $address" : "Reply-To: \"$name\" <$address>";
    }

    /** Stores a message; its text bypasses WordPress's HTML filters, since it is not HTML. */
    public static function store(string $subject, string $message, string $name, string $email, string $lang): int|WP_Error
    {
        $kses = has_filter('content_save_pre', 'wp_filter_post_kses') !== false;
        if ($kses) {
            kses_remove_filters();
        }
        $id = wp_insert_post(wp_slash([
            'post_type' => 'eos_message',
            'post_status' => 'private',
            'post_title' => mb_substr(self::one_line($subject), 0, 200),
            'post_content' => self::plain($message),
            'meta_input' => ['_eos_name' => self::one_line($name), '_eos_email' => $email, '_eos_lang' => $lang],
        ]), true);
        if ($kses) {
            kses_init_filters();
        }
        return $id;
    }

    /** The text of a message for a screen: escaped, line breaks kept. */
    public static function display(WP_Post $message): string
    {
        return nl2br(esc_html($message->post_content));
    }
}
