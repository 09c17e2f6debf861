<?php
defined('ABSPATH') || exit;

/**
 * The plugin's mails (the newsletter's confirmation, contact messages), sent with wp_mail() so
 * whatever carries WordPress's mail (an SMTP plugin, the server's sendmail) carries them too. The
 * sender is the address of the mail settings and the site's name as it was typed: WordPress keeps
 * the name HTML-escaped (`&#039;`, `&amp;`), which a mail would show as it is.
 */
final class EOS_Mail
{
    /** The site's name as typed under Settings → General. */
    public static function site_name(): string
    {
        return wp_specialchars_decode(html_entity_decode((string) get_option('blogname'), ENT_QUOTES | ENT_HTML5, 'UTF-8'), ENT_QUOTES);
    }

    /**
     * Sends a plain-text mail; $reply_to becomes the Reply-To through PHPMailer itself, so any
     * name (quotes, commas, Cyrillic) arrives as typed.
     * @param array{name: string, email: string}|null $reply_to
     */
    public static function send(string $to, string $subject, string $body, ?array $reply_to = null): bool
    {
        $sender = EOS_Mail_Settings::sender();
        $from = static fn (string $address) => $sender !== '' ? $sender : $address;
        $from_name = static fn () => self::site_name();
        $reply = static function ($phpmailer) use ($reply_to): void {
            if ($reply_to !== null && is_email($reply_to['email'])) {
                $phpmailer->clearReplyTos();
                $phpmailer->addReplyTo($reply_to['email'], EOS_Messages::one_line($reply_to['name']));
            }
        };
        add_filter('wp_mail_from', $from, 100);
        add_filter('wp_mail_from_name', $from_name, 100);
        add_action('phpmailer_init', $reply, 100);
        try {
            return wp_mail($to, EOS_Messages::one_line($subject), $body, ['Content-Type: text/plain; charset=UTF-8']);
        } finally {
            remove_filter('wp_mail_from', $from, 100);
            remove_filter('wp_mail_from_name', $from_name, 100);
            remove_action('phpmailer_init', $reply, 100);
        }
    }
}
