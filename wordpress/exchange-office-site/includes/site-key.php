<?php
defined('ABSPATH') || exit;

/**
 * A secret key the plugin makes for itself and keeps in one option (the unsubscribe links'
 * signatures, the consent's keyed hashes): made on first use, never shown.
 */
final class EOS_Site_Key
{
    public static function get(string $option): string
    {
        $key = (string) get_option($option, '');
        if ($key === '') {
            $key = wp_generate_password(64, true, true);
            add_option($option, $key, '', false);
            // Another request may have added it first: use the stored one.
            $key = (string) get_option($option, $key);
        }
        return $key;
    }
}
