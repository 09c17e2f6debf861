<?php
defined('ABSPATH') || exit;

/** Settings → Exchange Office Site: where the site is, the two secrets and the namespace. */
final class EOS_Settings_Page
{
    public static function boot(): void
    {
        add_action('admin_menu', static function (): void {
            add_options_page('Exchange Office Site', 'Exchange Office Site', 'manage_options', 'eos-settings', [self::class, 'render']);
        });
        add_action('admin_post_eos_save_settings', [self::class, 'save']);
    }

    public static function render(): void
    {
        $s = EOS_Settings::all();
        echo '<div class="wrap"><h1>Exchange Office Site</h1>';
        if (isset($_GET['saved'])) {
            echo '<div class="notice notice-success"><p>Settings saved.</p></div>';
        }
        echo '<form method="post" action="' . esc_url(admin_url('admin-post.php')) . '">';
        wp_nonce_field('eos_save_settings');
        echo '<input type="hidden" name="action" value="eos_save_settings"><table class="form-table">';
        $rows = [
            'site_url' => ['Site URL', 'The public site, e.g. https://www.example.org (webhook and preview go there).', 'url'],
            'revalidate_secret' => ['Webhook secret', 'The site’s REVALIDATE_SECRET.', 'password'],
            'write_secret' => [__('Write secret', 'exchange-office-site'), __('The site’s CMS_WRITE_SECRET. Newsletter sign-ups, contact messages and view counts are accepted only with it.', 'exchange-office-site'), 'password'],
            'namespace' => ['REST namespace', 'The site’s CMS_NAMESPACE, {PRODUCT_SLUG}-react/v1.', 'text'],
            'founder_slug' => ['Founder page slug', 'The site’s FOUNDER_SLUG (search results link to it).', 'text'],
        ];
        foreach ($rows as $key => [$label, $help, $type]) {
            echo '<tr><th><label for="eos-s-' . $key . '">' . esc_html($label) . '</label></th><td>';
            if (EOS_Settings::constant_name($key) !== null) {
                self::secret_control($key, $s[$key] !== '');
            } else {
                echo '<input type="' . $type . '" class="regular-text" id="eos-s-' . $key . '" name="' . $key . '" value="' . esc_attr($s[$key]) . '" autocomplete="off">';
            }
            echo '<p class="description">' . esc_html($help) . '</p></td></tr>';
        }
        $switches = [
            'transliterate_slugs' => [__('Latin slugs', 'exchange-office-site'), __('Give new items a Latin slug made from a Ukrainian title by the national romanisation of 2010 (Київ: kyiv). Existing slugs never change.', 'exchange-office-site')],
            'xmlrpc' => [__('XML-RPC', 'exchange-office-site'), __('Keep WordPress’s XML-RPC interface (xmlrpc.php) on. Leave it off unless an app of the office needs it: it lets anyone try many passwords in one request.', 'exchange-office-site')],
        ];
        foreach ($switches as $key => [$label, $help]) {
            echo '<tr><th>' . esc_html($label) . '</th><td><label><input type="checkbox" name="' . esc_attr($key) . '" value="1"' . checked($s[$key], '1', false) . '> ' . esc_html($help) . '</label></td></tr>';
        }
        echo '</table>';
        submit_button();
        echo '</form><p>The site’s endpoints answer at <code>' . esc_html(rest_url($s['namespace'] . '/')) . '</code>.</p>';
        EOS_Modules_Section::render();
        echo '</div>';
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
        check_admin_referer('eos_save_settings');
        if (!current_user_can('manage_options')) {
            wp_die('Not allowed.', 403);
        }
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
        wp_safe_redirect(admin_url('options-general.php?page=eos-settings&saved=1'));
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
