<?php
defined('ABSPATH') || exit;

/**
 * The editable fields of each content type, beyond WordPress's own title, editor, excerpt,
 * featured image and order. Meta boxes are drawn and saved from these lists; every value lives
 * in post meta `_eos_{key}`. Types: text, textarea, html, url, email, date, bool, number,
 * select (options), post (a post of `post_type`), image (a media URL), repeater (`fields`).
 */
final class EOS_Fields
{
    public const TEMPLATES = ['default', 'split-screen', 'grid-mosaic', 'immersive-parallax'];
    public const BLOCK_POSITIONS = ['start', 'after_content', 'after_section_1', 'after_section_2', 'after_section_3', 'after_section_4', 'after_section_5', 'end'];

    /** @return array<string, array<string, mixed>> */
    public static function for_type(string $post_type): array
    {
        $contacts = ['type' => 'repeater', 'label' => 'Additional contacts', 'fields' => [
            'label' => ['type' => 'text', 'label' => 'Label'],
            'email' => ['type' => 'email', 'label' => 'E-mail'],
        ]];
        $blocks = ['type' => 'repeater', 'label' => 'Global blocks', 'fields' => [
            'block' => ['type' => 'post', 'post_type' => 'eos_block', 'label' => 'Block'],
            'position' => ['type' => 'select', 'label' => 'Position', 'options' => self::BLOCK_POSITIONS],
        ]];
        $seo_title = ['type' => 'text', 'label' => 'SEO title', 'box' => 'seo'];
        $seo_description = ['type' => 'textarea', 'label' => 'SEO description', 'box' => 'seo'];

        return match ($post_type) {
            'post' => [
                'author_name' => ['type' => 'text', 'label' => 'Author (byline)'],
                'news_template' => ['type' => 'select', 'label' => 'Layout', 'options' => self::TEMPLATES],
                'full_description' => ['type' => 'html', 'label' => 'Full description (lead)'],
                'images' => ['type' => 'repeater', 'label' => 'Gallery images (lightbox and slideshow)', 'fields' => [
                    'url' => ['type' => 'image', 'label' => 'Image'],
                    'title' => ['type' => 'text', 'label' => 'Title'],
                    'description' => ['type' => 'text', 'label' => 'Description'],
                ]],
                'link' => ['type' => 'url', 'label' => 'Share link (optional)'],
                'wordpress_url' => ['type' => 'url', 'label' => 'Canonical CMS address for sharing (optional)'],
                // Counted by the site (increment-views): shown, never saved from the edit screen, so a
                // save does not overwrite the views counted while the screen was open.
                'views' => ['type' => 'number', 'label' => 'Views', 'readonly' => true],
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'page' => [
                'curator' => ['type' => 'post', 'post_type' => ['eos_team', 'eos_curator'], 'label' => 'Coordinator card (team member)'],
                'additional_contacts' => $contacts,
                'global_blocks' => $blocks,
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'eos_program' => [
                'description' => ['type' => 'textarea', 'label' => 'Card text'],
                'deadline' => ['type' => 'text', 'label' => 'Deadline (free text; when filled it decides the status)'],
                'submit' => ['type' => 'bool', 'label' => 'Applications open'],
                'auto_manage_submissions' => ['type' => 'bool', 'label' => 'Status from the two dates below'],
                'application_start_date' => ['type' => 'date', 'label' => 'Applications open on'],
                'application_end_date' => ['type' => 'date', 'label' => 'Applications close on (inclusive)'],
                'submit_url' => ['type' => 'url', 'label' => 'Apply button opens'],
                'learn_more_link' => ['type' => 'url', 'label' => 'The card\'s "Learn more" opens (empty: the programme\'s own page)'],
                'curator' => ['type' => 'post', 'post_type' => 'eos_curator', 'label' => 'Curator'],
                'sections' => ['type' => 'repeater', 'label' => 'Sections', 'fields' => [
                    'title' => ['type' => 'text', 'label' => 'Title'],
                    'content' => ['type' => 'html', 'label' => 'Content'],
                ]],
                'additional_contacts' => $contacts,
                'global_blocks' => $blocks,
                'seo_title' => $seo_title,
                'seo_description' => $seo_description,
            ],
            'eos_resource' => [
                'description' => ['type' => 'textarea', 'label' => 'Description'],
                'file_url' => ['type' => 'image', 'label' => 'File', 'media' => 'file'],
                'file_type' => ['type' => 'text', 'label' => 'File type (PDF, DOCX, …)'],
                'file_size' => ['type' => 'text', 'label' => 'File size (e.g. 2.4 MB)'],
                'publication_date' => ['type' => 'date', 'label' => 'Publication date'],
            ],
            'eos_testimonial' => [
                'position' => ['type' => 'text', 'label' => 'Position'],
                'institution' => ['type' => 'text', 'label' => 'Institution'],
                'year' => ['type' => 'text', 'label' => 'Year(s)'],
                'program' => ['type' => 'text', 'label' => 'Programme'],
                'is_home' => ['type' => 'bool', 'label' => 'Show on the home page'],
            ],
            'eos_team' => [
                'position' => ['type' => 'text', 'label' => 'Position'],
                'department' => ['type' => 'text', 'label' => 'Department'],
                'email' => ['type' => 'email', 'label' => 'E-mail'],
                'phone' => ['type' => 'text', 'label' => 'Phone'],
                'office_hours' => ['type' => 'text', 'label' => 'Office hours'],
                'short_description' => ['type' => 'textarea', 'label' => 'Short description'],
                'full_description' => ['type' => 'textarea', 'label' => 'Full description'],
                'achievements' => ['type' => 'repeater', 'label' => 'Achievements', 'fields' => [
                    'text' => ['type' => 'text', 'label' => 'Achievement'],
                ]],
                'position_order' => ['type' => 'text', 'label' => 'Order on the team page (a number; anything else sorts last)'],
                'is_coordinator' => ['type' => 'bool', 'label' => 'Show as a coordinator on the contacts page'],
            ],
            'eos_hero_slide' => [
                'description' => ['type' => 'textarea', 'label' => 'Description'],
                'cta_text' => ['type' => 'text', 'label' => 'Button text (empty: “Learn more”)'],
                'cta_link' => ['type' => 'text', 'label' => 'Button link (site path such as /programs, or a URL)'],
            ],
            'eos_curator' => [
                'position' => ['type' => 'text', 'label' => 'Position'],
                'email' => ['type' => 'email', 'label' => 'E-mail'],
                'phone' => ['type' => 'text', 'label' => 'Phone'],
                'office_hours' => ['type' => 'text', 'label' => 'Office hours'],
            ],
            'eos_timeline_event' => [
                'date' => ['type' => 'text', 'label' => 'Date (text, e.g. 1946)'],
            ],
            'eos_gallery_photo' => [
                'short_description' => ['type' => 'text', 'label' => 'Place and date'],
                'photographer' => ['type' => 'text', 'label' => 'Photographer'],
            ],
            'eos_faq' => [
                'short_answer' => ['type' => 'textarea', 'label' => 'Short answer'],
                'program' => ['type' => 'post', 'post_type' => 'eos_program', 'label' => 'Programme (empty: the FAQ page)'],
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
                return in_array($value, $field['options'], true) ? $value : ($field['options'][0] ?? '');
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
