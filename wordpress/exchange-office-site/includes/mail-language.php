<?php
defined('ABSPATH') || exit;

/**
 * Runs code (a mail being written) in one of the site's languages: the plugin's texts come from
 * its own translations for that language, also when WordPress has no core files for it
 * (switch_to_locale() refuses a locale that is not installed).
 */
final class EOS_Mail_Language
{
    private const LOCALES = ['uk' => 'uk', 'en' => 'en_US'];
    private const DOMAIN = 'exchange-office-site';

    /** The WordPress locale of a site language (`uk`, `en`). */
    public static function locale(string $lang): string
    {
        return self::LOCALES[EOS_Languages::normalise($lang)];
    }

    /**
     * @template T
     * @param callable(): T $write
     * @return T
     */
    public static function in(string $locale, callable $write): mixed
    {
        if (switch_to_locale($locale)) {
            try {
                return $write();
            } finally {
                restore_previous_locale();
            }
        }
        // Not installed for WordPress: only the plugin's texts change, for this call.
        unload_textdomain(self::DOMAIN);
        $file = EOS_DIR . '/languages/' . self::DOMAIN . '-' . $locale . '.mo';
        if (is_readable($file)) {
            load_textdomain(self::DOMAIN, $file);
        }
        try {
            return $write();
        } finally {
            unload_textdomain(self::DOMAIN);
            load_plugin_textdomain(self::DOMAIN, false, dirname(plugin_basename(EOS_FILE)) . '/languages');
        }
    }
}
