<?php
/**
 * Plugin Name:       Exchange Office Site
 * Description:       Serves the public site's CMS contract (docs/cms-contract.md) from this WordPress: content types, page texts, menus per language, newsletter and contact writes, view counts, the revalidation webhook and the draft preview.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           GPL-2.0-or-later
 * Text Domain:       exchange-office-site
 */

defined('ABSPATH') || exit;

define('EOS_VERSION', '1.0.0');
define('EOS_FILE', __FILE__);
define('EOS_DIR', __DIR__);

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/languages.php';
require_once __DIR__ . '/includes/visibility.php';
require_once __DIR__ . '/includes/transliteration.php';
require_once __DIR__ . '/includes/slugs.php';
require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/content-model.php';
require_once __DIR__ . '/includes/html.php';
require_once __DIR__ . '/includes/texts.php';
require_once __DIR__ . '/includes/output.php';
require_once __DIR__ . '/includes/search-index.php';
require_once __DIR__ . '/includes/newsletter-table.php';
require_once __DIR__ . '/includes/webhook.php';
require_once __DIR__ . '/includes/revalidate.php';
require_once __DIR__ . '/includes/preview-token.php';
require_once __DIR__ . '/includes/preview.php';
require_once __DIR__ . '/includes/front-end.php';
require_once __DIR__ . '/includes/messages.php';
require_once __DIR__ . '/includes/rest/reads.php';
require_once __DIR__ . '/includes/rest/search.php';
require_once __DIR__ . '/includes/rest/writes.php';
require_once __DIR__ . '/includes/rest/routes.php';
require_once __DIR__ . '/includes/rest/posts-endpoint.php';
require_once __DIR__ . '/includes/rest/texts-endpoint.php';
if (is_admin()) {
    require_once __DIR__ . '/includes/admin/meta-boxes.php';
    require_once __DIR__ . '/includes/admin/settings-page.php';
    require_once __DIR__ . '/includes/admin/texts-page.php';
    require_once __DIR__ . '/includes/admin/webhook-page.php';
    require_once __DIR__ . '/includes/admin/term-fields.php';
}

register_activation_hook(__FILE__, static function (): void {
    EOS_Content_Model::register();
    EOS_Newsletter_Table::install();
    flush_rewrite_rules();
});

EOS_Content_Model::boot();
EOS_Slugs::boot();
EOS_Search::boot();
EOS_Front_End::boot();
EOS_Revalidate::boot();
EOS_Preview::boot();
EOS_Routes::boot();
EOS_Posts_Endpoint::boot();
EOS_Texts_Endpoint::boot();
if (is_admin()) {
    EOS_Meta_Boxes::boot();
    EOS_Settings_Page::boot();
    EOS_Texts_Page::boot();
    EOS_Webhook_Page::boot();
    EOS_Term_Fields::boot();
}
