<?php
defined('ABSPATH') || exit;

/**
 * Texts kept as options, one option per record and language (`eos_text_{record}_{lang}`): the
 * page texts of `page/{name}`, header, footer, the home about block and interface texts. Field
 * lists follow the site's zod schemas (lib/cms/schemas); the admin page draws a form from them.
 * Field kinds: text, textarea, html, image, map (the site's interface words by key: EOS_Texts::map_keys),
 * languages (the language switch's rows).
 */
final class EOS_Texts
{
    /** `card1_title`, `card1_description`, … `card3_…`: one section per number (EOS_Text_Labels names them). */
    private static function numbered(string $prefix, int $count, array $suffixes): array
    {
        $sections = [];
        for ($i = 1; $i <= $count; $i++) {
            $sections["$prefix$i"] = array_map(static fn ($s) => "$prefix{$i}_$s", $suffixes);
        }
        return $sections;
    }

    /**
     * Each record's fields in sections, as the Site texts page shows them: section => keys. A
     * section's name and each field's label are EOS_Text_Labels'.
     * @return array<string, array<string, list<string>>>
     */
    public static function sections(): array
    {
        $hero = ['hero' => ['hero_title', 'hero_subtitle', 'hero_description']];
        return [
            'header' => ['header' => ['site_title', 'logo_url', 'logo_alt'], 'languages' => ['languages']],
            'footer' => [
                'footer' => ['about_text'],
                'footer_contacts' => ['contacts_address', 'contacts_phone', 'contacts_email'],
                'social' => ['social_facebook', 'social_twitter', 'social_linkedin', 'social_instagram', 'social_youtube'],
                'words' => ['translations'],
            ],
            'about_data' => [
                'about_block' => ['title', 'content', 'featured_image', 'page_link', 'learn_more_text'],
                'about_figures' => ['alumni_count', 'alumni_label', 'programs_count', 'programs_label', 'years_count', 'years_excellence_label'],
            ],
            'interface' => [
                'breadcrumbs' => ['breadcrumb_home', 'breadcrumb_programs'],
                'news_words' => ['news_translations'],
                'library_words' => ['library_translations'],
            ],
            'programs' => $hero + [
                'stats' => ['stats_programs_label', 'stats_categories_label', 'stats_universities_number', 'stats_universities_label'],
                'list_heading' => ['main_title', 'main_subtitle', 'program'],
                'cta' => ['cta_title', 'cta_subtitle', 'cta_button1_text', 'cta_button1_url', 'cta_button2_text', 'cta_button2_url', 'cta_note'],
                'page_text' => ['page_content'],
                'words' => ['translations'],
            ],
            'news' => $hero + [
                'stats' => ['stats_articles_label', 'stats_categories_label', 'stats_frequency_text', 'stats_frequency_label'],
                'news_list' => ['news_per_page', 'filter_all_news', 'read_more', 'no_category_results'],
                'news_search' => ['search_placeholder', 'search_results_text', 'search_results_one', 'search_results_few', 'search_results_many', 'search_results_other', 'no_search_results'],
                'newsletter' => ['newsletter_title', 'newsletter_subtitle', 'newsletter_email_placeholder', 'newsletter_button_text', 'newsletter_subscribers_text'],
                'words' => ['translations'],
            ],
            'library' => $hero + [
                'stats' => ['stats_resources_label', 'stats_categories_label', 'stats_downloads_number', 'stats_downloads_label'],
                'list_heading' => ['main_title', 'main_subtitle', 'all_resources_text', 'search_placeholder', 'download_text'],
                'no_results' => ['no_results_title', 'no_results_description', 'no_results_search_text', 'clear_filters_text'],
                'additional' => ['additional_title', 'additional_subtitle'],
            ] + self::numbered('card', 3, ['title', 'description', 'button_text', 'button_url']),
            'team' => $hero + [
                'stats' => ['stats_members_number', 'stats_members_label', 'stats_experience_number', 'stats_experience_label', 'stats_dedication_number', 'stats_dedication_label'],
                'team_list' => ['team_section_title', 'team_section_subtitle', 'show_more_text', 'show_less_text', 'key_achievements_text'],
                'gallery' => ['gallery_title', 'gallery_subtitle', 'gallery_button_text', 'no_gallery_text', 'gallery_coming_soon'],
                'values' => ['values_title', 'values_subtitle'],
            ] + self::numbered('value', 3, ['title', 'description']) + [
                'page_text' => ['page_content'],
            ],
            'about' => $hero + [
                'story' => ['story_title', 'story_text', 'story_image', 'story_stat_number', 'story_stat_label', 'story_link1_text', 'story_link1_url', 'story_link2_text', 'story_link2_url'],
                'impact' => ['impact_title'],
            ] + self::numbered('impact_stat', 4, ['number', 'label']) + [
                'mission' => ['mission_title', 'mission_text', 'mission_quote', 'mission_quote_author'],
            ] + self::numbered('value', 3, ['title', 'description']) + [
                'about_programs' => ['programs_title', 'programs_subtitle'],
            ] + self::numbered('program', 3, ['title', 'description', 'feature1', 'feature2', 'feature3', 'link_text', 'link_url']) + [
                'network' => ['network_title', 'network_subtitle'],
            ] + self::numbered('network_stat', 4, ['number', 'label']) + [
                'words' => ['translations'],
            ],
            'history' => ['hero' => ['hero_title', 'hero_subtitle', 'hero_description', 'hero_range'], 'timeline' => ['timeline_title', 'timeline_subtitle']]
                + self::numbered('event', 4, ['year', 'title', 'description']) + [
                'partnership' => ['partnership_title', 'partnership_text', 'partnership_image'],
            ] + self::numbered('partnership_stat', 4, ['number', 'label']) + self::numbered('partnership_link', 2, ['text', 'url']) + [
                'legacy' => ['legacy_title', 'legacy_subtitle'],
            ] + self::numbered('legacy', 3, ['title', 'description']) + [
                'words' => ['translations'],
            ],
            'founder' => $hero + self::numbered('fact', 3, ['label', 'value']) + [
                'bio' => ['bio_title', 'bio_text', 'bio_image', 'bio_year', 'bio_quote'],
                'achievements' => ['achievements_title'],
            ] + self::numbered('achievement', 6, ['title', 'description']) + [
                'founder_legacy' => ['legacy_title', 'legacy_text'],
            ] + self::numbered('legacy_stat', 2, ['number', 'label']) + [
                'bridges' => ['bridges_title', 'bridges_text', 'main_quote', 'main_quote_author'],
            ] + self::numbered('nav_link', 2, ['text', 'url']) + [
                'founder_mission' => ['mission_title'],
            ] + self::numbered('mission', 4, ['title', 'description']) + [
                'words' => ['translations'],
            ],
            'alumni' => $hero + [
                'stats' => ['stats_alumni_number', 'stats_alumni_label', 'stats_countries_number', 'stats_countries_label', 'stats_universities_number', 'stats_universities_label'],
                'alumni_search' => ['search_placeholder', 'filter_field_label', 'filter_year_label'],
                'progress' => ['progress_title', 'progress_text', 'progress_link_text', 'progress_link_url', 'participants_link_text'],
                'network' => ['network_title', 'network_subtitle'],
                'testimonials' => ['testimonials_title', 'testimonials_subtitle'],
                'circles' => ['circle_title', 'circle_subtitle'],
            ] + self::numbered('circle', 3, ['title', 'description', 'link_text', 'link_url']) + [
                'words' => ['translations'],
            ],
            'contacts' => $hero + [
                'contacts_general' => ['general_title', 'general_subtitle'],
                'office' => ['office_title', 'office_address_line1', 'office_address_line2', 'office_address_line3'],
                'phones' => ['phone_title', 'phone_number1', 'phone_number2'],
                'emails' => ['email_title', 'email_address1', 'email_address2'],
                'hours' => ['hours_title', 'hours_weekdays', 'hours_saturday', 'hours_sunday'],
                'map' => ['map_title', 'map_description', 'map_button_text', 'map_button_url'],
                'form' => ['form_title', 'form_subtitle', 'form_name_label', 'form_name_placeholder', 'form_email_label', 'form_email_placeholder',
                    'form_subject_label', 'form_subject_placeholder', 'form_message_label', 'form_message_placeholder', 'form_submit_text', 'form_submitting_text'],
                'form_answers' => ['form_success_message', 'form_error_empty', 'form_error_email', 'form_error_general', 'form_error_network'],
                'info' => ['info_quick_title', 'info_quick_text', 'info_programs_title', 'info_programs_text', 'info_emergency_title', 'info_emergency_text'],
                'coordinators' => ['coordinators_title', 'coordinators_subtitle', 'coordinators_link'],
                'resources' => ['resources_title', 'resources_subtitle'],
                'resource_social' => ['resource_social_title', 'resource_social_description', 'resource_social_link_text', 'resource_social_url'],
                'resource_faq' => ['resource_faq_title', 'resource_faq_description', 'resource_faq_link_text', 'resource_faq_url'],
                'resource_alumni' => ['resource_alumni_title', 'resource_alumni_description', 'resource_alumni_link_text', 'resource_alumni_url'],
                'visit' => ['visit_title', 'visit_subtitle', 'visit_button_text', 'visit_button_close_text'],
                'words' => ['translations'],
            ],
            'stories' => $hero + ['stories_cta' => ['global_cta_url'], 'words' => ['translations']],
            'faq' => ['hero' => ['hero_title', 'hero_subtitle'], 'list_heading' => ['main_title', 'main_subtitle'],
                'faq_contact' => ['contact_title', 'contact_subtitle', 'contact_button_text', 'contact_button_url']],
            'photo-exhibition' => [
                'hero' => ['hero_background_image', 'hero_title', 'hero_subtitle', 'hero_description', 'hero_dates'],
                'exhibition_about' => ['about_title', 'about_content'],
                'timeline' => ['timeline_title', 'timeline_subtitle', 'timeline_instruction'],
                'authors' => ['authors_title', 'authors_subtitle'],
                'closing' => ['closing_text'],
            ],
        ];
    }

