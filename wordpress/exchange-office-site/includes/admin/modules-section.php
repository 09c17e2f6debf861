<?php
defined('ABSPATH') || exit;

/**
 * Settings → Exchange Office Site, second form: the modules, the mapping of the office's own post
 * types and taxonomies to the contract's kinds, and what the plugin's deletion removes.
 */
final class EOS_Modules_Section
{
    public const DELETE_DATA_OPTION = 'eos_delete_data_on_uninstall';

    public static function boot(): void
    {
        add_action('admin_post_eos_save_modules', [self::class, 'save']);
    }

    /** @return array<string, array{0: string, 1: string}> module => [label, what it does] */
    private static function modules(): array
    {
        return [
            EOS_Modules::CONTENT_MODEL => [__('Content model', 'exchange-office-site'), __('The plugin’s post types (Programmes, Team, Library…), taxonomies, menu locations, meta boxes and Site texts. Switch off when another plugin of this WordPress already defines the content.', 'exchange-office-site')],
            EOS_Modules::ROUTES => [__('Site routes', 'exchange-office-site'), __('The site’s REST routes under the namespace, the newsletter, contact and view-count writes, and the plugin’s additions to wp/v2/posts. Switch off when another plugin already serves the namespace.', 'exchange-office-site')],
            EOS_Modules::REVALIDATION => [__('Refreshing the site and preview', 'exchange-office-site'), __('Tells the site which pages to refresh after each change (with the Site refresh log), and sends the Preview button to the site.', 'exchange-office-site')],
        ];
    }

    public static function render(): void
    {
        $all = EOS_Modules::all();
        echo '<h2 id="eos-modules">' . esc_html__('Modules', 'exchange-office-site') . '</h2>';
        if (isset($_GET['modules-saved'])) {
            EOS_Admin_Screen::notice(__('Modules saved.', 'exchange-office-site'), 'success', 'inline');
        }
        EOS_Admin_Screen::open('eos_save_modules');
        echo '<table class="form-table">';
        foreach (self::modules() as $module => [$label, $help]) {
            echo '<tr><th>' . esc_html($label) . '</th><td><label><input type="checkbox" name="modules[' . esc_attr($module) . ']" value="1"' . checked($all['modules'][$module], true, false) . '> ' . esc_html__('On', 'exchange-office-site') . '</label><p class="description">' . esc_html($help) . '</p></td></tr>';
        }
        echo '</table><h3>' . esc_html__('The office’s own content', 'exchange-office-site') . '</h3><p>' . esc_html__('Which of this WordPress’s post types and taxonomies hold which part of the site: a change to one of their items then refreshes those pages of the site.', 'exchange-office-site') . '</p><table class="form-table">';
        self::map_rows('post_types', self::office_post_types(), EOS_Modules::POST_KINDS, $all['post_types']);
        self::map_rows('taxonomies', self::office_taxonomies(), EOS_Modules::TAXONOMY_KINDS, $all['taxonomies']);
        echo '</table><h3>' . esc_html__('Deleting the plugin', 'exchange-office-site') . '</h3><p><label><input type="checkbox" name="delete_data" value="1"' . checked((bool) get_option(self::DELETE_DATA_OPTION), true, false) . '> ' . esc_html__('Also delete the newsletter subscribers and the contact messages when the plugin is deleted (its settings, secrets and revalidation log are always deleted).', 'exchange-office-site') . '</label></p>';
        submit_button(__('Save modules', 'exchange-office-site'));
        echo '</form>';
    }

    /** @param array<string, string> $names name => label @param list<string> $kinds @param array<string, string> $map */
    private static function map_rows(string $field, array $names, array $kinds, array $map): void
    {
        foreach ($names as $name => $label) {
            // WordPress's (or another plugin's) name of its type, not a text of this plugin.
            echo '<tr><th><label for="eos-map-' . esc_attr($name) . '"><span translate="no">' . esc_html($label) . '</span> <code>' . esc_html($name) . '</code></label></th><td><select id="eos-map-' . esc_attr($name) . '" name="' . esc_attr($field) . '[' . esc_attr($name) . ']"><option value="">' . esc_html__('— not on the site —', 'exchange-office-site') . '</option>';
            foreach ($kinds as $kind) {
                echo '<option value="' . esc_attr($kind) . '"' . selected($map[$name] ?? '', $kind, false) . '>' . esc_html(EOS_Modules::kind_label($kind)) . '</option>';
            }
            echo '</select></td></tr>';
        }
    }

    /** @return array<string, string> post types of this WordPress that are not the plugin's own */
    private static function office_post_types(): array
    {
        $types = [];
        foreach (get_post_types(['show_ui' => true], 'objects') as $name => $type) {
            if (!str_starts_with($name, 'eos_') && !in_array($name, ['attachment', 'wp_block', 'wp_navigation', 'wp_template', 'wp_template_part'], true)) {
                $types[$name] = $type->labels->singular_name;
            }
        }
        return $types;
    }

    /** @return array<string, string> */
    private static function office_taxonomies(): array
    {
        $taxonomies = [];
        foreach (get_taxonomies(['show_ui' => true], 'objects') as $name => $taxonomy) {
            if (!str_starts_with($name, 'eos_') && !in_array($name, ['nav_menu', 'link_category', 'post_format'], true)) {
                $taxonomies[$name] = $taxonomy->labels->singular_name;
            }
        }
        return $taxonomies;
    }

    public static function save(): void
    {
        EOS_Admin_Screen::check('eos_save_modules');
        $posted = static fn (string $key): array => isset($_POST[$key]) && is_array($_POST[$key]) ? wp_unslash($_POST[$key]) : [];
        $modules = [];
        foreach (EOS_Modules::MODULES as $module) {
            $modules[$module] = !empty($posted('modules')[$module]);
        }
        EOS_Modules::update(['modules' => $modules, 'post_types' => $posted('post_types'), 'taxonomies' => $posted('taxonomies')]);
        update_option(self::DELETE_DATA_OPTION, empty($_POST['delete_data']) ? '0' : '1', false);
        // Post types may have come or gone: their REST routes and rewrite rules with them.
        update_option('rewrite_rules', '');
        wp_safe_redirect(admin_url('options-general.php?page=eos-settings&modules-saved=1#eos-modules'));
        exit;
    }
}
