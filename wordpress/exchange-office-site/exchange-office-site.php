<?php
/**
 * Plugin Name:       Exchange Office Site
 * Description:       Publishes this WordPress’s content on the office’s public site, in Ukrainian and English: programmes, news, the library, the team and the page texts; the site is refreshed after each change, and its newsletter and contact form write here.
 * Version:           1.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           GPL-2.0-or-later
 * Text Domain:       exchange-office-site
 * Domain Path:       /languages
 * Update URI:        false
 */

defined('ABSPATH') || exit;

define('EOS_VERSION', '1.1.0');
define('EOS_FILE', __FILE__);
define('EOS_DIR', __DIR__);

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/modules.php';
require_once __DIR__ . '/includes/languages.php';
require_once __DIR__ . '/includes/special-categories.php';
require_once __DIR__ . '/includes/news-categories.php';
require_once __DIR__ . '/includes/visibility.php';
require_once __DIR__ . '/includes/transliteration.php';
require_once __DIR__ . '/includes/slugs.php';
require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/content-model.php';
require_once __DIR__ . '/includes/translations.php';
require_once __DIR__ . '/includes/content/video-embeds.php';
require_once __DIR__ . '/includes/content/context.php';
require_once __DIR__ . '/includes/content/leftover-shortcodes.php';
require_once __DIR__ . '/includes/content/pipeline.php';
require_once __DIR__ . '/includes/content/layout-styles.php';
require_once __DIR__ . '/includes/content/embed-retry.php';
require_once __DIR__ . '/includes/html.php';
require_once __DIR__ . '/includes/texts.php';
require_once __DIR__ . '/includes/text-labels.php';
require_once __DIR__ . '/includes/output.php';
require_once __DIR__ . '/includes/seo-variables.php';
require_once __DIR__ . '/includes/seo-record.php';
require_once __DIR__ . '/includes/old-slugs.php';
require_once __DIR__ . '/includes/search-stem.php';
require_once __DIR__ . '/includes/search-index.php';
require_once __DIR__ . '/includes/search-documents.php';
require_once __DIR__ . '/includes/search-table.php';
require_once __DIR__ . '/includes/search-fallback.php';
require_once __DIR__ . '/includes/day-one/batches.php';
require_once __DIR__ . '/includes/day-one/text-language.php';
require_once __DIR__ . '/includes/day-one/polylang-data.php';
require_once __DIR__ . '/includes/day-one/day-one.php';
require_once __DIR__ . '/includes/day-one/search-build.php';
require_once __DIR__ . '/includes/day-one/progress.php';
require_once __DIR__ . '/includes/missing-table.php';
require_once __DIR__ . '/includes/newsletter-table.php';
require_once __DIR__ . '/includes/deliveries.php';
require_once __DIR__ . '/includes/schema.php';
require_once __DIR__ . '/includes/webhook.php';
require_once __DIR__ . '/includes/delivery-words.php';
require_once __DIR__ . '/includes/revalidate.php';
require_once __DIR__ . '/includes/delivery-feedback.php';
require_once __DIR__ . '/includes/recent-events.php';
require_once __DIR__ . '/includes/write-refusals.php';
require_once __DIR__ . '/includes/site-health.php';
require_once __DIR__ . '/includes/preview-token.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/preview-version.php';
require_once __DIR__ . '/includes/old-addresses/site-targets.php';
require_once __DIR__ . '/includes/old-addresses/wp-addresses.php';
require_once __DIR__ . '/includes/old-addresses/address-resolver.php';
require_once __DIR__ . '/includes/old-addresses/old-address-map.php';
require_once __DIR__ . '/includes/content-links.php';
require_once __DIR__ . '/includes/front-end.php';
require_once __DIR__ . '/includes/site-links.php';
require_once __DIR__ . '/includes/menus-for-editors.php';
require_once __DIR__ . '/includes/messages.php';
require_once __DIR__ . '/includes/mail-settings.php';
require_once __DIR__ . '/includes/mail.php';
require_once __DIR__ . '/includes/mail-language.php';
require_once __DIR__ . '/includes/mail-site-health.php';
require_once __DIR__ . '/includes/contact-mail.php';
require_once __DIR__ . '/includes/daily-event.php';
require_once __DIR__ . '/includes/message-retention.php';
require_once __DIR__ . '/includes/newsletter-consent.php';
require_once __DIR__ . '/includes/newsletter-limits.php';
require_once __DIR__ . '/includes/newsletter-mail-health.php';
require_once __DIR__ . '/includes/newsletter-signup.php';
require_once __DIR__ . '/includes/newsletter-confirmation-mail.php';
require_once __DIR__ . '/includes/site-key.php';
require_once __DIR__ . '/includes/unsubscribe.php';
require_once __DIR__ . '/includes/privacy.php';
require_once __DIR__ . '/includes/rest/kept-reads.php';
require_once __DIR__ . '/includes/rest/list-page.php';
require_once __DIR__ . '/includes/rest/query-sql.php';
require_once __DIR__ . '/includes/rest/reads.php';
require_once __DIR__ . '/includes/rest/news-list.php';
require_once __DIR__ . '/includes/rest/library-list.php';
require_once __DIR__ . '/includes/rest/search.php';
require_once __DIR__ . '/includes/rest/writes.php';
require_once __DIR__ . '/includes/rest/routes.php';
require_once __DIR__ . '/includes/footprint.php';
require_once __DIR__ . '/includes/lifecycle.php';
require_once __DIR__ . '/includes/rest/posts-endpoint.php';
require_once __DIR__ . '/includes/rest/texts-endpoint.php';
if (is_admin()) {
    require_once __DIR__ . '/includes/admin/admin-screen.php';
    require_once __DIR__ . '/includes/admin/meta-boxes.php';
    require_once __DIR__ . '/includes/admin/settings-page.php';
    require_once __DIR__ . '/includes/admin/setup-notice.php';
    require_once __DIR__ . '/includes/admin/day-one-notice.php';
    require_once __DIR__ . '/includes/admin/modules-section.php';
    require_once __DIR__ . '/includes/admin/texts-page.php';
    require_once __DIR__ . '/includes/admin/webhook-page.php';
    require_once __DIR__ . '/includes/admin/term-fields.php';
    require_once __DIR__ . '/includes/admin/subscribers-page.php';
    require_once __DIR__ . '/includes/admin/translations-admin.php';
    require_once __DIR__ . '/includes/admin/messages-admin.php';
    require_once __DIR__ . '/includes/admin/mail-settings-section.php';
}

