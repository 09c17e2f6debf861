<?php
defined('ABSPATH') || exit;

/**
 * Fields of the terms the contract reads: each term's language (without Polylang), whether a
 * category is a news category (listed by `news-categories`, its posts are news: automatically,
 * yes or no, EOS_News_Categories), and the order of programme groups on the programmes page.
 */
final class EOS_Term_Fields
{
    private const TAXONOMIES = ['category', 'eos_program_group', 'eos_library_category'];

    public static function boot(): void
    {
        foreach (self::TAXONOMIES as $taxonomy) {
            add_action("{$taxonomy}_add_form_fields", [self::class, 'add_form']);
            add_action("{$taxonomy}_edit_form_fields", [self::class, 'edit_form'], 10, 2);
            add_action("created_$taxonomy", [self::class, 'save']);
            add_action("edited_$taxonomy", [self::class, 'save']);
        }
    }

    /** @return array<string, array{label: string, kind: string}> */
    private static function fields(string $taxonomy): array
    {
        $fields = EOS_Languages::polylang() ? [] : [EOS_Languages::TERM_META_LANG => ['label' => __('Language', 'exchange-office-site'), 'kind' => 'lang']];
        if ($taxonomy === 'category') {
            $fields[EOS_News_Categories::META] = ['label' => __('News category', 'exchange-office-site'), 'kind' => 'news'];
        }
        if ($taxonomy === 'eos_program_group') {
            $fields['eos_order'] = ['label' => __('Place on the programmes page (a number: 0 comes first)', 'exchange-office-site'), 'kind' => 'number'];
        }
        return $fields;
    }

    private static function control(string $key, array $field, string $value): string
    {
        return match ($field['kind']) {
            'lang' => '<select name="' . $key . '" id="' . $key . '"><option value="uk"' . selected($value ?: 'uk', 'uk', false) . '>' . esc_html(EOS_Languages::names()['uk']) . '</option><option value="en"' . selected($value, 'en', false) . '>' . esc_html(EOS_Languages::names()['en']) . '</option></select>',
            'news' => self::news_choice($key, $value),
            default => '<input type="number" name="' . $key . '" id="' . $key . '" value="' . esc_attr($value) . '" class="small-text">',
        };
    }

    private static function news_choice(string $key, string $value): string
    {
        $choices = [
            '' => __('Automatically', 'exchange-office-site'),
            EOS_News_Categories::YES => __('Yes, always', 'exchange-office-site'),
            EOS_News_Categories::NO => __('No, never', 'exchange-office-site'),
        ];
        $html = '<select name="' . $key . '" id="' . $key . '">';
        foreach ($choices as $choice => $label) {
            $html .= '<option value="' . esc_attr($choice) . '"' . selected($value, $choice, false) . '>' . esc_html($label) . '</option>';
        }
        return $html . '</select><p class="description">' . esc_html__('The posts of a news category are news, and the news page offers it as a filter. Automatically: while it holds posts, unless it plays a special part on the site (the plugin’s settings).', 'exchange-office-site') . '</p>';
    }

    public static function add_form(string $taxonomy): void
    {
        wp_nonce_field('eos_term', 'eos_term_nonce');
        foreach (self::fields($taxonomy) as $key => $field) {
            echo '<div class="form-field"><label for="' . $key . '">' . esc_html($field['label']) . '</label>' . self::control($key, $field, '') . '</div>';
        }
    }

    public static function edit_form(WP_Term $term, string $taxonomy): void
    {
        wp_nonce_field('eos_term', 'eos_term_nonce');
        foreach (self::fields($taxonomy) as $key => $field) {
            $value = (string) get_term_meta($term->term_id, $key, true);
            echo '<tr class="form-field"><th><label for="' . $key . '">' . esc_html($field['label']) . '</label></th><td>' . self::control($key, $field, $value) . '</td></tr>';
        }
    }

    public static function save(int $term_id): void
    {
        if (!isset($_POST['eos_term_nonce']) || !wp_verify_nonce(sanitize_text_field(wp_unslash($_POST['eos_term_nonce'])), 'eos_term')) {
            return;
        }
        $term = get_term($term_id);
        if (!$term instanceof WP_Term || !current_user_can('manage_categories')) {
            return;
        }
        foreach (self::fields($term->taxonomy) as $key => $field) {
            $raw = isset($_POST[$key]) ? sanitize_text_field(wp_unslash($_POST[$key])) : '';
            match ($field['kind']) {
                'lang' => EOS_Languages::set_term_lang($term_id, $raw),
                'news' => in_array($raw, [EOS_News_Categories::YES, EOS_News_Categories::NO], true) ? update_term_meta($term_id, $key, $raw) : delete_term_meta($term_id, $key),
                default => update_term_meta($term_id, $key, (string) (int) $raw),
            };
        }
    }
}
