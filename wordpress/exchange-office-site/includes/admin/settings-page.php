<?php
defined('ABSPATH') || exit;

/**
 * Settings → Exchange Office Site: where the site is, its secrets and namespace, where contact
 * messages go, the special categories (EOS_Special_Categories), the modules, and how far the
 * background work of day one has come (EOS_Day_One_Progress).
 */
final class EOS_Settings_Page
{
    public const SLUG = 'eos-settings';
    /** The background work's buttons: this action, with `job` naming the job to start again. */
    public const RESTART_ACTION = 'eos_restart_job';
    public static function boot(): void
    {
        EOS_Admin_Screen::menu('add_options_page', static fn () => __('The public site', 'exchange-office-site'), 'manage_options', self::SLUG, [self::class, 'render']);
        add_action('admin_post_eos_save_settings', [self::class, 'save']);
        add_action('admin_post_' . self::RESTART_ACTION, [self::class, 'restart']);
    }

    public static function render(): void
    {
        $s = EOS_Settings::all();
        echo '<div class="wrap eos-screen"><h1>' . esc_html__('The public site', 'exchange-office-site') . '</h1>';
        if (isset($_GET['saved'])) {
            EOS_Admin_Screen::notice(__('The settings are saved.', 'exchange-office-site'));
        }
        if (isset($_GET['restarted'])) {
            EOS_Admin_Screen::notice(__('The work starts again from the beginning in the background; its progress is shown at the end of this page.', 'exchange-office-site'));
        }
        EOS_Admin_Screen::open('eos_save_settings');
        echo '<table class="form-table">';
        $rows = [
            'site_url' => [__('Address of the public site', 'exchange-office-site'), __('For example https://www.example.org. WordPress tells the site there what changed, the Preview button and View open it, and WordPress’s own pages send visitors to it.', 'exchange-office-site'), 'url'],
            'revalidate_secret' => [__('Secret for refreshing the site', 'exchange-office-site'), __('The same value as REVALIDATE_SECRET in the site’s settings: the site refreshes its pages only when WordPress asks with it.', 'exchange-office-site'), 'password'],
            'write_secret' => [__('Secret for the site’s forms', 'exchange-office-site'), __('The same value as CMS_WRITE_SECRET in the site’s settings. Newsletter sign-ups, contact messages and view counts are accepted only with it.', 'exchange-office-site'), 'password'],
            'message_recipient' => [__('Contact messages are mailed to', 'exchange-office-site'), sprintf(
                /* translators: %s: the site's administration e-mail address */
                __('An e-mail address of the office. Empty: the site’s administration address, %s. Every message is also kept under Messages.', 'exchange-office-site'),
                (string) get_option('admin_email')
            ), 'email'],
            'namespace' => [__('Address of the site’s data in WordPress', 'exchange-office-site'), __('The same value as CMS_NAMESPACE in the site’s settings; change it only together with the site (by default fulbright-react/v1).', 'exchange-office-site'), 'text'],
            'founder_slug' => [__('Address of the founder’s page on the site', 'exchange-office-site'), __('The same value as FOUNDER_SLUG in the site’s settings: search results link to this page.', 'exchange-office-site'), 'text'],
        ];
        foreach ($rows as $key => [$label, $help, $type]) {
            echo '<tr><th><label for="eos-s-' . $key . '">' . esc_html($label) . '</label></th><td>';
            if (EOS_Settings::constant_name($key) !== null) {
                self::secret_control($key, $s[$key] !== '');
            } else {
                echo '<input type="' . esc_attr($type) . '" class="regular-text" id="eos-s-' . esc_attr($key) . '" name="' . esc_attr($key) . '" value="' . esc_attr($s[$key]) . '" autocomplete="off">';
            }
            echo '<p class="description">' . esc_html($help) . '</p></td></tr>';
        }
        $switches = [
            'transliterate_slugs' => [__('Addresses in Latin letters', 'exchange-office-site'), __('Give new items an address in Latin letters made from a Ukrainian title by the national romanisation of 2010 (Київ: kyiv). Existing addresses never change.', 'exchange-office-site')],
            'xmlrpc' => [__('Remote publishing (XML-RPC)', 'exchange-office-site'), __('Keep WordPress’s XML-RPC interface (xmlrpc.php) on. Leave it off unless an app of the office needs it: it lets anyone try many passwords in one request.', 'exchange-office-site')],
        ];
        foreach ($switches as $key => [$label, $help]) {
            echo '<tr><th>' . esc_html($label) . '</th><td><label><input type="checkbox" name="' . esc_attr($key) . '" value="1"' . checked($s[$key], '1', false) . '> ' . esc_html($help) . '</label></td></tr>';
        }
        echo '</table>';
        self::special_categories();
        submit_button(__('Save the settings', 'exchange-office-site'));
        echo '</form><p>' . esc_html__('The site reads WordPress at this address:', 'exchange-office-site') . ' <code>' . esc_html(rest_url($s['namespace'] . '/')) . '</code></p>';
        EOS_Modules_Section::render();
        EOS_Mail_Settings_Section::render();
        self::background_work();
        echo '</div>';
    }

