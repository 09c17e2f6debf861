<?php
defined('ABSPATH') || exit;

/**
 * The variables of the titles and descriptions that Yoast SEO (`%%title%%`) and Rank Math
 * (`%title%`, `%customfield(name)%`) store, resolved for one item without either plugin: the
 * common ones get their value, any other is dropped, so no raw variable ever reaches a visitor.
 */
final class EOS_Seo_Variables
{
    public const YOAST = '/%%([a-z0-9_]+)%%/i';
    public const RANK_MATH = '/%([a-z][a-z0-9_]*)(?:\(([^)%]*)\))?%/i';

    /** Yoast keeps the separator as a name (option wpseo_titles, key separator). */
    private const YOAST_SEPARATORS = [
        'sc-dash' => '-', 'sc-ndash' => '–', 'sc-mdash' => '—', 'sc-colon' => ':', 'sc-middot' => '·',
        'sc-bull' => '•', 'sc-star' => '*', 'sc-smstar' => '⋆', 'sc-pipe' => '|', 'sc-tilde' => '~',
        'sc-laquo' => '«', 'sc-raquo' => '»', 'sc-lt' => '<', 'sc-gt' => '>',
    ];

    /**
     * A stored template with its variables resolved. In a title the site's name is left out: the
     * site appends its own (`{title} | {site name}`), and WordPress's name would double it.
     * @param string $syntax EOS_Seo_Variables::YOAST or ::RANK_MATH
     */
    public static function resolve(string $template, WP_Post $post, string $syntax, bool $in_title): string
    {
        $sep = self::separator($syntax);
        $text = (string) preg_replace_callback($syntax, static fn (array $m) => self::value(strtolower($m[1]), $post, $sep, $in_title), $template);
        return self::tidy($text, $sep);
    }

    /** The separator the office chose in that plugin's settings (kept after it is deactivated), else a dash. */
    public static function separator(string $syntax): string
    {
        if ($syntax === self::YOAST) {
            $name = (string) (get_option('wpseo_titles')['separator'] ?? 'sc-dash');
            return self::YOAST_SEPARATORS[$name] ?? '-';
        }
        $sep = trim((string) (get_option('rank-math-options-titles')['title_separator'] ?? ''));
        return $sep !== '' ? $sep : '-';
    }

    private static function value(string $name, WP_Post $post, string $sep, bool $in_title): string
    {
        $date_format = (string) get_option('date_format');
        return match ($name) {
            'title', 'seo_title' => $post->post_title,
            'sitename' => $in_title ? '' : (string) get_bloginfo('name'),
            'sitedesc' => (string) get_bloginfo('description'),
            'sep' => $sep,
            'excerpt' => $post->post_excerpt !== '' ? $post->post_excerpt : wp_html_excerpt(strip_shortcodes($post->post_content), 155),
            'excerpt_only' => $post->post_excerpt,
            'category', 'primary_category', 'term_title' => self::category($post),
            'currentyear' => wp_date('Y'),
            'currentmonth' => wp_date('F'),
            'currentday' => wp_date('j'),
            'currentdate' => wp_date($date_format),
            'date', 'publish_date' => mysql2date($date_format, $post->post_date),
            'modified' => mysql2date($date_format, $post->post_modified),
            'id' => (string) $post->ID,
            'parent_title' => $post->post_parent > 0 ? get_the_title($post->post_parent) : '',
            'pt_single' => (string) (get_post_type_object($post->post_type)?->labels->singular_name ?? ''),
            'pt_plural' => (string) (get_post_type_object($post->post_type)?->labels->name ?? ''),
            // An item's own page is its first and only page: Yoast prints nothing there either.
            default => '',
        };
    }

    /** The primary category either plugin recorded, else the item's first category. */
    private static function category(WP_Post $post): string
    {
        foreach (['_yoast_wpseo_primary_category', 'rank_math_primary_category'] as $key) {
            $term = get_term((int) get_post_meta($post->ID, $key, true), 'category');
            if ($term instanceof WP_Term) {
                return $term->name;
            }
        }
        $terms = get_the_terms($post, 'category');
        return is_array($terms) && $terms ? $terms[0]->name : '';
    }

    /** One space between words; no separator doubled or left at either end by a dropped variable. */
    private static function tidy(string $text, string $sep): string
    {
        $text = trim((string) preg_replace('/\s+/u', ' ', $text));
        $quoted = preg_quote($sep, '/');
        $text = (string) preg_replace("/(?:$quoted\s*){2,}/u", "$sep ", $text);
        return trim((string) preg_replace("/^(?:$quoted\s*)+|(?:\s*$quoted)+$/u", '', $text));
    }
}
