<?php
defined('ABSPATH') || exit;

/**
 * Languages of posts and terms, and the link between an item and its translation. Each
 * language's item is a post of its own. Without Polylang the plugin keeps the language and the
 * translation's id in its own meta; with Polylang active, Polylang's language and translation
 * links are the truth and this class only reads and writes them, by the languages' locales
 * (EOS_Polylang_Data: Polylang's `ua` is the site's `uk`; a language the site does not serve is none).
 */
final class EOS_Languages
{
    public const LANGS = ['uk', 'en'];
    public const DEFAULT = 'uk';
    public const META_LANG = '_eos_lang';
    public const META_TRANSLATION = '_eos_translation';
    /** A term's language (without Polylang, and beside it). */
    public const TERM_META_LANG = 'eos_lang';

    /** Each language by its own name (as the site's language switch names it). @return array<string, string> */
    public static function names(): array
    {
        return ['uk' => 'Українська', 'en' => 'English'];
    }

    /** `uk` or `en`; anything else means `uk` (the contract's rule for `lang`). */
    public static function normalise(mixed $lang): string
    {
        return $lang === 'en' ? 'en' : 'uk';
    }

    public static function other(string $lang): string
    {
        return $lang === 'en' ? 'uk' : 'en';
    }

    public static function polylang(): bool
    {
        return function_exists('pll_get_post_language') && function_exists('pll_get_post_translations');
    }

    /** The item's language; the default one for an item that has none (an editor's screen shows one). */
    public static function post_lang(int $post_id): string
    {
        return self::stored_post_lang($post_id) ?? self::DEFAULT;
    }

    /**
     * The language an item has, null when it has none of the site's: none given yet (day one gives
     * it), or one the site does not serve (Polylang's Russian). Such an item is on no list.
     */
    public static function stored_post_lang(int $post_id): ?string
    {
        if (self::polylang()) {
            $slug = pll_get_post_language($post_id, 'slug');
            return is_string($slug) && $slug !== '' ? EOS_Polylang_Data::lang_of($slug) : null;
        }
        $lang = get_post_meta($post_id, self::META_LANG, true);
        return in_array($lang, self::LANGS, true) ? $lang : null;
    }

    public static function set_post_lang(int $post_id, string $lang): void
    {
        $lang = self::normalise($lang);
        if (self::polylang() && function_exists('pll_set_post_language')) {
            pll_set_post_language($post_id, EOS_Polylang_Data::slug_of($lang));
            return;
        }
        update_post_meta($post_id, self::META_LANG, $lang);
    }

    /** The id of the item's translation in the other language, 0 when there is none. */
    public static function translation(int $post_id): int
    {
        $lang = self::post_lang($post_id);
        if (self::polylang()) {
            $all = pll_get_post_translations($post_id);
            return (int) ($all[EOS_Polylang_Data::slug_of(self::other($lang))] ?? 0);
        }
        $other = (int) get_post_meta($post_id, self::META_TRANSLATION, true);
        if ($other <= 0 || !get_post($other) || self::post_lang($other) === $lang) {
            return 0;
        }
        return $other;
    }

    /**
     * Whether the current user may make $other_id the translation of $post_id (0: unlink): every
     * item the link changes (the new partner and the partners it replaces) is of the same type and
     * one the user may edit.
     */
    public static function may_link(int $post_id, int $other_id): bool
    {
        $post = get_post($post_id);
        if (!$post || $other_id === $post_id || $other_id < 0) {
            return false;
        }
        $touched = array_unique(array_filter([$other_id, self::translation($post_id), $other_id > 0 ? self::translation($other_id) : 0]));
        foreach ($touched as $id) {
            $other = get_post($id);
            if (!$other || $other->post_type !== $post->post_type || !current_user_can('edit_post', $id)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Links two items as translations of each other (in both directions), or unlinks $post_id
     * when $other_id is 0. A previous partner of either item is unlinked first.
     */
    public static function link(int $post_id, int $other_id): void
    {
        if (self::polylang() && function_exists('pll_save_post_translations')) {
            $pairs = [EOS_Polylang_Data::slug_of(self::post_lang($post_id)) => $post_id];
            if ($other_id > 0) {
                $pairs[EOS_Polylang_Data::slug_of(self::post_lang($other_id))] = $other_id;
            }
            pll_save_post_translations($pairs);
            return;
        }
        foreach ([$post_id, $other_id] as $id) {
            $previous = $id > 0 ? (int) get_post_meta($id, self::META_TRANSLATION, true) : 0;
            if ($previous > 0 && $previous !== $post_id && $previous !== $other_id) {
                delete_post_meta($previous, self::META_TRANSLATION);
            }
        }
        if ($other_id <= 0) {
            delete_post_meta($post_id, self::META_TRANSLATION);
            return;
        }
        update_post_meta($post_id, self::META_TRANSLATION, $other_id);
        update_post_meta($other_id, self::META_TRANSLATION, $post_id);
    }

    /** A term's language; the default one for a term that has none. */
    public static function term_lang(int $term_id): string
    {
        return self::stored_term_lang($term_id) ?? self::DEFAULT;
    }

    /** The language a term has, null when it has none of the site's (as stored_post_lang). */
    public static function stored_term_lang(int $term_id): ?string
    {
        if (function_exists('pll_get_term_language')) {
            $slug = pll_get_term_language($term_id, 'slug');
            if (is_string($slug) && $slug !== '') {
                return EOS_Polylang_Data::lang_of($slug);
            }
        }
        $lang = get_term_meta($term_id, self::TERM_META_LANG, true);
        return in_array($lang, self::LANGS, true) ? $lang : null;
    }

    public static function set_term_lang(int $term_id, string $lang): void
    {
        if (function_exists('pll_set_term_language')) {
            pll_set_term_language($term_id, EOS_Polylang_Data::slug_of(self::normalise($lang)));
        }
        update_term_meta($term_id, self::TERM_META_LANG, self::normalise($lang));
    }

    /** WP_Query arguments that keep a query to one language. */
    public static function query_args(string $lang): array
    {
        if (self::polylang()) {
            return ['lang' => EOS_Polylang_Data::slug_of($lang)];
        }
        return ['meta_query' => [['key' => self::META_LANG, 'value' => $lang]]];
    }

    /** Slug of the item's published translation, or null (the contract's `alternate_slug`). */
    public static function alternate_slug(int $post_id): ?string
    {
        $other = self::translation($post_id);
        if ($other <= 0) {
            return null;
        }
        $post = get_post($other);
        // A translation that is not public keeps its slug, but its address is a 404.
        return EOS_Visibility::is_public($post) && $post->post_name !== '' ? EOS_Slugs::public_form($post->post_name) : null;
    }
}
