<?php
defined('ABSPATH') || exit;

/**
 * Links inside content that lead to an address WordPress gave an item (`/?p=12`, `?page_id=`, the
 * permalink in the office's structure, an old slug, a category archive, a feed), on WordPress's
 * host or the site's (http or https, with or without www) or relative, are made the item's
 * address on the site, in the item's language, root-relative (`/uk/news/%D0%BA…`): the site's
 * sanitiser opens those in the same tab, as links within the site. The same look-up as the
 * old-address map (EOS_Address_Resolver, EOS_Site_Targets). A link to an attachment's page leads
 * to its file. Every other link is left as written.
 *
 * The HTML is parsed with WordPress's HTML API (WP_HTML_Tag_Processor, 6.2+); on 6.1 each tag
 * WordPress's own tokenizer finds (wp_html_split) has its attributes read by wp_kses_attr_parse,
 * and only the `href` attribute of an `<a>` is rewritten.
 */
final class EOS_Content_Links
{
    public static function rewrite(string $html): string
    {
        if ($html === '' || stripos($html, '<a') === false) {
            return $html;
        }
        return class_exists('WP_HTML_Tag_Processor') ? self::with_tag_processor($html) : self::with_kses_parser($html);
    }

    /** The site's address for a link's target, or null to leave the link as it is. */
    public static function site_href(string $href): ?string
    {
        $href = trim($href);
        if ($href === '' || $href[0] === '#') {
            return null;
        }
        $parts = wp_parse_url($href);
        if (!is_array($parts)) {
            return null;
        }
        if (isset($parts['scheme']) && !in_array(strtolower($parts['scheme']), ['http', 'https'], true)) {
            return null;
        }
        if (isset($parts['host']) ? !self::is_own_host($parts['host']) : !preg_match('#^[/?]#', $href) || str_starts_with($href, '//')) {
            return null;
        }
        $address = ($parts['path'] ?? '/') . (isset($parts['query']) ? '?' . $parts['query'] : '');
        $target = EOS_Address_Resolver::target($address === '' ? '/' : $address);
        if ($target === null) {
            return null;
        }
        return EOS_Site_Targets::href($target) . (isset($parts['fragment']) ? '#' . $parts['fragment'] : '');
    }

    /** WordPress's host (its home and its admin) or the site's, with or without www. */
    private static function is_own_host(string $host): bool
    {
        $bare = static fn (string $h) => preg_replace('/^www\./', '', strtolower($h)) ?? '';
        $own = [];
        foreach ([home_url('/'), site_url('/'), EOS_Settings::get('site_url')] as $url) {
            $own_host = wp_parse_url($url, PHP_URL_HOST);
            if (is_string($own_host) && $own_host !== '') {
                $own[] = $bare($own_host);
            }
        }
        return in_array($bare($host), $own, true);
    }

    private static function with_tag_processor(string $html): string
    {
        $tags = new WP_HTML_Tag_Processor($html);
        while ($tags->next_tag('a')) {
            $href = $tags->get_attribute('href');
            $site = is_string($href) ? self::site_href($href) : null;
            if ($site !== null) {
                $tags->set_attribute('href', $site);
            }
        }
        return $tags->get_updated_html();
    }

    /** WordPress 6.1: the same, with the tokenizer and attribute parser its kses uses. */
    private static function with_kses_parser(string $html): string
    {
        $tokens = wp_html_split($html);
        foreach ($tokens as $i => $token) {
            if (!preg_match('/^<a[\s>]/i', $token)) {
                continue;
            }
            $attributes = wp_kses_attr_parse($token);
            if (!is_array($attributes)) {
                continue;
            }
            $changed = false;
            foreach ($attributes as $j => $attribute) {
                // One attribute as written: href, its value quoted either way or bare, then spaces.
                if ($j === 0 || !preg_match('/^href\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))(\s*)$/i', $attribute, $m)) {
                    continue;
                }
                $value = html_entity_decode($m[1] !== '' ? $m[1] : ($m[2] !== '' ? $m[2] : ($m[3] ?? '')), ENT_QUOTES | ENT_HTML5, 'UTF-8');
                $site = self::site_href($value);
                if ($site !== null) {
                    $attributes[$j] = 'href="' . esc_attr($site) . '"' . ($m[4] ?? '');
                    $changed = true;
                }
            }
            if ($changed) {
                $tokens[$i] = implode('', $attributes);
            }
        }
        return implode('', $tokens);
    }
}
