<?php
/**
 * The plugin's lifecycle on a WordPress of its own (made by `fresh-site.php install PREFIX`), one
 * step per process as on a real site, each printing JSON for LifecycleTest:
 *   activate PREFIX 0|1   activates the plugin; 1: with "also delete subscribers and messages" on
 *   use PREFIX            what the plugin writes in use (every option, transient, table, cron event
 *                         and capability it has), beside another plugin's `eos_`-like names; prints
 *                         the footprint
 *   deactivate PREFIX     WordPress's deactivate_plugins(); prints the footprint
 *   deactivated PREFIX    WordPress without the plugin: its own behaviour (user list, XML-RPC,
 *                         menus, rewrite rules)
 *   uninstall PREFIX      WordPress's uninstall_plugin(), the plugin not loaded; prints the footprint
 *   drop-site PREFIX      on a network (`fresh-site.php ms-install PREFIX`): activates the plugin for
 *                         the network, adds a site with a subscriber, deletes the site; prints the
 *                         site's tables before and after
 *   network-first PREFIX  on a network with a site already there: activates the plugin for the
 *                         network, that site then loads, a site is added; prints which category
 *                         plays each part on every site
 *   per-site PREFIX       on a network: two sites, the plugin activated on each alone; prints their ids
 *   delete-site PREFIX ID the network admin deletes a site (the plugin active on neither the main
 *                         site nor the network: not loaded); prints its tables after
 *   sweep PREFIX ID       the daily event of another site where the plugin is active; prints the
 *                         tables of the deleted site and of that site after it
 */
[$script, $command, $prefix] = array_pad($argv, 3, '');
require dirname(__DIR__, 2) . '/server/bootstrap-cli.php';
require __DIR__ . '/network-constants.php';
putenv("EOS_TABLE_PREFIX=$prefix");
/** The path of the site the per-site steps keep (the `sweep` step loads WordPress as that site). */
const EOS_TEST_STAYING = '/staying/';

const EOS_TEST_PLUGIN = 'exchange-office-site/exchange-office-site.php';
/** Another plugin's names that merely begin like the plugin's: each must survive. */
const EOS_TEST_OTHERS = [
    'options' => ['eos_other_plugin_setting', 'eos_textile'],
    'transients' => ['eos_news_ticker', 'eos_rl_settings'],
    'cron' => 'eos_other_plugin_event',
    'table' => 'eos_other_plugin_log',
    'cap' => 'eos_other_plugin_cap',
];

if (in_array($command, ['drop-site', 'network-first', 'per-site', 'delete-site', 'sweep'], true)) {
    eos_test_network_constants();
}
if ($command === 'sweep') {
    $_SERVER['REQUEST_URI'] = EOS_TEST_STAYING;
}
require EOS_WP_CORE . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

/** What of the plugin (and of the other plugin) this site holds. */
function eos_test_footprint(): array
{
    global $wpdb;
    $caps = [];
    foreach (wp_roles()->role_objects as $name => $role) {
        foreach (array_keys(array_filter($role->capabilities)) as $cap) {
            if (str_starts_with($cap, 'eos_')) {
                $caps[] = "$name:$cap";
            }
        }
    }
    $cron = [];
    foreach (_get_cron_array() ?: [] as $events) {
        foreach (array_keys($events) as $hook) {
            if (str_starts_with($hook, 'eos_')) {
                $cron[] = $hook;
            }
        }
    }
    sort($cron);
    sort($caps);
    return [
        'options' => $wpdb->get_col($wpdb->prepare("SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s ORDER BY option_name", 'eos\_%')),
        'transients' => $wpdb->get_col($wpdb->prepare("SELECT option_name FROM $wpdb->options WHERE option_name LIKE %s ORDER BY option_name", '%transient%eos\_%')),
        'tables' => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->prefix . 'eos_') . '%')),
        'cron' => array_values(array_unique($cron)),
        'caps' => $caps,
        'rewrite_rules' => get_option('rewrite_rules'),
    ];
}

