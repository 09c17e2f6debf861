<?php
defined('ABSPATH') || exit;

/**
 * Reads that grow with the archive (a page of news, the category counts, the programme
 * catalogue, a search), kept as transients until content changes: each key holds a generation
 * that every save, deletion, term change and settings change renews (boot), so the first read
 * after a change computes afresh and the ones after it do not. The values are what a visitor may
 * see (public items only), the same for every caller.
 */
final class EOS_Kept_Reads
{
    public const SECONDS = 1800;
    /** The option's name predates the other kept reads: search was the first. */
    public const GENERATION_OPTION = 'eos_search_generation';

    public static function boot(): void
    {
        // Terms are set after `save_post` in a REST save.
        foreach (['save_post', 'set_object_terms', 'wp_after_insert_post', 'deleted_post', 'created_term', 'edited_term', 'delete_term', 'eos_texts_saved', 'update_option_' . EOS_Settings::OPTION] as $hook) {
            add_action($hook, [self::class, 'forget'], 99, 0);
        }
    }

    /** Every read kept before is not used again. */
    public static function forget(): void
    {
        // A new value each time, not a count: a count another request already wrote would be no change.
        update_option(self::GENERATION_OPTION, uniqid('', true), true);
    }

    /** @param list<mixed> $what what the read depends on besides content @param callable(): array $compute */
    public static function get(string $name, array $what, callable $compute): array
    {
        $key = "eos_{$name}_" . md5((string) wp_json_encode([(string) get_option(self::GENERATION_OPTION, ''), $what]));
        $kept = get_transient($key);
        if (is_array($kept)) {
            return $kept;
        }
        $value = $compute();
        set_transient($key, $value, self::SECONDS);
        return $value;
    }
}
