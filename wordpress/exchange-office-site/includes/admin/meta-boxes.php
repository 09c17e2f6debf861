<?php
defined('ABSPATH') || exit;

/**
 * Meta boxes drawn from EOS_Fields (“On the site”, “In search engines”), plus the language box
 * (language and translation) when Polylang is not active. Every field is a form control: inputs, checkboxes, selects, media
 * pickers and repeatable rows; nobody types JSON.
 */
final class EOS_Meta_Boxes
{
    public static function boot(): void
    {
        add_action('add_meta_boxes', [self::class, 'add'], 10, 2);
        add_action('save_post', [self::class, 'save'], 10, 2);
        add_action('admin_enqueue_scripts', [self::class, 'assets']);
    }

    public static function assets(string $hook): void
    {
        if (!in_array($hook, ['post.php', 'post-new.php', 'toplevel_page_eos-texts'], true)) {
            return;
        }
        wp_enqueue_media();
        wp_enqueue_script('eos-admin', plugins_url('assets/admin.js', EOS_FILE), ['jquery'], EOS_VERSION, true);
        wp_localize_script('eos-admin', 'eosAdmin', ['choose' => __('Use this one', 'exchange-office-site')]);
        wp_enqueue_style('eos-admin', plugins_url('assets/admin.css', EOS_FILE), [], EOS_VERSION);
    }

    public static function add(string $post_type, mixed $post): void
    {
        $fields = EOS_Fields::for_type($post_type);
        $main = array_filter($fields, static fn ($f) => ($f['box'] ?? 'main') === 'main');
        $seo = array_filter($fields, static fn ($f) => ($f['box'] ?? 'main') === 'seo');
        if ($main) {
            add_meta_box('eos-fields', __('On the site', 'exchange-office-site'), [self::class, 'render'], $post_type, 'normal', 'high', ['fields' => $main]);
        }
        if ($seo) {
            add_meta_box('eos-seo', __('In search engines', 'exchange-office-site'), [self::class, 'render'], $post_type, 'normal', 'default', ['fields' => $seo]);
        }
        if (EOS_Translations::translatable($post_type) && !EOS_Languages::polylang()) {
            add_meta_box('eos-language', __('Language and translation', 'exchange-office-site'), [self::class, 'render_language'], $post_type, 'side', 'high');
        }
    }

    public static function render(WP_Post $post, array $box): void
    {
        wp_nonce_field('eos_save_' . $post->ID, 'eos_nonce');
        echo '<table class="form-table eos-fields">';
        foreach ($box['args']['fields'] as $key => $field) {
            echo '<tr><th><label for="eos-' . esc_attr($key) . '">' . esc_html($field['label']) . '</label></th><td>';
            if (!empty($field['readonly'])) {
                echo '<output id="eos-' . esc_attr($key) . '">' . esc_html(EOS_Fields::text($post->ID, $key) ?: '0') . '</output>';
            } else {
                self::control($field, "eos[$key]", 'eos-' . $key, EOS_Fields::get($post->ID, $key), $post);
            }
            if (isset($field['help'])) {
                echo '<p class="description">' . esc_html($field['help']) . '</p>';
            }
            echo '</td></tr>';
        }
        echo '</table>';
    }

