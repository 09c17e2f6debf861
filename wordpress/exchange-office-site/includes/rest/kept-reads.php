<?php
defined('ABSPATH') || exit;

/**
 * Reads that grow with the archive (a page of news, the category counts, a page of the
 * programme catalogue, a search), kept until content changes: each key holds a generation that every save,
 * deletion, term change and settings change renews (boot), so the first read after a change
 * computes afresh and the ones after it do not. The values are what a visitor may see (public
 * items only), the same for every caller.
 *
 * Visitors choose the keys (any page, any filter), so what is kept has a fixed size: each kind of
 * read has a few rows of wp_options (SLOTS), and a key takes the row its hash names, replacing
 * what was there. However many distinct pages are asked, the rows stay these.
 */
final class EOS_Kept_Reads
{
    public const SECONDS = 1800;
    /** The option's name predates the other kept reads: search was the first. */
    public const GENERATION_OPTION = 'eos_search_generation';
    /** Rows of wp_options per kind of read: the site's own reads of a language fit in them. */
    public const SLOTS = ['news' => 8, 'news_counts' => 2, 'programs' => 4, 'search' => 4];
    private const SLOT_OPTION = 'eos_kept_%s_%d';

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

    /** Every option the kept reads may write (uninstall removes exactly these). @return list<string> */
    public static function option_names(): array
    {
        $names = [self::GENERATION_OPTION];
        foreach (self::SLOTS as $name => $slots) {
            for ($slot = 0; $slot < $slots; $slot++) {
                $names[] = sprintf(self::SLOT_OPTION, $name, $slot);
            }
        }
        return $names;
    }

    /**
     * @param string $name a key of SLOTS
     * @param list<mixed> $what what the read depends on besides content
     * @param callable(): array $compute
     */
    public static function get(string $name, array $what, callable $compute): array
    {
        $key = md5((string) wp_json_encode([(string) get_option(self::GENERATION_OPTION, ''), $what]));
        $option = sprintf(self::SLOT_OPTION, $name, hexdec(substr($key, 0, 7)) % self::SLOTS[$name]);
        $kept = get_option($option);
        if (is_array($kept) && ($kept['key'] ?? '') === $key && (int) ($kept['until'] ?? 0) > time() && is_array($kept['value'] ?? null)) {
            return $kept['value'];
        }
        $value = $compute();
        update_option($option, ['key' => $key, 'until' => time() + self::SECONDS, 'value' => $value], false);
        return $value;
    }
}
