<?php
defined('ABSPATH') || exit;

/**
 * The contract's SEO record of an item (`seo/{postId}`): the title, description and canonical
 * the office stored for it, from the plugin's own *In search engines* box first, then Yoast SEO's,
 * then Rank Math's fields, whether or not that plugin is still active; and whether the office
 * asked search engines not to index it (noindex()), which the lists carry too, for the sitemap.
 */
final class EOS_Seo_Record
{
    /** Where each SEO plugin keeps an item's values, and the syntax of its variables. */
    private const STORED = [
        ['syntax' => EOS_Seo_Variables::YOAST, 'title' => '_yoast_wpseo_title', 'description' => '_yoast_wpseo_metadesc', 'canonical' => '_yoast_wpseo_canonical'],
        ['syntax' => EOS_Seo_Variables::RANK_MATH, 'title' => 'rank_math_title', 'description' => 'rank_math_description', 'canonical' => 'rank_math_canonical_url'],
    ];

    /** Yoast SEO's item setting: 1 noindex, 2 index, else its post type's default. */
    private const YOAST_NOINDEX = '_yoast_wpseo_meta-robots-noindex';
    /** Rank Math's robots of an item: a list such as ['noindex', 'nofollow'], empty for its defaults. */
    private const RANK_MATH_ROBOTS = 'rank_math_robots';

    /**
     * Whether the office asked search engines not to index the item, in Yoast SEO or Rank Math,
     * whether or not that plugin is still active: the item's own setting first (Yoast's, then Rank
     * Math's), else what the plugin sets for the item's post type (Yoast's "Show in search
     * results" off, Rank Math's robots of the type or of the whole site).
     */
    public static function noindex(WP_Post $post): bool
    {
        $yoast = (string) get_post_meta($post->ID, self::YOAST_NOINDEX, true);
        if ($yoast === '1' || $yoast === '2') {
            return $yoast === '1';
        }
        $rank_math = get_post_meta($post->ID, self::RANK_MATH_ROBOTS, true);
        if (is_array($rank_math) && $rank_math) {
            return in_array('noindex', $rank_math, true);
        }
        $titles = get_option('wpseo_titles');
        if (is_array($titles) && array_key_exists("noindex-{$post->post_type}", $titles)) {
            return (bool) $titles["noindex-{$post->post_type}"];
        }
        $rank_math_titles = get_option('rank-math-options-titles');
        if (is_array($rank_math_titles)) {
            $robots = ($rank_math_titles["pt_{$post->post_type}_custom_robots"] ?? 'off') === 'on' ? ($rank_math_titles["pt_{$post->post_type}_robots"] ?? []) : ($rank_math_titles['robots_global'] ?? []);
            return is_array($robots) && in_array('noindex', $robots, true);
        }
        return false;
    }

    /** @return array{title: string, description: string, canonical: string, modified_time: string, noindex: bool}|null null: a non-public item, or nothing stored */
    public static function of(?WP_Post $post): ?array
    {
        if (!EOS_Visibility::is_public($post)) {
            return null;
        }
        $record = [
            'title' => self::first($post, 'title', EOS_Fields::text($post->ID, 'seo_title')),
            'description' => self::first($post, 'description', EOS_Fields::text($post->ID, 'seo_description')),
            'canonical' => '',
        ];
        foreach (self::STORED as $source) {
            $record['canonical'] = self::canonical((string) get_post_meta($post->ID, $source['canonical'], true));
            if ($record['canonical'] !== '') {
                break;
            }
        }
        $noindex = self::noindex($post);
        if (implode('', $record) === '' && !$noindex) {
            return null;
        }
        return $record + ['modified_time' => (string) get_post_modified_time('c', false, $post), 'noindex' => $noindex];
    }

    /** The first stored value of a field that is not empty once its variables are resolved. */
    private static function first(WP_Post $post, string $field, string $own): string
    {
        if (trim($own) !== '') {
            return trim($own);
        }
        foreach (self::STORED as $source) {
            $stored = (string) get_post_meta($post->ID, $source[$field], true);
            $value = trim($stored) === '' ? '' : EOS_Seo_Variables::resolve($stored, $post, $source['syntax'], $field === 'title');
            if ($value !== '') {
                return $value;
            }
        }
        return '';
    }

    /**
     * A stored canonical the site may use: an absolute address on the public site (the Site URL
     * setting). A canonical tells search engines which address to index instead of this one: one
     * on WordPress's own host (what Yoast wrote while WordPress was the front end) would send them
     * to an address that only redirects back, and one elsewhere would take the page out of results.
     */
    public static function canonical(string $url): string
    {
        $url = trim($url);
        $site = EOS_Settings::get('site_url');
        $at = wp_parse_url($url);
        $home = $site === '' ? false : wp_parse_url($site);
        if (!is_array($at) || !is_array($home) || !in_array(strtolower($at['scheme'] ?? ''), ['http', 'https'], true)) {
            return '';
        }
        $origin = static fn (array $p) => strtolower(($p['scheme'] ?? '') . '://' . ($p['host'] ?? '') . ':' . ($p['port'] ?? ''));
        $base = rtrim($home['path'] ?? '', '/');
        $on_site = $origin($at) === $origin($home) && ($base === '' || ($at['path'] ?? '') === $base || str_starts_with($at['path'] ?? '', "$base/"));
        return $on_site ? $url : '';
    }
}