register_activation_hook(__FILE__, static function (bool $network_wide = false): void {
    EOS_Schema::activate($network_wide);
    if (EOS_Modules::on(EOS_Modules::CONTENT_MODEL)) {
        EOS_Content_Model::register();
    }
    flush_rewrite_rules();
});
register_deactivation_hook(__FILE__, [EOS_Lifecycle::class, 'deactivate']);

// Before anything registers its labels on `init`: languages/exchange-office-site-uk.mo for an admin in
// Ukrainian; again when WordPress switches the language within a request (e.g. a mail in a user's language).
$eos_textdomain = static fn () => load_plugin_textdomain('exchange-office-site', false, dirname(plugin_basename(__FILE__)) . '/languages');
add_action('init', $eos_textdomain, 0);
add_action('change_locale', $eos_textdomain);
EOS_Schema::boot();
// A deleted site of a network takes the plugin's tables with it.
EOS_Lifecycle::boot();
// Whether the site takes the webhook and whether its writes were refused, each while its module is on.
EOS_Site_Health::boot();
EOS_Privacy::boot();
// Mail: the sender's advice in Site Health; contact messages kept for the set months; pending
// newsletter sign-ups expire (each a daily WP-Cron event).
EOS_Mail_Site_Health::boot();
EOS_Newsletter_Mail_Health::boot();
EOS_Message_Retention::boot();
EOS_Newsletter_Signup::boot();
// Whatever the modules: WordPress's own front end, user list and XML-RPC stay closed, and new
// slugs follow the romanisation setting.
EOS_Front_End::boot();
EOS_Site_Links::boot();
EOS_Slugs::boot();
// WordPress keeps no old slugs of pages; the site redirects their old addresses too.
EOS_Old_Slugs::boot();
// An embed whose provider did not answer is looked up again later (WordPress keeps the failure for good).
EOS_Embed_Retry::boot();
// Editors change the site's menus through the plugin's own capability.
EOS_Menus_For_Editors::boot();
// The search table follows every save, so it is current whenever the routes module is on.
EOS_Search_Table::boot();
// Day one's languages and the search index are built in WP-Cron batches (scheduled by EOS_Schema).
EOS_Day_One::boot();
EOS_Search_Build::boot();
// Each module can be switched off for a WordPress whose own plugin already does its part
// (Settings → Exchange Office Site → Modules).
if (EOS_Modules::on(EOS_Modules::CONTENT_MODEL)) {
    EOS_Content_Model::boot();
    EOS_Texts_Endpoint::boot();
}
if (EOS_Modules::on(EOS_Modules::ROUTES)) {
    EOS_Content_Model::boot_messages();
    EOS_Routes::boot();
    EOS_Kept_Reads::boot();
    EOS_Unsubscribe::boot();
    EOS_Posts_Endpoint::boot();
}
if (EOS_Modules::on(EOS_Modules::REVALIDATION)) {
    EOS_Revalidate::boot();
    EOS_Delivery_Feedback::boot();
    EOS_Preview::boot();
}
if (is_admin()) {
    EOS_Settings_Page::boot();
    EOS_Setup_Notice::boot();
    EOS_Day_One_Notice::boot();
    EOS_Modules_Section::boot();
    EOS_Mail_Settings_Section::boot();
    EOS_Subscribers_Page::boot();
    EOS_Translations_Admin::boot();
    if (EOS_Modules::on(EOS_Modules::ROUTES)) {
        EOS_Messages_Admin::boot();
    }
    if (EOS_Modules::on(EOS_Modules::CONTENT_MODEL)) {
        EOS_Meta_Boxes::boot();
        EOS_Texts_Page::boot();
        EOS_Term_Fields::boot();
    }
    if (EOS_Modules::on(EOS_Modules::REVALIDATION)) {
        EOS_Webhook_Page::boot();
    }
}
