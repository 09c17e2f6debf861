<?php
defined('ABSPATH') || exit;

/**
 * Languages in every list of a translatable type: a Language column, a filter by language
 * (Ukrainian, English, and “No language” for items made before the plugin), a Translation column
 * that links each item to its translation or offers “Add translation”, and a bulk action that
 * sets the language of the ticked items. With Polylang, Polylang's own columns and filters do this.
 */
final class EOS_Translations_Admin
{
    public const FILTER = 'eos_lang';
    /** The filter's value for items without a language. */
    public const NONE = 'none';

    public static function boot(): void
    {
        add_action('admin_post_eos_add_translation', [self::class, 'add_translation']);
        if (EOS_Languages::polylang()) {
            return;
        }
        add_action('admin_init', static function (): void {
            foreach (EOS_Translations::types() as $type) {
                add_filter("manage_{$type}_posts_columns", [self::class, 'columns']);
                add_action("manage_{$type}_posts_custom_column", [self::class, 'column'], 10, 2);
                add_filter("views_edit-$type", [self::class, 'views']);
                add_filter("bulk_actions-edit-$type", [self::class, 'bulk_actions']);
                add_filter("handle_bulk_actions-edit-$type", [self::class, 'handle_bulk'], 10, 3);
            }
        });
        add_action('pre_get_posts', [self::class, 'filter_list']);
        add_action('admin_notices', [self::class, 'notices']);
    }

    /** @param array<string, string> $columns */
    public static function columns(array $columns): array
    {
        $out = [];
        foreach ($columns as $key => $label) {
            $out[$key] = $label;
            if ($key === 'title') {
                $out['eos_lang'] = __('Language', 'exchange-office-site');
                $out['eos_translation'] = __('Translation', 'exchange-office-site');
            }
        }
        return $out;
    }

    public static function column(string $column, int $post_id): void
    {
        $post = get_post($post_id);
        if (!$post instanceof WP_Post) {
            return;
        }
        if ($column === 'eos_lang') {
            echo esc_html(self::has_language($post_id) ? EOS_Languages::names()[EOS_Languages::post_lang($post_id)] : __('No language', 'exchange-office-site'));
        } elseif ($column === 'eos_translation') {
            echo self::cell($post); // Escaped inside.
        }
    }

    private static function has_language(int $post_id): bool
    {
        return get_post_meta($post_id, EOS_Languages::META_LANG, true) !== '';
    }

    /** The translation of an item: a link to it, or “Add translation” where the user may add one. */
    public static function cell(WP_Post $post): string
    {
        $other = EOS_Languages::translation($post->ID);
        $target = EOS_Languages::other(EOS_Languages::post_lang($post->ID));
        $name = EOS_Languages::names()[$target];
        if ($other > 0) {
            $item = get_post($other);
            $title = $item && $item->post_title !== '' ? $item->post_title : sprintf(
                /* translators: %d: id of an item without a title */
                __('(no title, #%d)', 'exchange-office-site'),
                $other
            );
            $status = $item && $item->post_status !== 'publish' ? ' — ' . self::status_name($item->post_status) : '';
            $text = sprintf(
                /* translators: 1: language (English), 2: title of the translation */
                esc_html__('%1$s: %2$s', 'exchange-office-site'),
                esc_html($name),
                // The office's own title, not a text of the plugin.
                '<span translate="no">' . esc_html($title) . '</span>'
            ) . esc_html($status);
            $link = get_edit_post_link($other);
            return $link ? '<a class="eos-translation" href="' . esc_url($link) . '">' . $text . '</a>' : $text;
        }
        if (!self::has_language($post->ID) || !EOS_Translations::may_add($post)) {
            return '<span class="eos-translation-none">' . esc_html__('No translation', 'exchange-office-site') . '</span>';
        }
        return '<a class="eos-add-translation" href="' . esc_url(self::add_url($post->ID)) . '">' . esc_html(sprintf(
            /* translators: %s: language of the translation (English) */
            __('Add translation: %s', 'exchange-office-site'),
            $name
        )) . '</a>';
    }

    public static function add_url(int $post_id): string
    {
        return wp_nonce_url(add_query_arg(['action' => 'eos_add_translation', 'post' => $post_id], admin_url('admin-post.php')), 'eos_add_translation_' . $post_id);
    }

    /** admin-post.php?action=eos_add_translation: makes the draft, then opens it. */
    public static function add_translation(): void
    {
        $id = (int) ($_GET['post'] ?? 0);
        check_admin_referer('eos_add_translation_' . $id);
        $source = get_post($id);
        $result = $source instanceof WP_Post ? EOS_Translations::add($source) : new WP_Error('eos_no_item', __('This item does not exist.', 'exchange-office-site'));
        if (is_wp_error($result)) {
            wp_die(esc_html($result->get_error_message()), 403);
        }
        wp_safe_redirect(add_query_arg(['eos_translated' => $id], get_edit_post_link($result, 'raw')));
        exit;
    }

