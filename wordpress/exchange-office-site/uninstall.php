<?php
/**
 * Deleting the plugin (Plugins → Delete) removes, on every site of a network, what EOS_Footprint
 * names and nothing else: its options (settings, secrets, modules, Site texts, schema version,
 * keys), its transients (rate-limit counters, kept reads), the revalidation calls' and search
 * tables, its cron events and the capabilities it gave to roles. The newsletter subscribers and the
 * contact messages go too only when the setting "Also delete the newsletter subscribers and the
 * contact messages" is on. Posts, pages, programmes and the other items stay, with what the plugin
 * stored with them: they are the office's content.
 */
defined('WP_UNINSTALL_PLUGIN') || exit;

// WordPress runs this file without the (deactivated) plugin: the classes whose names the footprint uses.
foreach ([
    'settings', 'modules', 'languages', 'special-categories', 'texts', 'search-table', 'missing-table', 'newsletter-table',
    'deliveries', 'schema', 'webhook', 'preview-token', 'unsubscribe', 'recent-events', 'write-refusals', 'newsletter-mail-health', 'rest/kept-reads',
    'rest/writes', 'mail-settings', 'message-retention', 'newsletter-consent', 'newsletter-signup', 'admin/modules-section', 'admin/setup-notice', 'day-one/batches', 'day-one/day-one', 'day-one/search-build', 'content/embed-retry', 'footprint', 'lifecycle',
] as $eos_file) {
    require_once __DIR__ . "/includes/$eos_file.php";
}

EOS_Lifecycle::uninstall();