    /** The languages of the existing content and the search index, as far as they have come. */
    private static function background_work(): void
    {
        echo '<h2 id="eos-day-one">' . esc_html__('Existing content: languages and the search index', 'exchange-office-site') . '</h2>';
        echo '<div class="eos-day-one">';
        foreach (EOS_Day_One_Progress::languages() as $sentence) {
            echo '<p>' . esc_html($sentence) . '</p>';
        }
        self::skipped(EOS_Day_One::class, __('Left without a language, so not on the site until an editor gives them one in their “Language and translation” box:', 'exchange-office-site'));
        self::restart_button('languages', __('Look at the languages again', 'exchange-office-site'), __('Gives a language to every item and category that still has none, from the start; an item that has a language keeps it.', 'exchange-office-site'));
        foreach (EOS_Day_One_Progress::search_index() as $sentence) {
            echo '<p>' . esc_html($sentence) . '</p>';
        }
        self::skipped(EOS_Search_Build::class, __('Left out of the search index, so search does not find them until they are saved again:', 'exchange-office-site'));
        self::restart_button('search', __('Build the search index again', 'exchange-office-site'), __('Reads every published item again, from the start; until it is done, search looks only in titles and summaries.', 'exchange-office-site'));
        echo '</div>';
    }

    /**
     * What a job had to skip: each item that stopped it EOS_Batches::ATTEMPTS times, with a link
     * to edit it and what PHP said. @param class-string $job
     */
    private static function skipped(string $job, string $consequence): void
    {
        $items = $job::skipped();
        if (!$items) {
            return;
        }
        echo '<div class="notice notice-warning inline eos-skipped"><p>' . esc_html(sprintf(
            /* translators: %d: number of attempts */
            _n('These items stopped the background work each time it tried them, %d time, so it went on without them.', 'These items stopped the background work each time it tried them, %d times, so it went on without them.', EOS_Batches::ATTEMPTS, 'exchange-office-site'),
            EOS_Batches::ATTEMPTS
        )) . ' ' . esc_html($consequence) . '</p><ul>';
        foreach ($items as $item) {
            echo '<li>' . EOS_Day_One_Progress::skipped_item($item) . '</li>';
        }
        echo '</ul><p>' . esc_html__('Usually another plugin’s shortcode in the text fails outside a visitor’s page view. Correct the text or that plugin, then start the work again with the button below.', 'exchange-office-site') . '</p></div>';
    }

    private static function restart_button(string $job, string $label, string $help): void
    {
        EOS_Admin_Screen::open(self::RESTART_ACTION, 'eos-restart');
        echo '<input type="hidden" name="job" value="' . esc_attr($job) . '"><p>';
        submit_button($label, 'secondary', 'submit', false);
        echo ' <span class="description">' . esc_html($help) . '</span></p></form>';
    }

    /** A job from the start: `languages` (EOS_Day_One) or `search` (EOS_Search_Build). */
    public static function restart_job(string $job): void
    {
        if ($job === 'languages') {
            EOS_Day_One::restart();
        } elseif ($job === 'search') {
            EOS_Search_Build::schedule();
        }
    }

    /** The background work's buttons: the languages, or the search index, from the start. */
    public static function restart(): void
    {
        EOS_Admin_Screen::check(self::RESTART_ACTION);
        self::restart_job(sanitize_key(wp_unslash($_POST['job'] ?? '')));
        wp_safe_redirect(admin_url('options-general.php?page=' . self::SLUG . '&restarted=1#eos-day-one'));
        exit;
    }