    /**
     * The words of a `translations` map the site reads (its interface texts that the office may
     * change), per record and field; each is a field of its own on the Site texts page.
     * @return list<string>
     */
    public static function map_keys(string $record, string $field): array
    {
        return match ("$record.$field") {
            'footer.translations' => ['quick_links', 'contact_us', 'follow_us', 'program_notice', 'copyright', 'privacy_policy', 'terms_of_use'],
            'interface.news_translations' => ['all_news', 'view_all_news', 'read_more', 'back_to_news', 'related_news', 'min_read', 'views'],
            'interface.library_translations' => ['all', 'download', 'file_size', 'published'],
            'programs.translations' => ['filter_label', 'all_programs', 'no_programs', 'deadline', 'apply', 'learn_more'],
            'news.translations' => ['back_to_news', 'related', 'share', 'min_read', 'views'],
            'about.translations' => ['our_values', 'read_more'],
            'history.translations' => ['timeline_hint'],
            'founder.translations' => ['born', 'died'],
            'alumni.translations' => ['filters_disabled'],
            'contacts.translations' => ['required', 'no_coordinators'],
            'stories.translations' => ['search_placeholder', 'all_programs', 'all_years', 'reset', 'global_network_title', 'global_network_subtitle', 'global_network_cta'],
            default => [],
        };
    }