    /** “Українська (12) | English (10) | No language (3)” above the list. @param array<string, string> $views */
    public static function views(array $views): array
    {
        $type = get_current_screen()->post_type ?? 'post';
        $current = sanitize_key(wp_unslash($_GET[self::FILTER] ?? ''));
        $counts = self::counts($type);
        foreach (array_merge(EOS_Languages::names(), [self::NONE => __('No language', 'exchange-office-site')]) as $code => $name) {
            if ($code === self::NONE && $counts[self::NONE] === 0 && $current !== self::NONE) {
                continue;
            }
            $url = add_query_arg(['post_type' => $type, self::FILTER => $code], admin_url('edit.php'));
            $views["eos-lang-$code"] = '<a href="' . esc_url($url) . '"' . ($current === $code ? ' class="current" aria-current="page"' : '') . '>' . esc_html($name) . ' <span class="count">(' . (int) $counts[$code] . ')</span></a>';
        }
        return $views;
    }

    /** @return array{uk: int, en: int, none: int} items of a type per language, trash and auto-drafts aside */
    public static function counts(string $type): array
    {
        global $wpdb;
        $rows = $wpdb->get_results($wpdb->prepare(
            "SELECT COALESCE(m.meta_value, '') AS lang, COUNT(*) AS n FROM $wpdb->posts p
             LEFT JOIN $wpdb->postmeta m ON m.post_id = p.ID AND m.meta_key = %s
             WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft', 'inherit') GROUP BY lang",
            EOS_Languages::META_LANG,
            $type
        ));
        $counts = ['uk' => 0, 'en' => 0, self::NONE => 0];
        foreach ($rows as $row) {
            $key = $row->lang === '' ? self::NONE : EOS_Languages::normalise($row->lang);
            $counts[$key] += (int) $row->n;
        }
        return $counts;
    }

    /** The list's query, kept to the language of the filter. */
    public static function filter_list(WP_Query $query): void
    {
        if (!is_admin() || !$query->is_main_query() || ($GLOBALS['pagenow'] ?? '') !== 'edit.php' || !isset($_GET[self::FILTER])) {
            return;
        }
        $type = (string) ($query->get('post_type') ?: 'post');
        if (!EOS_Translations::translatable($type)) {
            return;
        }
        $lang = sanitize_key(wp_unslash($_GET[self::FILTER]));
        $clause = $lang === self::NONE
            ? ['key' => EOS_Languages::META_LANG, 'compare' => 'NOT EXISTS']
            : ['key' => EOS_Languages::META_LANG, 'value' => EOS_Languages::normalise($lang)];
        $meta = (array) $query->get('meta_query');
        $meta[] = $clause;
        $query->set('meta_query', $meta);
    }

    /** @param array<string, string> $actions */
    public static function bulk_actions(array $actions): array
    {
        foreach (EOS_Languages::names() as $code => $name) {
            /* translators: %s: language (Українська, English) */
            $actions["eos_set_lang_$code"] = sprintf(__('Set the language: %s', 'exchange-office-site'), $name);
        }
        return $actions;
    }

    /** @param list<int|string> $ids */
    public static function handle_bulk(string $redirect, string $action, array $ids): string
    {
        if (!preg_match('/^eos_set_lang_(uk|en)$/', $action, $m)) {
            return $redirect;
        }
        $changed = EOS_Translations::set_language(array_map('intval', $ids), $m[1]);
        return add_query_arg(['eos_lang_set' => $changed], remove_query_arg(self::FILTER, $redirect));
    }

    public static function notices(): void
    {
        if (isset($_GET['eos_lang_set'])) {
            $n = (int) $_GET['eos_lang_set'];
            EOS_Admin_Screen::notice(sprintf(
                /* translators: %d: number of items */
                _n('The language of %d item is set.', 'The language of %d items is set.', $n, 'exchange-office-site'),
                $n
            ), 'success', 'is-dismissible eos-notice');
        }
        if (isset($_GET['eos_translated']) && ($GLOBALS['pagenow'] ?? '') === 'post.php') {
            EOS_Admin_Screen::notice(__('This is the translation’s draft, linked to the original: translate the title, the text and the fields, then publish it. Categories and groups are per language: choose this language’s.', 'exchange-office-site'), 'info', 'is-dismissible eos-notice');
        }
    }

    /** A status in the plugin's words (Debian's core translation has no admin strings). */
    private static function status_name(string $status): string
    {
        return match ($status) {
            'draft', 'auto-draft' => __('draft', 'exchange-office-site'),
            'pending' => __('waiting for review', 'exchange-office-site'),
            'future' => __('scheduled', 'exchange-office-site'),
            'private' => __('private', 'exchange-office-site'),
            'trash' => __('in the trash', 'exchange-office-site'),
            default => $status,
        };
    }
}
