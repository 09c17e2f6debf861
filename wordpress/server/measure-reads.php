<?php
/**
 * How long each anonymous read of the contract takes, and how much memory, inside the local
 * WordPress (scripts/wordpress.sh), in one PHP process: every GET path the site makes, as an
 * anonymous visitor's request would, each run RUNS times (the slowest run and the peak memory kept).
 *
 *   php wordpress/server/measure-reads.php [--during-day-one] [--runs=3]
 *
 * --during-day-one puts the WordPress where an office's is while day one runs: the languages' job
 * and the search build scheduled from the start and not run, so search has no complete table.
 * Prints a table, slowest first, and a JSON line with the slowest read, the peak memory and the
 * 40-word search. WP_PORT (or EOS_WP_CONFIG) names the WordPress, as for install.php. The same
 * script measures any version of the plugin: it asks only the REST routes.
 */
if (PHP_SAPI !== 'cli') {
    exit(1);
}
$options = getopt('', ['during-day-one', 'runs:']);
$runs = max(1, (int) ($options['runs'] ?? 3));
require __DIR__ . '/bootstrap-cli.php';
require EOS_WP_CORE . '/wp-load.php';
global $wpdb;

if (isset($options['during-day-one'])) {
    // What activation does on an office's WordPress: both jobs scheduled, nothing run yet.
    delete_option('eos_search_table_version');
    update_option('eos_day_one_state', ['phase' => 'posts', 'cursor' => 0, 'scheduled_at' => time(), 'finished_at' => 0, 'posts_total' => null, 'posts_seen' => 0, 'posts_given' => 0, 'pairs' => 0, 'terms_total' => null, 'terms_seen' => 0, 'terms_given' => 0], false);
    update_option('eos_search_build_state', ['phase' => 'clear', 'cursor' => 0, 'total' => null, 'seen' => 0, 'scheduled_at' => time(), 'finished_at' => 0], false);
}

$ns = (string) (get_option('eos_settings')['namespace'] ?? 'fulbright-react/v1');
$one = static fn (string $sql) => (string) $wpdb->get_var($sql);
$lang_of = "(SELECT meta_value FROM $wpdb->postmeta m WHERE m.post_id = p.ID AND m.meta_key = '_eos_lang' LIMIT 1)";
$article = $one("SELECT p.post_name FROM $wpdb->posts p WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = '' AND $lang_of = 'uk' ORDER BY p.post_date ASC LIMIT 1");
$article_id = $one("SELECT p.ID FROM $wpdb->posts p WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_name = '" . esc_sql($article) . "'");
$program = $one("SELECT p.post_name FROM $wpdb->posts p WHERE p.post_type = 'eos_program' AND p.post_status = 'publish' AND p.post_password = '' AND $lang_of = 'uk' ORDER BY p.ID DESC LIMIT 1");
$page = $one("SELECT p.post_name FROM $wpdb->posts p WHERE p.post_type = 'page' AND p.post_status = 'publish' AND p.post_password = '' AND $lang_of = 'uk' ORDER BY p.ID LIMIT 1");
// Forty words within the 100 characters a query may have.
$forty = 'програма ' . implode(' ', array_slice(array_merge(mb_str_split('бвгґджзклмнпрстфхцчшщ'), str_split('bcdfghjklmnpqrstvwxz')), 0, 39));

