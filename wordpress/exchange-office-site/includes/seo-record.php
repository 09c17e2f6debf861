<?php
defined('ABSPATH') || exit;

/**
 * The contract's SEO record of an item (`seo/{postId}`): the title, description and canonical
 * the office stored for it, from the plugin's own *In search engines* box first, then Yoast SEO's,
 * then Rank Math's fields, whether or not that plugin is still active.
 */
final class EOS_Seo_Record
{
    /** Where each SEO plugin keeps an item's values, and the syntax of its variables. */
    private const STORED = [
        ['syntax' => EOS_Seo_Variables::YOAST, 'title' => '_yoast_wpseo_title', 'description' => '_yoast_wpseo_metadesc', 'canonical' => '_yoast_wpseo_canonical'],
        ['syntax' => EOS_Seo_Variables::RANK_MATH, 'title' => 'rank_math_title', 'description' => 'rank_math_description', 'canonical' => 'rank_math_canonical_url'],
    ];

    /** @return array{title: string, description: string, canonical: string, modified_time: string}|null null: a non-public item, or nothing stored */
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
        if (implode('', $record) === '') {
            return null;
        }
        return $record + ['modified_time' => (string) get_post_modified_time('c', false, $post)];
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