    /** One form control for a field; repeaters draw their rows and a hidden template row. */
    public static function control(array $field, string $name, string $id, mixed $value, ?WP_Post $post = null): void
    {
        $value = $value ?? '';
        $attr = static fn ($v) => esc_attr(is_scalar($v) ? (string) $v : '');
        switch ($field['type']) {
            case 'bool':
                echo '<input type="hidden" name="' . esc_attr($name) . '" value="0"><label><input type="checkbox" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '" value="1"' . checked(in_array($value, ['1', 1, true], true), true, false) . '> ' . esc_html__('Yes', 'exchange-office-site') . '</label>';
                break;
            case 'textarea':
            case 'html':
                echo '<textarea class="large-text" rows="' . ($field['type'] === 'html' ? 6 : 3) . '" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">' . esc_textarea(is_scalar($value) ? (string) $value : '') . '</textarea>';
                if ($field['type'] === 'html') {
                    echo '<p class="description">' . esc_html__('You may use HTML: paragraphs, lists, links, bold.', 'exchange-office-site') . '</p>';
                }
                break;
            case 'select':
                echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">';
                foreach ($field['options'] as $option => $option_name) {
                    echo '<option value="' . esc_attr((string) $option) . '"' . selected($value, (string) $option, false) . '>' . esc_html($option_name) . '</option>';
                }
                echo '</select>';
                break;
            case 'post':
                $lang = $post ? EOS_Languages::post_lang($post->ID) : EOS_Languages::DEFAULT;
                $choices = get_posts(array_merge([
                    'post_type' => $field['post_type'], 'post_status' => ['publish', 'draft', 'private'],
                    'posts_per_page' => 500, 'orderby' => 'title', 'order' => 'ASC',
                ], EOS_Languages::query_args($lang)));
                echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '"><option value="0">' . esc_html__('— none —', 'exchange-office-site') . '</option>';
                foreach ($choices as $choice) {
                    $type = get_post_type_object($choice->post_type);
                    // The office's own titles: translate="no" (wp-admin-ukrainian.wordpress.spec.ts checks the rest is translated).
                    echo '<option translate="no" value="' . $choice->ID . '"' . selected((int) $value, $choice->ID, false) . '>' . esc_html($choice->post_title . (is_array($field['post_type']) ? ' (' . $type->labels->singular_name . ')' : '')) . '</option>';
                }
                echo '</select>';
                break;
            case 'image':
                echo '<span class="eos-media"><input type="text" class="regular-text" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '" value="' . $attr($value) . '"> <button type="button" class="button eos-media-pick" data-kind="' . esc_attr($field['media'] ?? 'image') . '">' . esc_html(($field['media'] ?? 'image') === 'file' ? __('Choose a file…', 'exchange-office-site') : __('Choose a picture…', 'exchange-office-site')) . '</button></span>';
                break;
            case 'repeater':
                $rows = is_array($value) ? array_values($value) : [];
                echo '<div class="eos-repeater" data-name="' . esc_attr($name) . '"><ol class="eos-rows">';
                foreach ($rows as $i => $row) {
                    self::repeater_row($field, $name . "[$i]", $id . "-$i", is_array($row) ? $row : []);
                }
                echo '</ol><script type="text/template" class="eos-row-template">';
                ob_start();
                self::repeater_row($field, $name . '[__i__]', $id . '-__i__', []);
                echo str_replace('</script>', '<\/script>', (string) ob_get_clean());
                echo '</script><button type="button" class="button eos-add-row">' . esc_html($field['add'] ?? __('Add', 'exchange-office-site')) . '</button></div>';
                break;
            default:
                $type = in_array($field['type'], ['url', 'email', 'date', 'number'], true) ? $field['type'] : 'text';
                $type = $type === 'url' ? 'text' : $type; // site paths such as /programs are links too
                echo '<input type="' . $type . '" class="regular-text" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '" value="' . $attr($value) . '">';
        }
    }

    private static function repeater_row(array $field, string $name, string $id, array $row): void
    {
        echo '<li class="eos-row">';
        foreach ($field['fields'] as $key => $sub) {
            echo '<label class="eos-sub"><span>' . esc_html($sub['label']) . '</span>';
            self::control($sub, $name . "[$key]", "$id-$key", $row[$key] ?? '');
            echo '</label>';
        }
        echo '<button type="button" class="button-link eos-up" aria-label="' . esc_attr__('Move up', 'exchange-office-site') . '">↑</button> <button type="button" class="button-link eos-down" aria-label="' . esc_attr__('Move down', 'exchange-office-site') . '">↓</button> <button type="button" class="button-link-delete eos-remove">' . esc_html__('Remove', 'exchange-office-site') . '</button></li>';
    }