/** A REST call inside WordPress as nobody in particular; its status. */
function eos_test_rest(string $method, string $route, array $body = [], array $headers = []): int
{
    $request = new WP_REST_Request($method, $route);
    $request->set_header('Content-Type', 'application/json');
    $request->set_body((string) wp_json_encode($body));
    foreach ($headers as $name => $value) {
        $request->set_header($name, $value);
    }
    return rest_do_request($request)->get_status();
}

if ($command === 'activate') {
    $activated = activate_plugin(EOS_TEST_PLUGIN);
    update_option('eos_delete_data_on_uninstall', ($argv[3] ?? '0') === '1' ? '1' : '0');
    echo wp_json_encode(['activated' => $activated === null]);
    exit;
}

if ($command === 'use') {
    global $wpdb;
    // Settings, modules and every record of the Site texts in both languages, as the admin saves them.
    EOS_Settings::update(['site_url' => 'https://site.example', 'revalidate_secret' => 'secret-to-remove', 'write_secret' => 'wr1te']);
    EOS_Modules::update(['post_types' => ['post' => 'news']]);
    EOS_Special_Categories::update([]);
    foreach (array_keys(EOS_Texts::sections()) as $record) {
        foreach (EOS_Languages::LANGS as $lang) {
            EOS_Texts::save($record, $lang, ['title' => "$record $lang"]);
        }
    }
    // The site's writes: a sign-up (rate-limit counters), a message, one refused for a wrong secret.
    $secret = ['X-Write-Secret' => 'wr1te', 'X-Client-Address' => '203.0.113.7'];
    $ns = '/' . EOS_Settings::get('namespace');
    $statuses = [
        eos_test_rest('POST', "$ns/newsletter-subscribe", ['email' => 'reader@example.org', 'lang' => 'uk'], $secret),
        eos_test_rest('POST', "$ns/contact", ['name' => 'Reader', 'email' => 'reader@example.org', 'subject' => 'Hello', 'message' => 'Text', 'lang' => 'uk'], $secret),
        eos_test_rest('POST', "$ns/newsletter-subscribe", ['email' => 'x@example.org'], ['X-Write-Secret' => 'wrong']),
    ];
    // Reads and keys: a kept read, a preview token, an unsubscribe link, the webhook's queue and key.
    $news = wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Content stays']);
    EOS_Kept_Reads::get('news', ['lifecycle'], static fn () => ['kept']);
    EOS_Preview_Token::mint((int) $news, 1);
    EOS_Unsubscribe::token('reader@example.org');
    EOS_Deliveries::add(['type' => 'all'], '', time());
    EOS_Webhook::schedule(time() + 60);
    EOS_Webhook::drain_key();
    set_transient('eos_search_table_building', 1, 60);
    // A sub-category of each hierarchical taxonomy of the plugin: WordPress caches their tree in
    // `{taxonomy}_children` options (_get_term_hierarchy).
    foreach (['eos_library_category', 'eos_program_group'] as $taxonomy) {
        $parent = wp_insert_term("Parent $taxonomy", $taxonomy);
        wp_insert_term("Child $taxonomy", $taxonomy, ['parent' => (int) $parent['term_id']]);
        _get_term_hierarchy($taxonomy);
    }
    // What an older version left (EOS_Schema migrates it away on upgrade).
    update_option('eos_webhook_queue', []);
    update_option('eos_webhook_log', []);
    // A role of the office's own that was given the plugin's capability (a role editor plugin).
    add_role('office_manager', 'Office manager', ['read' => true]);
    get_role('office_manager')->add_cap(EOS_Schema::MENUS_CAP);

    // Another plugin whose names begin like the plugin's.
    foreach (EOS_TEST_OTHERS['options'] as $option) {
        update_option($option, 'theirs');
    }
    foreach (EOS_TEST_OTHERS['transients'] as $transient) {
        set_transient($transient, 'theirs', HOUR_IN_SECONDS);
    }
    wp_schedule_event(time() + HOUR_IN_SECONDS, 'daily', EOS_TEST_OTHERS['cron']);
    $wpdb->query('CREATE TABLE ' . $wpdb->prefix . EOS_TEST_OTHERS['table'] . ' (id int)');
    get_role('editor')->add_cap(EOS_TEST_OTHERS['cap']);
    echo wp_json_encode(['writes' => $statuses, 'content' => $news] + eos_test_footprint());
    exit;
}