    /** Which category plays each special part on the site, per language, by name, with what it does. */
    private static function special_categories(): void
    {
        echo '<h2>' . esc_html__('Categories with a special meaning on the site', 'exchange-office-site') . '</h2>';
        echo '<p>' . esc_html__('Posts and pages filed under these categories are shown differently on the site. Choose which of your categories plays each part, in each language.', 'exchange-office-site') . '</p>';
        echo '<table class="form-table eos-special-categories" role="presentation">';
        $chosen = EOS_Special_Categories::chosen();
        $categories = get_terms(['taxonomy' => 'category', 'hide_empty' => false, 'orderby' => 'name']);
        $categories = is_array($categories) ? $categories : [];
        foreach (EOS_Special_Categories::parts() as $part => [$name, $explanation]) {
            echo '<tr><th scope="row">' . esc_html($name) . '</th><td><p class="description">' . esc_html($explanation) . '</p>';
            foreach (EOS_Languages::names() as $lang => $language) {
                $id = "eos-special-$part-$lang";
                echo '<p><label for="' . esc_attr($id) . '">' . esc_html($language) . '</label> <select id="' . esc_attr($id) . '" name="special[' . esc_attr($part) . '][' . esc_attr($lang) . ']">';
                $saved = get_option(EOS_Special_Categories::OPTION);
                $saved = is_array($saved) ? $saved : [];
                $none = (int) ($saved[$part][$lang] ?? 0) === EOS_Special_Categories::NONE;
                echo '<option value="' . EOS_Special_Categories::NONE . '"' . selected($none, true, false) . '>' . esc_html__('— none —', 'exchange-office-site') . '</option>';
                $found = $none;
                foreach ($categories as $term) {
                    if (EOS_Languages::term_lang($term->term_id) !== $lang) {
                        continue;
                    }
                    $found = $found || $term->term_id === $chosen[$part][$lang];
                    echo '<option translate="no" value="' . (int) $term->term_id . '"' . selected($chosen[$part][$lang], $term->term_id, false) . '>' . esc_html($term->name) . '</option>';
                }
                if (!$found) {
                    echo '<option value="0" selected>' . esc_html__('— no such category yet —', 'exchange-office-site') . '</option>';
                }
                echo '</select></p>';
            }
            echo '</td></tr>';
        }
        echo '</table>';
    }

    /**
     * A secret is never written back into the page: it shows whether one is set, and an empty field
     * keeps it. One set in wp-config.php is shown as such, without a field.
     */
    private static function secret_control(string $key, bool $set): void
    {
        if (EOS_Settings::from_constant($key)) {
            echo '<p id="eos-s-' . esc_attr($key) . '"><strong>' . esc_html(sprintf(
                /* translators: %s: constant name */
                __('Set in wp-config.php (%s).', 'exchange-office-site'),
                (string) EOS_Settings::constant_name($key)
            )) . '</strong></p>';
            return;
        }
        echo '<input type="password" class="regular-text" id="eos-s-' . esc_attr($key) . '" name="' . esc_attr($key) . '" value="" autocomplete="new-password" placeholder="' . esc_attr($set ? __('Set — leave blank to keep it', 'exchange-office-site') : __('Not set', 'exchange-office-site')) . '">';
        if ($set) {
            echo ' <label><input type="checkbox" name="clear_' . esc_attr($key) . '" value="1"> ' . esc_html__('Remove', 'exchange-office-site') . '</label>';
        }
    }

    public static function save(): void
    {
        EOS_Admin_Screen::check('eos_save_settings');
        $special = isset($_POST['special']) && is_array($_POST['special']) ? wp_unslash($_POST['special']) : [];
        EOS_Special_Categories::update($special);
        $values = [];
        foreach (array_keys(EOS_Settings::all()) as $key) {
            if (EOS_Settings::constant_name($key) !== null) {
                $secret = self::secret_value($key);
                if ($secret !== null) {
                    $values[$key] = $secret;
                }
                continue;
            }
            $values[$key] = in_array($key, EOS_Settings::SWITCHES, true)
                ? (isset($_POST[$key]) ? '1' : '0')
                : sanitize_text_field(wp_unslash($_POST[$key] ?? ''));
        }
        $values['site_url'] = esc_url_raw($values['site_url'] ?? '');
        EOS_Settings::update($values);
        flush_rewrite_rules();
        wp_safe_redirect(admin_url('options-general.php?page=' . self::SLUG . '&saved=1'));
        exit;
    }

    /**
     * What to store for a secret: null keeps the stored one (an empty field, or a constant that
     * overrides it). Taken as typed, only trimmed: sanitize_text_field() would change a secret
     * that has `%xx`, `<` or several spaces in it. Control characters are refused.
     */
    private static function secret_value(string $key): ?string
    {
        if (EOS_Settings::from_constant($key)) {
            return null;
        }
        if (!empty($_POST['clear_' . $key])) {
            return '';
        }
        $value = trim((string) wp_unslash($_POST[$key] ?? ''));
        return $value === '' || preg_match('/[\x00-\x1f\x7f]/', $value) ? null : $value;
    }
}
