<?php
defined('ABSPATH') || exit;

/**
 * The editable fields of each content type, beyond WordPress's own title, editor, excerpt,
 * featured image and order. Meta boxes are drawn and saved from these lists; every value lives
 * in post meta `_eos_{key}`. Types: text, textarea, html, url, email, date, bool, number,
 * select (options: value => the name editors read), post (a post of `post_type`), image (a media URL), repeater (`fields`).
 */
final class EOS_Fields
{
    /** Each layout of a news article by the name editors choose it by. @return array<string, string> */
    public static function template_names(): array
    {
        return [
            'default' => __('Standard: the picture above the text, with a reading-progress bar', 'exchange-office-site'),
            'split-screen' => __('Split screen: the gallery pictures stay beside the text while it scrolls', 'exchange-office-site'),
            'grid-mosaic' => __('Mosaic: the gallery pictures as a grid of photos', 'exchange-office-site'),
            'immersive-parallax' => __('Full screen: a large picture under the title and a slideshow of the gallery', 'exchange-office-site'),
        ];
    }

    /** Where a shared block can stand on a programme or a page. @return array<string, string> */
    public static function position_names(): array
    {
        $names = [
            'start' => __('At the very top, before the text', 'exchange-office-site'),
            'after_content' => __('After the main text', 'exchange-office-site'),
        ];
        for ($i = 1; $i <= 5; $i++) {
            /* translators: %d: number of a section of a programme */
            $names["after_section_$i"] = sprintf(__('After section %d', 'exchange-office-site'), $i);
        }
        $names['end'] = __('At the very end of the page', 'exchange-office-site');
        return $names;
    }

