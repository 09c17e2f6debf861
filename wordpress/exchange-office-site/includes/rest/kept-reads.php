<?php
defined('ABSPATH') || exit;

/**
 * Reads that grow with the archive (a page of news, the category counts, the programme
 * catalogue, a search), kept as transients until content changes: each key holds a generation
 * that every save, deletion, term change and settings change renews (EOS_Search::boot), so the
 * first read after a change computes afresh and the ones after it do not. The values are what
 * a visitor may see (public items only), the same for every caller.
 */
final class EOS_Kept_Reads
{
    public const SECONDS = 1800;

    /** @param list<mixed> $what what the read depends on besides content @param callable(): array $compute */
    public static function get(string $name, array $what, callable $compute): array
    {
        $key = "eos_{$name}_" . md5((string) wp_json_encode([(string) get_option(EOS_Search::GENERATION_OPTION, ''), $what]));
        $kept = get_transient($key);
        if (is_array($kept)) {
            return $kept;
        }
        $value = $compute();
        set_transient($key, $value, self::SECONDS);
        return $value;
    }
}
