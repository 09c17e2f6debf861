<?php
defined('ABSPATH') || exit;

/** The plugin's settings (Settings → The public site), one option. */
final class EOS_Settings
{
    public const OPTION = 'eos_settings';

    /** Settings that are on ('1') or off ('0'). */
    public const SWITCHES = ['transliterate_slugs', 'xmlrpc'];

    /** @return array{site_url: string, revalidate_secret: string, write_secret: string, namespace: string, founder_slug: string, transliterate_slugs: string, xmlrpc: string, message_recipient: string} */
    public static function all(): array
    {
        return self::with_constants(self::stored());
    }

    /** The settings as saved on the settings page, without the constants of wp-config.php. */
    private static function stored(): array
    {
        $stored = get_option(self::OPTION, null);
        $saved = is_array($stored) ? $stored : [];
        return [
            'site_url' => rtrim((string) ($saved['site_url'] ?? ''), '/'),
            'revalidate_secret' => (string) ($saved['revalidate_secret'] ?? ''),
            // The site's CMS_WRITE_SECRET: its writes (newsletter, contact, views) carry it.
            'write_secret' => (string) ($saved['write_secret'] ?? ''),
            'namespace' => self::clean_namespace((string) ($saved['namespace'] ?? '')),
            // The founder page's path on the site (FOUNDER_SLUG there), for search results.
            'founder_slug' => sanitize_title((string) ($saved['founder_slug'] ?? '')) ?: 'james-william-fulbright',
            // New slugs romanised (EOS_Slugs): on for a new install; an install that saved its
            // settings before the switch existed keeps WordPress's own slugs until it is turned on.
            'transliterate_slugs' => self::switch_value($saved['transliterate_slugs'] ?? ($stored === null ? '1' : '0')),
            // WordPress's XML-RPC (xmlrpc.php), off unless turned on (EOS_Front_End).
            'xmlrpc' => self::switch_value($saved['xmlrpc'] ?? '0'),
            // Where contact messages are mailed; empty: the site's administration address.
            'message_recipient' => sanitize_email((string) ($saved['message_recipient'] ?? '')),
        ];
    }

    /**
     * A secret set in wp-config.php (`EOS_REVALIDATE_SECRET` for `revalidate_secret`: `EOS_` and
     * the key in capitals, for every key that ends in `_secret`) wins over the stored value.
     */
    public static function constant_name(string $key): ?string
    {
        return str_ends_with($key, '_secret') ? 'EOS_' . strtoupper($key) : null;
    }

    public static function from_constant(string $key): bool
    {
        $name = self::constant_name($key);
        return $name !== null && defined($name) && is_string(constant($name)) && constant($name) !== '';
    }

    /** @param array<string, string> $values @return array<string, string> */
    private static function with_constants(array $values): array
    {
        foreach (array_keys($values) as $key) {
            if (self::from_constant($key)) {
                $values[$key] = (string) constant((string) self::constant_name($key));
            }
        }
        return $values;
    }

    public static function get(string $key): string
    {
        return self::all()[$key] ?? '';
    }

    /** Where contact messages are mailed: the setting, else the site's administration address. */
    public static function message_recipient(): string
    {
        return self::get('message_recipient') ?: (string) get_option('admin_email');
    }

    /** @param array<string, string> $values */
    public static function update(array $values): void
    {
        $current = self::stored();
        foreach ($values as $key => $value) {
            if (array_key_exists($key, $current)) {
                $current[$key] = match (true) {
                    $key === 'namespace' => self::clean_namespace($value),
                    $key === 'message_recipient' => sanitize_email($value),
                    in_array($key, self::SWITCHES, true) => self::switch_value($value),
                    default => trim($value),
                };
            }
        }
        $current['site_url'] = rtrim($current['site_url'], '/');
        update_option(self::OPTION, $current);
    }

    private static function switch_value(mixed $value): string
    {
        return in_array($value, ['1', 1, true, 'on', 'true'], true) ? '1' : '0';
    }

    /** `{PRODUCT_SLUG}-react/v1`, default `fulbright-react/v1`: letters, digits, dashes and one slash. */
    public static function clean_namespace(string $value): string
    {
        $value = trim($value, " /");
        return preg_match('#^[a-z0-9-]+/v\d+$#', $value) ? $value : 'fulbright-react/v1';
    }
}
