<?php
defined('ABSPATH') || exit;

/**
 * Shortcodes of plugins the office no longer has (`[vc_row]`, `[et_pb_section …]`,
 * `[contact-form-7 id="1"]`) would reach the page as bracketed text: their tags go, their inner
 * text stays. A bracket is taken for such a shortcode when no shortcode of that name is
 * registered and it looks like one: it has a closing tag, or an attribute (`=`), or a name with `_` or `-`
 * (so "[sic]", "[1]" or "[see above]" in a text stay). `[[name]]`, WordPress's way of writing a shortcode as
 * text, is left to do_shortcode.
 */
final class EOS_Leftover_Shortcodes
{
    private const TAG = '/(?<!\[)\[(\/?)([A-Za-z][\w-]*)((?:\s[^\[\]]*)?)(\/?)\](?!\])/u';

    public static function strip(string $html): string
    {
        if (!str_contains($html, '[')) {
            return $html;
        }
        if (!preg_match_all(self::TAG, $html, $all, PREG_SET_ORDER)) {
            return $html;
        }
        $closed = [];
        foreach ($all as $m) {
            if ($m[1] === '/') {
                $closed[strtolower($m[2])] = true;
            }
        }
        return preg_replace_callback(self::TAG, static function (array $m) use ($closed): string {
            $name = $m[2];
            if (shortcode_exists($name)) {
                return $m[0];
            }
            $looks_like_one = $m[1] === '/' || isset($closed[strtolower($name)]) || str_contains($m[3], '=') || preg_match('/[_-]/', $name);
            return $looks_like_one ? '' : $m[0];
        }, $html) ?? $html;
    }
}