if ($command === 'deactivate') {
    deactivate_plugins(EOS_TEST_PLUGIN);
    echo wp_json_encode(['active' => is_plugin_active(EOS_TEST_PLUGIN)] + eos_test_footprint());
    exit;
}

if ($command === 'deactivated') {
    global $wp_rewrite;
    wp_set_current_user(0);
    $editor = get_users(['role' => 'editor', 'number' => 1, 'fields' => 'ID'])[0] ?? wp_insert_user(['user_login' => 'editor', 'user_pass' => wp_generate_password(), 'role' => 'editor']);
    $routes = array_keys(rest_get_server()->get_routes());
    echo wp_json_encode([
        'plugin_loaded' => class_exists('EOS_Front_End', false),
        'users_status' => eos_test_rest('GET', '/wp/v2/users'),
        'xmlrpc_enabled' => apply_filters('xmlrpc_enabled', true),
        'editor_edits_theme_options' => user_can((int) $editor, 'edit_theme_options'),
        'plugin_routes' => array_values(array_filter($routes, static fn ($r) => str_contains($r, 'react/v1') || str_contains($r, 'eos-'))),
        'rewrite_rules_with_eos' => array_values(array_filter(array_merge(array_keys($wp_rewrite->wp_rewrite_rules() ?: []), array_values($wp_rewrite->wp_rewrite_rules() ?: [])), static fn ($r) => str_contains($r, 'eos_'))),
    ]);
    exit;
}

if ($command === 'uninstall') {
    $loaded_before = class_exists('EOS_Lifecycle', false);
    $deleted = uninstall_plugin(EOS_TEST_PLUGIN);
    wp_cache_flush();
    global $wpdb;
    $others = [];
    foreach (EOS_TEST_OTHERS['options'] as $option) {
        $others[$option] = get_option($option);
    }
    foreach (EOS_TEST_OTHERS['transients'] as $transient) {
        $others[$transient] = get_transient($transient);
    }
    $others['cron'] = wp_next_scheduled(EOS_TEST_OTHERS['cron']) !== false;
    $others['table'] = $wpdb->get_var($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->prefix . EOS_TEST_OTHERS['table'])) !== null;
    $others['cap'] = get_role('editor')->has_cap(EOS_TEST_OTHERS['cap']);
    $message_ids = $wpdb->get_col($wpdb->prepare("SELECT ID FROM $wpdb->posts WHERE post_type = %s", 'eos_message'));
    echo wp_json_encode([
        'plugin_loaded_before' => $loaded_before,
        'deleted' => $deleted,
        'messages' => count($message_ids),
        'content' => (int) $wpdb->get_var($wpdb->prepare("SELECT COUNT(*) FROM $wpdb->posts WHERE post_title = %s", 'Content stays')),
        'others' => $others,
    ] + eos_test_footprint());
    exit;
}

if ($command === 'drop-site') {
    global $wpdb;
    $activated = activate_plugin(EOS_TEST_PLUGIN, '', true);
    $site_id = wp_insert_site(['domain' => $_SERVER['HTTP_HOST'], 'path' => '/leaving/', 'title' => 'Leaving']);
    $site_id = is_wp_error($site_id) ? 0 : (int) $site_id;
    $site_tables = static fn () => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->get_blog_prefix($site_id) . 'eos_') . '%'));
    switch_to_blog($site_id);
    $stored = EOS_Newsletter_Table::add('reader@example.org', 'uk');
    restore_current_blog();
    $before = $site_tables();
    $deleted = wp_delete_site($site_id);
    echo wp_json_encode([
        'network_active' => $activated === null,
        'site' => $site_id,
        'subscriber_stored' => $stored,
        'before' => $before,
        'deleted' => !is_wp_error($deleted),
        'after' => $site_tables(),
        'main_site_tables' => $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->get_blog_prefix(1) . 'eos_') . '%')),
    ]);
    exit;
}

