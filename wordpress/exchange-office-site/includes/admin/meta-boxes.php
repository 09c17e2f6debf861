<?php
defined('ABSPATH') || exit;

/**
 * Meta boxes drawn from EOS_Fields, plus the language box (language and translation) when
 * Polylang is not active. Every field is a form control: inputs, checkboxes, selects, media
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
        wp_enqueue_style('eos-admin', plugins_url('assets/admin.css', EOS_FILE), [], EOS_VERSION);
    }

    public static function add(string $post_type, mixed $post): void
    {
        $fields = EOS_Fields::for_type($post_type);
        $main = array_filter($fields, static fn ($f) => ($f['box'] ?? 'main') === 'main');
        $seo = array_filter($fields, static fn ($f) => ($f['box'] ?? 'main') === 'seo');
        if ($main) {
            add_meta_box('eos-fields', 'Site fields', [self::class, 'render'], $post_type, 'normal', 'high', ['fields' => $main]);
        }
        if ($seo) {
            add_meta_box('eos-seo', 'SEO', [self::class, 'render'], $post_type, 'normal', 'default', ['fields' => $seo]);
        }
        if ($post_type === 'eos_message') {
            add_meta_box('eos-sender', 'Sender', [self::class, 'render_sender'], $post_type, 'side', 'high');
            add_meta_box('eos-message', __('Message', 'exchange-office-site'), [self::class, 'render_message'], $post_type, 'normal', 'high');
        }
        $watched = array_merge(['post', 'page'], array_keys(EOS_Content_Model::TYPES));
        if (in_array($post_type, $watched, true) && !EOS_Languages::polylang()) {
            add_meta_box('eos-language', 'Language', [self::class, 'render_language'], $post_type, 'side', 'high');
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
                echo '<input type="hidden" name="' . esc_attr($name) . '" value="0"><label><input type="checkbox" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '" value="1"' . checked(in_array($value, ['1', 1, true], true), true, false) . '> ' . esc_html__('Yes') . '</label>';
                break;
            case 'textarea':
            case 'html':
                echo '<textarea class="large-text" rows="' . ($field['type'] === 'html' ? 6 : 3) . '" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">' . esc_textarea(is_scalar($value) ? (string) $value : '') . '</textarea>';
                if ($field['type'] === 'html') {
                    echo '<p class="description">HTML is allowed (paragraphs, lists, links, bold).</p>';
                }
                break;
            case 'select':
                echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '">';
                foreach ($field['options'] as $option) {
                    echo '<option value="' . esc_attr($option) . '"' . selected($value, $option, false) . '>' . esc_html($option) . '</option>';
                }
                echo '</select>';
                break;
            case 'post':
                $lang = $post ? EOS_Languages::post_lang($post->ID) : EOS_Languages::DEFAULT;
                $choices = get_posts(array_merge([
                    'post_type' => $field['post_type'], 'post_status' => ['publish', 'draft', 'private'],
                    'posts_per_page' => 500, 'orderby' => 'title', 'order' => 'ASC',
                ], EOS_Languages::query_args($lang)));
                echo '<select id="' . esc_attr($id) . '" name="' . esc_attr($name) . '"><option value="0">—</option>';
                foreach ($choices as $choice) {
                    $type = get_post_type_object($choice->post_type);
                    echo '<option value="' . $choice->ID . '"' . selected((int) $value, $choice->ID, false) . '>' . esc_html($choice->post_title . (is_array($field['post_type']) ? ' (' . $type->labels->singular_name . ')' : '')) . '</option>';
                }
                echo '</select>';
                break;
            case 'image':
                echo '<span class="eos-media"><input type="text" class="regular-text" id="' . esc_attr($id) . '" name="' . esc_attr($name) . '" value="' . $attr($value) . '"> <button type="button" class="button eos-media-pick" data-kind="' . esc_attr($field['media'] ?? 'image') . '">Choose…</button></span>';
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
                echo '</script><button type="button" class="button eos-add-row">Add row</button></div>';
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
        echo '<button type="button" class="button-link eos-up" aria-label="Move up">↑</button> <button type="button" class="button-link eos-down" aria-label="Move down">↓</button> <button type="button" class="button-link-delete eos-remove">Remove</button></li>';
    }

    /** The text of a contact message, as the visitor typed it (read only). */
    public static function render_message(WP_Post $post): void
    {
        echo '<div class="eos-message">' . EOS_Messages::display($post) . '</div>';
    }

    /** Who wrote a contact message (read only). */
    public static function render_sender(WP_Post $post): void
    {
        $name = (string) get_post_meta($post->ID, '_eos_name', true);
        $email = (string) get_post_meta($post->ID, '_eos_email', true);
        echo '<p>' . esc_html($name) . '<br><a href="mailto:' . esc_attr($email) . '">' . esc_html($email) . '</a></p>';
        echo '<p>Language: ' . esc_html(EOS_Languages::post_lang($post->ID)) . '<br>Mailed: ' . (get_post_meta($post->ID, '_eos_mailed', true) === '1' ? 'yes' : 'no (see the mail log)') . '</p>';
    }

    public static function render_language(WP_Post $post): void
    {
        wp_nonce_field('eos_save_' . $post->ID, 'eos_nonce');
        $lang = EOS_Languages::post_lang($post->ID);
        echo '<p><label for="eos-lang">Language</label><br><select id="eos-lang" name="eos_lang">';
        foreach (['uk' => 'Українська', 'en' => 'English'] as $code => $label) {
            echo '<option value="' . $code . '"' . selected($lang, $code, false) . '>' . esc_html($label) . '</option>';
        }
        echo '</select></p>';
        $other = EOS_Languages::other($lang);
        $choices = get_posts(array_merge([
            'post_type' => $post->post_type, 'post_status' => ['publish', 'draft', 'pending', 'future', 'private'],
            'posts_per_page' => 500, 'orderby' => 'title', 'order' => 'ASC',
        ], EOS_Languages::query_args($other)));
        $current = EOS_Languages::translation($post->ID);
        echo '<p><label for="eos-translation">Translation (' . esc_html($other) . ')</label><br><select id="eos-translation" name="eos_translation" style="max-width:100%"><option value="0">— none —</option>';
        foreach ($choices as $choice) {
            echo '<option value="' . $choice->ID . '"' . selected($current, $choice->ID, false) . '>' . esc_html($choice->post_title ?: '#' . $choice->ID) . '</option>';
        }
        echo '</select></p><p class="description">Save after changing the language to see the other language’s items.</p>';
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
        if (isset($_POST['eos_lang']) && !EOS_Languages::polylang()) {
            EOS_Languages::set_post_lang($post_id, sanitize_key(wp_unslash($_POST['eos_lang'])));
            $other = isset($_POST['eos_translation']) ? (int) $_POST['eos_translation'] : 0;
            if ($other !== EOS_Languages::translation($post_id) && EOS_Languages::may_link($post_id, $other)) {
                EOS_Languages::link($post_id, $other);
            }
        }
    }
}