$reads = [
    'news (a page of cards)' => ["$ns/news", ['page' => 1, 'per_page' => 6, 'fields' => 'id,title,slug,date,image,excerpt,categories']],
    'news (the first 100, full)' => ["$ns/news", []],
    'news (the last page)' => ["$ns/news", ['page' => 25, 'per_page' => 100, 'fields' => 'slug,date,modified,alternate_slug']],
    'news (a text search)' => ["$ns/news", ['page' => 1, 'per_page' => 6, 'search' => 'випускники', 'fields' => 'id,title,slug']],
    'news/{slug}' => ["$ns/news/$article", []],
    'news-categories' => ["$ns/news-categories", []],
    'page/news' => ["$ns/page/news", []],
    'programs' => ["$ns/programs", []],
    'program-by-slug/{slug}' => ["$ns/program-by-slug/$program", []],
    'search, one word' => ["$ns/search", ['query' => 'програма']],
    'search, three words' => ["$ns/search", ['query' => 'випускники програми Фулбрайта']],
    'search, 40 words' => ["$ns/search", ['query' => $forty]],
    'library' => ["$ns/library", ['page' => 1, 'per_page' => 12]],
    'page/library' => ["$ns/page/library", []],
    'team' => ["$ns/team", []],
    'page/contacts' => ["$ns/page/contacts", []],
    'page/faq' => ["$ns/page/faq", []],
    'dynamic-content (list)' => ["$ns/dynamic-content", []],
    'dynamic-content/{slug}' => ["$ns/dynamic-content/$page", []],
    'header-data' => ["$ns/header-data", []],
    'footer-data' => ["$ns/footer-data", []],
    'menu/primary' => ["$ns/menu/primary", []],
    'hero-slides' => ["$ns/hero-slides", []],
    'testimonials' => ["$ns/testimonials", ['limit' => 3]],
    'timeline-events' => ["$ns/timeline-events", []],
    'photo-gallery' => ["$ns/photo-gallery", []],
    'program-curators' => ["$ns/program-curators", []],
    'authors' => ["$ns/authors", []],
    'seo/{id}' => ["$ns/seo/$article_id", []],
    'wp/v2/posts?slug' => ['wp/v2/posts', ['slug' => $article]],
];

wp_set_current_user(0);
$results = [];
foreach ($reads as $name => [$route, $query]) {
    $slowest = 0.0;
    $memory = 0;
    $status = 0;
    for ($run = 0; $run < $runs; $run++) {
        // Nothing kept from before (EOS_Kept_Reads' generation): each run computes its answer.
        update_option('eos_search_generation', uniqid('', true), true);
        wp_cache_flush();
        $request = new WP_REST_Request('GET', "/$route");
        $request->set_query_params($query + ['lang' => 'uk']);
        if (str_starts_with($route, 'wp/v2/')) {
            $request->set_header('X-Site-Request', '1');
        }
        $base = memory_get_usage();
        memory_reset_peak_usage();
        $started = hrtime(true);
        $response = rest_do_request($request);
        $seconds = (hrtime(true) - $started) / 1e9;
        $memory = max($memory, memory_get_peak_usage() - $base);
        $slowest = max($slowest, $seconds);
        $status = $response->get_status();
        $GLOBALS['post'] = null;
        unset($response);
    }
    $results[$name] = ['ms' => round($slowest * 1000, 1), 'mb' => round($memory / 1048576, 2), 'status' => $status];
}
uasort($results, static fn (array $a, array $b) => $b['ms'] <=> $a['ms']);
printf("%-32s %9s %9s %s\n", 'read (uk)', 'ms', 'MB', 'status');
foreach ($results as $name => $r) {
    printf("%-32s %9.1f %9.2f %d\n", $name, $r['ms'], $r['mb'], $r['status']);
}
$slowest = array_key_first($results);
$peak = array_reduce(array_keys($results), static fn (?string $max, string $name) => $max === null || $results[$name]['mb'] > $results[$max]['mb'] ? $name : $max);
echo wp_json_encode([
    'plugin_version' => defined('EOS_VERSION') ? EOS_VERSION : '',
    'during_day_one' => isset($options['during-day-one']),
    'search_table_ready' => get_option('eos_search_table_version') !== false,
    'posts' => (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->posts WHERE post_status = 'publish'"),
    'slowest' => ['read' => $slowest] + $results[$slowest],
    'most_memory' => ['read' => $peak] + $results[$peak],
    'search_40_words' => $results['search, 40 words'],
], JSON_UNESCAPED_UNICODE) . "\n";