/** The plugin's tables of a site of the network. @return list<string> */
function eos_test_site_tables(int $site_id): array
{
    global $wpdb;
    return $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->get_blog_prefix($site_id) . 'eos_') . '%'));
}

if ($command === 'network-first') {
    $existing = (int) wp_insert_site(['domain' => $_SERVER['HTTP_HOST'], 'path' => '/existing/', 'title' => 'Existing']);
    // The office's own category whose id happens to be the FAQ's (260) on the site that was there.
    switch_to_blog($existing);
    global $wpdb;
    $wpdb->insert($wpdb->terms, ['term_id' => 260, 'name' => 'Події', 'slug' => 'podii', 'term_group' => 0]);
    $wpdb->insert($wpdb->term_taxonomy, ['term_id' => 260, 'taxonomy' => 'category', 'description' => '', 'parent' => 0, 'count' => 0]);
    restore_current_blog();
    activate_plugin(EOS_TEST_PLUGIN, '', true);
    // Its first load after the network activation (plugins_loaded).
    switch_to_blog($existing);
    EOS_Schema::maybe_upgrade();
    restore_current_blog();
    $added = (int) wp_insert_site(['domain' => $_SERVER['HTTP_HOST'], 'path' => '/added/', 'title' => 'Added']);
    $chosen = [];
    foreach (['main' => 1, 'existing' => $existing, 'added' => $added] as $name => $id) {
        switch_to_blog($id);
        $chosen[$name] = ['faq' => EOS_Special_Categories::chosen()['faq'], 'reads_260_as' => EOS_Special_Categories::to_contract([260])];
        restore_current_blog();
    }
    echo wp_json_encode(['chosen' => $chosen]);
    exit;
}

if ($command === 'per-site') {
    $ids = [];
    foreach (['leaving' => '/leaving/', 'staying' => EOS_TEST_STAYING] as $name => $path) {
        $ids[$name] = (int) wp_insert_site(['domain' => $_SERVER['HTTP_HOST'], 'path' => $path, 'title' => ucfirst($name)]);
        // WordPress 6.1 stores the host without its port's colon: the `sweep` step loads this site by its address.
        $GLOBALS['wpdb']->update($GLOBALS['wpdb']->blogs, ['domain' => $_SERVER['HTTP_HOST']], ['blog_id' => $ids[$name]]);
        clean_blog_cache($ids[$name]);
        switch_to_blog($ids[$name]);
        $activated = activate_plugin(EOS_TEST_PLUGIN);
        EOS_Newsletter_Table::add("reader-$name@example.org", 'uk');
        restore_current_blog();
        $ids["{$name}_activated"] = $activated === null;
    }
    echo wp_json_encode($ids + ['main_active' => is_plugin_active(EOS_TEST_PLUGIN), 'leaving_tables' => eos_test_site_tables($ids['leaving'])]);
    exit;
}

if ($command === 'delete-site') {
    $site_id = (int) ($argv[3] ?? 0);
    $loaded = class_exists('EOS_Lifecycle', false);
    $deleted = wp_delete_site($site_id);
    echo wp_json_encode(['plugin_loaded' => $loaded, 'deleted' => !is_wp_error($deleted), 'tables' => eos_test_site_tables($site_id)]);
    exit;
}

if ($command === 'sweep') {
    $deleted_site = (int) ($argv[3] ?? 0);
    $here = get_current_blog_id();
    do_action(EOS_Lifecycle::SWEEP_HOOK);
    echo wp_json_encode(['site' => $here, 'plugin_loaded' => class_exists('EOS_Lifecycle', false), 'deleted_site_tables' => eos_test_site_tables($deleted_site), 'own_tables' => eos_test_site_tables($here)]);
    exit;
}

fwrite(STDERR, "usage: lifecycle-site.php activate|use|deactivate|deactivated|uninstall|drop-site|network-first|per-site|delete-site|sweep PREFIX …\n");
exit(2);