    /**
     * The item's language and its translation: a link to the translation, or "Add translation",
     * which makes the translation's draft (EOS_Translations). Linking another existing item stays
     * possible; the choices follow the language chosen above without saving first (assets/admin.js).
     */
    public static function render_language(WP_Post $post): void
    {
        wp_nonce_field('eos_save_' . $post->ID, 'eos_nonce');
        // An item without a language yet shows the one day one would give it, which saving keeps.
        $stored = EOS_Languages::stored_post_lang($post->ID);
        $lang = $stored ?? EOS_Day_One::language_of($post->ID, $post->post_title, $post->post_content);
        echo '<p><label for="eos-lang">' . esc_html__('Language of this item', 'exchange-office-site') . '</label><br><select id="eos-lang" name="eos_lang">';
        if ($lang === null) {
            echo '<option value="" selected>' . esc_html__('Another language: not on the site', 'exchange-office-site') . '</option>';
        }
        foreach (EOS_Languages::names() as $code => $name) {
            echo '<option value="' . esc_attr($code) . '"' . selected($lang, $code, false) . '>' . esc_html($name) . '</option>';
        }
        echo '</select></p>';
        $current = EOS_Languages::translation($post->ID);
        echo '<div class="eos-translation-now">' . EOS_Translations_Admin::cell($post) . '</div>';
        echo '<details class="eos-translation-link"><summary>' . esc_html__('Link another existing item as the translation', 'exchange-office-site') . '</summary>';
        echo '<p><label for="eos-translation">' . esc_html__('Translation', 'exchange-office-site') . '</label><br><select id="eos-translation" name="eos_translation" style="max-width:100%"><option value="0">' . esc_html__('— no translation —', 'exchange-office-site') . '</option>';
        foreach (EOS_Languages::names() as $code => $name) {
            $choices = get_posts(array_merge([
                'post_type' => $post->post_type, 'post_status' => ['publish', 'draft', 'pending', 'future', 'private'],
                'posts_per_page' => 500, 'orderby' => 'title', 'order' => 'ASC', 'post__not_in' => [$post->ID],
            ], EOS_Languages::query_args($code)));
            echo '<optgroup label="' . esc_attr($name) . '" data-lang="' . esc_attr($code) . '">';
            foreach ($choices as $choice) {
                echo '<option translate="no" value="' . (int) $choice->ID . '"' . selected($current, $choice->ID, false) . '>' . esc_html($choice->post_title !== '' ? $choice->post_title : sprintf(
                    /* translators: %d: id of an item without a title */
                    __('(no title, #%d)', 'exchange-office-site'),
                    $choice->ID
                )) . '</option>';
            }
            echo '</optgroup>';
        }
        echo '</select></p></details>';
    }

    public static function save(mixed $post_id, WP_Post $post): void
    {
        $post_id = (int) $post_id;
        if (!isset($_POST['eos_nonce']) || !wp_verify_nonce(sanitize_text_field(wp_unslash($_POST['eos_nonce'])), 'eos_save_' . $post_id)) {
            return;
        }
        if (wp_is_post_autosave($post_id) || wp_is_post_revision($post_id) || !current_user_can('edit_post', $post_id)) {
            return;
        }
        $submitted = isset($_POST['eos']) && is_array($_POST['eos']) ? wp_unslash($_POST['eos']) : [];
        foreach (EOS_Fields::for_type($post->post_type) as $key => $field) {
            if (!empty($field['readonly'])) {
                continue;
            }
            if (!array_key_exists($key, $submitted)) {
                if ($field['type'] === 'repeater') {
                    delete_post_meta($post_id, '_eos_' . $key);
                }
                continue;
            }
            update_post_meta($post_id, '_eos_' . $key, EOS_Fields::sanitise($field, $submitted[$key]));
        }
        // '' keeps an item of a language the site does not serve without one of the site's.
        if (isset($_POST['eos_lang']) && in_array($_POST['eos_lang'], EOS_Languages::LANGS, true) && !EOS_Languages::polylang()) {
            EOS_Languages::set_post_lang($post_id, sanitize_key(wp_unslash($_POST['eos_lang'])));
            $other = isset($_POST['eos_translation']) ? (int) $_POST['eos_translation'] : 0;
            // A translation is in the other language: an item of the same language is not one.
            $other = $other > 0 && EOS_Languages::post_lang($other) === EOS_Languages::post_lang($post_id) ? 0 : $other;
            if ($other !== EOS_Languages::translation($post_id) && EOS_Languages::may_link($post_id, $other)) {
                EOS_Languages::link($post_id, $other);
            }
        }
    }
}