    /** @return array<string, array<string, mixed>> */
    public static function for_type(string $post_type): array
    {
        $contacts = ['type' => 'repeater', 'label' => __('More contacts (shown beside the curator)', 'exchange-office-site'), 'add' => __('Add a contact', 'exchange-office-site'), 'fields' => [
            'label' => ['type' => 'text', 'label' => __('Who it is (e.g. Finance questions)', 'exchange-office-site')],
            'email' => ['type' => 'email', 'label' => __('E-mail', 'exchange-office-site')],
        ]];
        $blocks = ['type' => 'repeater', 'label' => __('Shared blocks on this page', 'exchange-office-site'), 'add' => __('Add a shared block', 'exchange-office-site'), 'fields' => [
            'block' => ['type' => 'post', 'post_type' => 'eos_block', 'label' => __('Block', 'exchange-office-site')],
            'position' => ['type' => 'select', 'label' => __('Where it stands', 'exchange-office-site'), 'options' => self::position_names()],
        ]];
        $seo_title = ['type' => 'text', 'label' => __('Title for search engines (empty: the title above)', 'exchange-office-site'), 'box' => 'seo'];
        $seo_description = ['type' => 'textarea', 'label' => __('Description for search engines (one or two sentences)', 'exchange-office-site'), 'box' => 'seo'];
        $position = ['type' => 'text', 'label' => __('Position (e.g. Programme coordinator)', 'exchange-office-site')];
        $email = ['type' => 'email', 'label' => __('E-mail', 'exchange-office-site')];
        $phone = ['type' => 'text', 'label' => __('Phone', 'exchange-office-site')];
        $hours = ['type' => 'text', 'label' => __('Office hours (e.g. Mon–Fri 10:00–17:00)', 'exchange-office-site')];

        return match ($post_type) {
            'post' => [
                'author_name' => ['type' => 'text', 'label' => __('Author shown under the title', 'exchange-office-site')],
                'news_template' => ['type' => 'select', 'label' => __('Layout of the article', 'exchange-office-site'), 'options' => self::template_names()],
                'full_description' => ['type' => 'html', 'label' => __('Lead paragraph above the text', 'exchange-office-site')],
                'images' => ['type' => 'repeater', 'label' => __('Gallery pictures (shown enlarged and as a slideshow)', 'exchange-office-site'), 'add' => __('Add a picture', 'exchange-office-site'), 'fields' => [
                    'url' => ['type' => 'image', 'label' => __('Picture', 'exchange-office-site')],
                    'title' => ['type' => 'text', 'label' => __('Caption', 'exchange-office-site')],
                    'description' => ['type' => 'text', 'label' => __('Description', 'exchange-office-site')],
                ]],
                'link' => ['type' => 'url', 'label' => __('Address to share instead of the article’s own (optional)', 'exchange-office-site')],
                'wordpress_url' => ['type' => 'url', 'label' => __('Original address of the article, if it was first published elsewhere (optional)', 'exchange-office-site')],
                // Counted by the site (increment-views): shown, never saved from the edit screen, so a
                // save does not overwrite the views counted while the screen was open.
                'views' => ['type' => 'number', 'label' => __('Views on the site', 'exchange-office-site'), 'readonly' => true],
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'page' => [
                'curator' => ['type' => 'post', 'post_type' => ['eos_team', 'eos_curator'], 'label' => __('Contact person shown on the page', 'exchange-office-site')],
                'additional_contacts' => $contacts,
                'global_blocks' => $blocks,
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'eos_program' => [
                'description' => ['type' => 'textarea', 'label' => __('Short text on the programme’s card', 'exchange-office-site')],
                'deadline' => ['type' => 'text', 'label' => __('Deadline, as visitors read it', 'exchange-office-site'), 'help' => __('For example 15 October 2026. When it is filled in, it decides whether applications are open; empty, the two switches and dates below decide.', 'exchange-office-site')],
                'submit' => ['type' => 'bool', 'label' => __('Applications are open', 'exchange-office-site')],
                'auto_manage_submissions' => ['type' => 'bool', 'label' => __('Open and close applications by the two dates below', 'exchange-office-site')],
                'application_start_date' => ['type' => 'date', 'label' => __('Applications open on', 'exchange-office-site')],
                'application_end_date' => ['type' => 'date', 'label' => __('Applications close after', 'exchange-office-site')],
                'submit_url' => ['type' => 'url', 'label' => __('Address of the application form (the Apply button opens it)', 'exchange-office-site')],
                'learn_more_link' => ['type' => 'url', 'label' => __('Where the card’s “Learn more” leads (empty: the programme’s own page)', 'exchange-office-site')],
                'curator' => ['type' => 'post', 'post_type' => 'eos_curator', 'label' => __('Curator of the programme', 'exchange-office-site')],
                'sections' => ['type' => 'repeater', 'label' => __('Sections of the programme page', 'exchange-office-site'), 'add' => __('Add a section', 'exchange-office-site'), 'fields' => [
                    'title' => ['type' => 'text', 'label' => __('Section title', 'exchange-office-site')],
                    'content' => ['type' => 'html', 'label' => __('Section text', 'exchange-office-site')],
                ]],
                'additional_contacts' => $contacts,
                'global_blocks' => $blocks,
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'eos_resource' => [
                'description' => ['type' => 'textarea', 'label' => __('Description', 'exchange-office-site')],
                'file_url' => ['type' => 'image', 'label' => __('File to download', 'exchange-office-site'), 'media' => 'file'],
                'file_type' => ['type' => 'text', 'label' => __('Kind of file shown on the card (PDF, DOCX…)', 'exchange-office-site')],
                'file_size' => ['type' => 'text', 'label' => __('Size shown on the card (e.g. 2.4 MB)', 'exchange-office-site')],
                'publication_date' => ['type' => 'date', 'label' => __('Date of publication', 'exchange-office-site')],
            ],
            'eos_testimonial' => [
                'position' => $position,
                'institution' => ['type' => 'text', 'label' => __('Institution', 'exchange-office-site')],
                'year' => ['type' => 'text', 'label' => __('Year or years of the programme', 'exchange-office-site')],
                'program' => ['type' => 'text', 'label' => __('Programme', 'exchange-office-site')],
                'is_home' => ['type' => 'bool', 'label' => __('Show on the home page', 'exchange-office-site')],
            ],
            'eos_team' => [
                'position' => $position,
                'department' => ['type' => 'text', 'label' => __('Department', 'exchange-office-site')],
                'email' => $email,
                'phone' => $phone,
                'office_hours' => $hours,
                'short_description' => ['type' => 'textarea', 'label' => __('A few words on the team page', 'exchange-office-site')],
                'full_description' => ['type' => 'textarea', 'label' => __('Full text, shown with “Show more”', 'exchange-office-site')],
                'achievements' => ['type' => 'repeater', 'label' => __('Achievements', 'exchange-office-site'), 'add' => __('Add an achievement', 'exchange-office-site'), 'fields' => [
                    'text' => ['type' => 'text', 'label' => __('Achievement', 'exchange-office-site')],
                ]],
                'position_order' => ['type' => 'text', 'label' => __('Place on the team page', 'exchange-office-site'), 'help' => __('A number: 1 comes first. Empty: after the numbered ones.', 'exchange-office-site')],
                'is_coordinator' => ['type' => 'bool', 'label' => __('Show as a coordinator on the contacts page', 'exchange-office-site')],
            ],
            'eos_hero_slide' => [
                'description' => ['type' => 'textarea', 'label' => __('Text under the title', 'exchange-office-site')],
                'cta_text' => ['type' => 'text', 'label' => __('Button text (empty: “Learn more”)', 'exchange-office-site')],
                'cta_link' => ['type' => 'text', 'label' => __('Where the button leads', 'exchange-office-site'), 'help' => __('A page of the site such as /programs, or a full address.', 'exchange-office-site')],
            ],
            'eos_curator' => [
                'position' => $position,
                'email' => $email,
                'phone' => $phone,
                'office_hours' => $hours,
            ],
            'eos_timeline_event' => [
                'date' => ['type' => 'text', 'label' => __('Date as shown (e.g. 1946)', 'exchange-office-site')],
            ],
            'eos_gallery_photo' => [
                'short_description' => ['type' => 'text', 'label' => __('Place and date of the photo', 'exchange-office-site')],
                'photographer' => ['type' => 'text', 'label' => __('Photographer', 'exchange-office-site')],
            ],
            'eos_faq' => [
                'short_answer' => ['type' => 'textarea', 'label' => __('Short answer, shown before “Full answer”', 'exchange-office-site')],
                'program' => ['type' => 'post', 'post_type' => 'eos_program', 'label' => __('Programme whose page shows the question (empty: the FAQ page)', 'exchange-office-site')],
            ],
            default => [],
        };
    }

    public static function get(int $post_id, string $key): mixed
    {
        return get_post_meta($post_id, '_eos_' . $key, true);
    }

    public static function text(int $post_id, string $key): string
    {
        $value = self::get($post_id, $key);
        return is_scalar($value) ? (string) $value : '';
    }

    public static function bool(int $post_id, string $key): bool
    {
        return in_array(self::get($post_id, $key), ['1', 1, true, 'true', 'yes'], true);
    }

    /** @return list<array<string, string>> */
    public static function rows(int $post_id, string $key): array
    {
        $value = self::get($post_id, $key);
        return is_array($value) ? array_values(array_filter($value, 'is_array')) : [];
    }

    /** Cleans one submitted value by its field type. */
    public static function sanitise(array $field, mixed $value): mixed
    {
        switch ($field['type']) {
            case 'bool':
                return $value ? '1' : '0';
            case 'number':
                return (string) max(0, (int) $value);
            case 'post':
                return (string) max(0, (int) $value);
            case 'email':
                return sanitize_email((string) $value);
            case 'url':
            case 'image':
                return esc_url_raw(trim((string) $value), ['http', 'https', 'mailto']) ?: self::site_path((string) $value);
            case 'date':
                $value = trim((string) $value);
                return preg_match('/^\d{4}-\d{2}-\d{2}$/', $value) ? $value : '';
            case 'select':
                $options = array_map('strval', array_keys($field['options']));
                return in_array($value, $options, true) ? $value : ($options[0] ?? '');
            case 'html':
                return current_user_can('unfiltered_html') ? (string) $value : wp_kses_post((string) $value);
            case 'textarea':
                return sanitize_textarea_field((string) $value);
            case 'repeater':
                $rows = [];
                foreach (is_array($value) ? $value : [] as $row) {
                    if (!is_array($row)) {
                        continue;
                    }
                    $clean = [];
                    foreach ($field['fields'] as $sub_key => $sub) {
                        $clean[$sub_key] = self::sanitise($sub, $row[$sub_key] ?? '');
                    }
                    if (implode('', array_map('strval', $clean)) !== '' && array_filter($clean, static fn ($v) => $v !== '' && $v !== '0')) {
                        $rows[] = $clean;
                    }
                }
                return $rows;
            default:
                return sanitize_text_field((string) $value);
        }
    }

    /** A site path such as /programs kept as typed (esc_url_raw would make it absolute). */
    private static function site_path(string $value): string
    {
        $value = trim($value);
        return preg_match('#^/[^\s<>"]*$#', $value) ? $value : '';
    }
}
