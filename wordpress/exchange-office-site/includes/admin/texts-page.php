<?php
defined('ABSPATH') || exit;

/**
 * Site texts: one form per record (header, footer, home about block, words used on many pages,
 * each page) and language, in sections named as the site shows them. Switching to another record
 * or language, or leaving the page, asks first when the form has unsaved changes (assets/texts.js).
 */
final class EOS_Texts_Page
{
    public const SLUG = 'eos-texts';

    public static function boot(): void
    {
        EOS_Admin_Screen::menu('add_menu_page', static fn () => __('Site texts', 'exchange-office-site'), 'edit_pages', self::SLUG, [self::class, 'render'], ['dashicons-editor-paragraph', 21]);
        add_action('admin_post_eos_save_texts', [self::class, 'save']);
        add_action('admin_enqueue_scripts', static function (string $hook): void {
            if ($hook === 'toplevel_page_' . self::SLUG) {
                wp_enqueue_script('eos-texts', plugins_url('assets/texts.js', EOS_FILE), ['jquery'], EOS_VERSION, true);
                wp_localize_script('eos-texts', 'eosTexts', [
                    'leave' => __('The texts you changed are not saved yet. Leave them unsaved?', 'exchange-office-site'),
                ]);
            }
        });
    }

    public static function render(): void
    {
        $records = EOS_Texts::records();
        $record = isset($_GET['record']) ? EOS_Texts::record_name(sanitize_key(wp_unslash($_GET['record']))) : null;
        $record ??= 'header';
        $lang = EOS_Languages::normalise(sanitize_key(wp_unslash($_GET['lang'] ?? 'uk')));
        $stored = EOS_Texts::get($record, $lang);
        echo '<div class="wrap eos-screen"><h1>' . esc_html__('Site texts', 'exchange-office-site') . '</h1>';
        echo '<p>' . esc_html__('The texts of the site that are not news, programmes or pages: the header and footer, the texts of each page and the words of its buttons, in each language. A field left empty shows the site’s own wording.', 'exchange-office-site') . '</p>';
        if (isset($_GET['saved'])) {
            EOS_Admin_Screen::notice(__('The texts are saved.', 'exchange-office-site'));
            EOS_Delivery_Feedback::placeholder();
        }
        echo '<form method="get" class="eos-texts-switch"><input type="hidden" name="page" value="' . esc_attr(self::SLUG) . '"><label>' . esc_html__('Texts', 'exchange-office-site') . ' <select name="record">';
        foreach ($records as $name => $def) {
            echo '<option value="' . esc_attr($name) . '"' . selected($record, $name, false) . '>' . esc_html($def['label']) . '</option>';
        }
        echo '</select></label> <label>' . esc_html__('Language', 'exchange-office-site') . ' <select name="lang">';
        foreach (EOS_Languages::names() as $code => $name) {
            echo '<option value="' . esc_attr($code) . '"' . selected($lang, $code, false) . '>' . esc_html($name) . '</option>';
        }
        echo '</select></label> <button class="button">' . esc_html__('Open', 'exchange-office-site') . '</button></form>';
        EOS_Admin_Screen::open('eos_save_texts', 'eos-texts-form');
        echo '<input type="hidden" name="record" value="' . esc_attr($record) . '"><input type="hidden" name="lang" value="' . esc_attr($lang) . '">';
        foreach (EOS_Texts::sections()[$record] as $section => $keys) {
            echo '<h2 class="eos-texts-section">' . esc_html(EOS_Text_Labels::section($section)) . '</h2><table class="form-table" role="presentation">';
            foreach ($keys as $key) {
                self::row($record, $key, $records[$record]['fields'][$key], $stored);
            }
            echo '</table>';
        }
        submit_button(__('Save the texts', 'exchange-office-site'));
        echo '</form></div>';
    }

    /** One field; a map of words is one labelled field per word. */
    private static function row(string $record, string $key, string $kind, array $stored): void
    {
        if ($kind === 'map') {
            $map = EOS_Texts::map($stored, $key);
            $words = array_values(array_unique(array_merge(EOS_Texts::map_keys($record, $key), array_keys($map))));
            foreach ($words as $word) {
                $id = "eos-t-$key-$word";
                echo '<tr><th><label for="' . esc_attr($id) . '">' . esc_html(EOS_Text_Labels::word($word)) . '</label></th><td>';
                echo '<input type="text" class="regular-text" id="' . esc_attr($id) . '" name="' . esc_attr("texts[$key][$word]") . '" value="' . esc_attr($map[$word] ?? '') . '">';
                echo '</td></tr>';
            }
            return;
        }
        echo '<tr><th><label for="eos-t-' . esc_attr($key) . '">' . esc_html(EOS_Text_Labels::field($key)) . '</label></th><td>';
        EOS_Meta_Boxes::control(EOS_Texts::field_def($kind), "texts[$key]", "eos-t-$key", $stored[$key] ?? '');
        echo '</td></tr>';
    }

    public static function save(): void
    {
        EOS_Admin_Screen::check('eos_save_texts', 'edit_pages', __('Sorry, you are not allowed to change the site’s texts.', 'exchange-office-site'));
        $record = EOS_Texts::record_name(sanitize_key(wp_unslash($_POST['record'] ?? '')));
        if ($record === null) {
            wp_die(esc_html__('These texts do not exist.', 'exchange-office-site'), 400);
        }
        $lang = EOS_Languages::normalise(sanitize_key(wp_unslash($_POST['lang'] ?? 'uk')));
        $submitted = isset($_POST['texts']) && is_array($_POST['texts']) ? wp_unslash($_POST['texts']) : [];
        $values = EOS_Texts::get($record, $lang);
        foreach (EOS_Texts::records()[$record]['fields'] as $key => $kind) {
            $clean = EOS_Texts::clean($kind, $submitted[$key] ?? '');
            // Words of a map the form did not show (none today) keep their stored text.
            $values[$key] = $kind === 'map' ? array_merge(EOS_Texts::map($values, $key), $clean) : $clean;
        }
        EOS_Texts::save($record, $lang, $values);
        do_action('eos_texts_saved', $record, $lang);
        wp_safe_redirect(add_query_arg(['page' => self::SLUG, 'record' => $record, 'lang' => $lang, 'saved' => 1], admin_url('admin.php')));
        exit;
    }
}
