<?php
defined('ABSPATH') || exit;

/** Site texts: one form per record (header, footer, home about block, interface texts, each page) and language. */
final class EOS_Texts_Page
{
    public static function boot(): void
    {
        add_action('admin_menu', static function (): void {
            add_menu_page('Site texts', 'Site texts', 'edit_pages', 'eos-texts', [self::class, 'render'], 'dashicons-editor-paragraph', 21);
        });
        add_action('admin_post_eos_save_texts', [self::class, 'save']);
    }

    public static function render(): void
    {
        $records = EOS_Texts::records();
        $record = isset($_GET['record'], $records[$_GET['record']]) ? sanitize_key($_GET['record']) : 'header';
        $record = isset($records[$record]) ? $record : (string) array_key_first($records);
        $lang = EOS_Languages::normalise($_GET['lang'] ?? 'uk');
        $stored = EOS_Texts::get($record, $lang);
        echo '<div class="wrap"><h1>Site texts</h1>';
        if (isset($_GET['saved'])) {
            echo '<div class="notice notice-success"><p>Saved. The site refreshes these texts within seconds.</p></div>';
        }
        echo '<form method="get"><input type="hidden" name="page" value="eos-texts"><label>Texts <select name="record">';
        foreach ($records as $name => $def) {
            echo '<option value="' . esc_attr($name) . '"' . selected($record, $name, false) . '>' . esc_html($def['label']) . '</option>';
        }
        echo '</select></label> <label>Language <select name="lang">';
        foreach (['uk' => 'Українська', 'en' => 'English'] as $code => $label) {
            echo '<option value="' . $code . '"' . selected($lang, $code, false) . '>' . esc_html($label) . '</option>';
        }
        echo '</select></label> <button class="button">Open</button></form>';
        echo '<form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
        wp_nonce_field('eos_save_texts');
        echo '<input type="hidden" name="action" value="eos_save_texts"><input type="hidden" name="record" value="' . esc_attr($record) . '"><input type="hidden" name="lang" value="' . esc_attr($lang) . '">';
        echo '<table class="form-table">';
        foreach ($records[$record]['fields'] as $key => $kind) {
            $value = $stored[$key] ?? '';
            if ($kind === 'map') {
                $value = [];
                foreach (EOS_Texts::map($stored, $key) as $k => $v) {
                    $value[] = ['key' => $k, 'value' => $v];
                }
            }
            echo '<tr><th><label for="eos-t-' . esc_attr($key) . '">' . esc_html(ucfirst(str_replace('_', ' ', $key))) . '</label></th><td>';
            EOS_Meta_Boxes::control(EOS_Texts::field_def($kind), "texts[$key]", "eos-t-$key", $value);
            echo '</td></tr>';
        }
        echo '</table>';
        submit_button('Save texts');
        echo '</form></div>';
    }

    public static function save(): void
    {
        check_admin_referer('eos_save_texts');
        if (!current_user_can('edit_pages')) {
            wp_die('Not allowed.', 403);
        }
        $record = EOS_Texts::record_name(sanitize_key(wp_unslash($_POST['record'] ?? '')));
        if ($record === null) {
            wp_die('Unknown texts.', 400);
        }
        $lang = EOS_Languages::normalise($_POST['lang'] ?? 'uk');
        $submitted = isset($_POST['texts']) && is_array($_POST['texts']) ? wp_unslash($_POST['texts']) : [];
        $values = EOS_Texts::get($record, $lang);
        foreach (EOS_Texts::records()[$record]['fields'] as $key => $kind) {
            $values[$key] = EOS_Texts::clean($kind, $submitted[$key] ?? '');
        }
        EOS_Texts::save($record, $lang, $values);
        do_action('eos_texts_saved', $record, $lang);
        wp_safe_redirect(add_query_arg(['page' => 'eos-texts', 'record' => $record, 'lang' => $lang, 'saved' => 1], admin_url('admin.php')));
        exit;
    }
}