    /** @return array<string, array{label: string, fields: array<string, string>}> */
    public static function records(): array
    {
        $out = [];
        foreach (self::sections() as $name => $sections) {
            $fields = [];
            foreach (array_merge(...array_values($sections)) as $key) {
                $fields[$key] = self::kind($key);
            }
            $out[$name] = ['label' => EOS_Text_Labels::record($name), 'fields' => $fields];
        }
        return $out;
    }

    /** The kind of a text field, from its name. */
    public static function kind(string $key): string
    {
        if ($key === 'languages') {
            return 'languages';
        }
        if ($key === 'translations' || str_ends_with($key, '_translations')) {
            return 'map';
        }
        if (str_ends_with($key, '_image') || $key === 'featured_image' || $key === 'logo_url') {
            return 'image';
        }
        if (in_array($key, ['content', 'about_content', 'page_content'], true)) {
            return 'html';
        }
        if (preg_match('/(description|subtitle|_note|_quote)$/', $key)
            || preg_match('/^(about|story|mission|bio|legacy|bridges|partnership|progress|closing|info_[a-z]+)_text$/', $key)) {
            return 'textarea';
        }
        return 'text';
    }

    /** The form control of a text kind, as EOS_Fields describes controls. */
    public static function field_def(string $kind): array
    {
        return match ($kind) {
            'map' => ['type' => 'repeater', 'fields' => ['key' => ['type' => 'text', 'label' => ''], 'value' => ['type' => 'text', 'label' => '']]],
            'languages' => ['type' => 'repeater', 'add' => __('Add a language', 'exchange-office-site'), 'fields' => [
                'code' => ['type' => 'select', 'label' => __('Language', 'exchange-office-site'), 'options' => EOS_Languages::names()],
                'label' => ['type' => 'text', 'label' => __('Short name on the language switch (e.g. УКР)', 'exchange-office-site')],
                'name' => ['type' => 'text', 'label' => __('Full name (e.g. Українська)', 'exchange-office-site')],
            ]],
            'html' => ['type' => 'html'],
            'textarea' => ['type' => 'textarea'],
            'image' => ['type' => 'image'],
            default => ['type' => 'text'],
        };
    }

