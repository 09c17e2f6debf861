<?php
defined('ABSPATH') || exit;

/**
 * The one rule every read of the site asks: an item is public when it is published and has no
 * password (private items are not published). Drafts, pending, scheduled, private and
 * password-protected items are all alike unknown, except the one item a valid preview token names.
 */
final class EOS_Visibility
{
    public static function is_public(?WP_Post $post): bool
    {
        return $post instanceof WP_Post && $post->post_status === 'publish' && $post->post_password === '';
    }

    /** WP_Query arguments that keep a query to public items. */
    public static function query_args(): array
    {
        return ['post_status' => 'publish', 'has_password' => false];
    }

    /** Public, or the item a preview token opened (EOS_Preview_Token::post_id()). */
    public static function readable(?WP_Post $post, int $preview_id = 0): bool
    {
        return self::is_public($post) || ($post instanceof WP_Post && $preview_id > 0 && $post->ID === $preview_id);
    }
}
