<?php
defined('ABSPATH') || exit;

/**
 * Translations as editors make them: "Add translation" makes a draft of the item in the other
 * language, linked to it at once, with its title, text and fields copied for translating.
 */
final class EOS_Translations
{
    /** Meta that belongs to one item only, never copied to its translation. */
    private const OWN_META = [EOS_Languages::META_LANG, EOS_Languages::META_TRANSLATION, '_eos_views', '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_desired_post_slug', '_wp_trash_meta_status', '_wp_trash_meta_time'];

    /** @return list<string> the post types that have a language and translations */
    public static function types(): array
    {
        $types = ['post', 'page'];
        if (EOS_Modules::on(EOS_Modules::CONTENT_MODEL)) {
            $types = array_merge($types, array_keys(EOS_Content_Model::TYPES));
        }
        return $types;
    }

    public static function translatable(string $post_type): bool
    {
        return in_array($post_type, self::types(), true);
    }

    /** Whether the current user may add a translation of this item: they may edit it and write items of its type. */
    public static function may_add(WP_Post $source): bool
    {
        $type = get_post_type_object($source->post_type);
        return $type !== null && self::translatable($source->post_type) && EOS_Languages::translation($source->ID) === 0
            && current_user_can('edit_post', $source->ID) && current_user_can($type->cap->create_posts);
    }

    /**
     * Makes the translation's draft of $source in the other language, linked to it, owned by the
     * current user: title, text, excerpt, order, featured image and fields copied; references to
     * other items (a curator, a block) point at their translations; special categories (FAQ…)
     * become the other language's.
     */
    public static function add(WP_Post $source): int|WP_Error
    {
        if (!self::may_add($source)) {
            return new WP_Error('eos_cannot_translate', __('You may not add a translation of this item, or it has one already.', 'exchange-office-site'), ['status' => 403]);
        }
        $lang = EOS_Languages::other(EOS_Languages::post_lang($source->ID));
        $id = wp_insert_post(wp_slash([
            'post_type' => $source->post_type,
            'post_status' => 'draft',
            'post_title' => $source->post_title,
            'post_content' => $source->post_content,
            'post_excerpt' => $source->post_excerpt,
            'menu_order' => $source->menu_order,
            'post_author' => get_current_user_id(),
            'comment_status' => $source->comment_status,
            'ping_status' => $source->ping_status,
            // The language before any save_post hook runs (the default language would be taken otherwise).
            'meta_input' => [EOS_Languages::META_LANG => $lang],
        ]), true);
        if (is_wp_error($id)) {
            return $id;
        }
        EOS_Languages::set_post_lang($id, $lang);
        self::copy_meta($source, $id);
        self::copy_terms($source, $id, $lang);
        EOS_Languages::link($source->ID, $id);
        return $id;
    }

    private static function copy_meta(WP_Post $source, int $target): void
    {
        $fields = EOS_Fields::for_type($source->post_type);
        foreach (get_post_meta($source->ID) as $key => $values) {
            if (in_array($key, self::OWN_META, true) || (str_starts_with($key, '_') && !str_starts_with($key, '_eos_') && $key !== '_thumbnail_id')) {
                continue;
            }
            $value = maybe_unserialize($values[0] ?? '');
            $field = $fields[substr($key, 5)] ?? null;
            if ($field !== null) {
                $value = self::translated_references($field, $value);
            }
            update_post_meta($target, $key, wp_slash($value));
        }
    }

    /** A field that names another item names that item's translation (none: nobody). */
    private static function translated_references(array $field, mixed $value): mixed
    {
        if ($field['type'] === 'post') {
            return (string) EOS_Languages::translation((int) $value);
        }
        if ($field['type'] === 'repeater' && is_array($value)) {
            foreach ($value as $i => $row) {
                foreach ($field['fields'] as $sub_key => $sub) {
                    if (is_array($row) && $sub['type'] === 'post' && isset($row[$sub_key])) {
                        $value[$i][$sub_key] = (string) EOS_Languages::translation((int) $row[$sub_key]);
                    }
                }
            }
        }
        return $value;
    }

    /**
     * Terms are per language: a special category becomes the same part's category of the other
     * language; the other categories and groups are left for the editor to choose.
     */
    private static function copy_terms(WP_Post $source, int $target, string $lang): void
    {
        if (!is_object_in_taxonomy($source->post_type, 'category')) {
            return;
        }
        $terms = [];
        foreach (EOS_Content_Model::term_ids($source->ID, 'category') as $term_id) {
            $other = EOS_Special_Categories::counterpart($term_id, $lang);
            if ($other > 0) {
                $terms[] = $other;
            }
        }
        if ($terms) {
            wp_set_object_terms($target, $terms, 'category');
        }
    }

    /** Sets the language of items that have none (a bulk action of the lists); returns how many changed. @param list<int> $ids */
    public static function set_language(array $ids, string $lang): int
    {
        $changed = 0;
        foreach ($ids as $id) {
            $post = get_post((int) $id);
            if ($post instanceof WP_Post && self::translatable($post->post_type) && current_user_can('edit_post', $post->ID)) {
                EOS_Languages::set_post_lang($post->ID, $lang);
                $changed++;
            }
        }
        return $changed;
    }
}