    /** Page names of `page/{name}`; `{product}ers` is stored as `alumni`. */
    public const PAGES = ['programs', 'news', 'library', 'team', 'about', 'history', 'founder', 'alumni', 'contacts', 'stories', 'faq', 'photo-exhibition'];

    public static function option_name(string $record, string $lang): string
    {
        return 'eos_text_' . str_replace('-', '_', $record) . '_' . EOS_Languages::normalise($lang);
    }

    /** @return array<string, mixed> the stored record, [] when never saved */
    public static function get(string $record, string $lang): array
    {
        $value = get_option(self::option_name($record, $lang), []);
        return is_array($value) ? $value : [];
    }

    public static function exists(string $record, string $lang): bool
    {
        return get_option(self::option_name($record, $lang), null) !== null;
    }

    /** @param array<string, mixed> $values */
    public static function save(string $record, string $lang, array $values): void
    {
        update_option(self::option_name($record, $lang), $values, false);
    }

    /** A record's name as submitted (`photo_exhibition` or `photo-exhibition`); null when there is none. */
    public static function record_name(string $name): ?string
    {
        $records = self::records();
        foreach ([$name, str_replace('_', '-', $name)] as $candidate) {
            if (isset($records[$candidate])) {
                return $candidate;
            }
        }
        return null;
    }

    /**
     * Cleans one submitted field by its kind. A map comes as rows of {key, value} (the admin
     * form) or as an object of key => text (the REST endpoint).
     */
    public static function clean(string $kind, mixed $raw): mixed
    {
        if ($kind !== 'map') {
            return EOS_Fields::sanitise(self::field_def($kind), $raw);
        }
        if (is_array($raw) && $raw !== [] && !array_is_list($raw)) {
            $raw = array_map(static fn ($k, $v) => ['key' => (string) $k, 'value' => $v], array_keys($raw), array_values($raw));
        }
        $map = [];
        foreach (EOS_Fields::sanitise(self::field_def($kind), $raw) as $row) {
            if ($row['key'] !== '') {
                $map[sanitize_key($row['key'])] = $row['value'];
            }
        }
        return $map;
    }

    /** The stored text of one field ('' when unset). */
    public static function field(array $record, string $key): string
    {
        $value = $record[$key] ?? '';
        return is_scalar($value) ? (string) $value : '';
    }

    /** @return array<string, string> */
    public static function map(array $record, string $key): array
    {
        $value = $record[$key] ?? [];
        if (!is_array($value)) {
            return [];
        }
        $out = [];
        foreach ($value as $k => $v) {
            if (is_scalar($v)) {
                $out[(string) $k] = (string) $v;
            }
        }
        return $out;
    }
}
