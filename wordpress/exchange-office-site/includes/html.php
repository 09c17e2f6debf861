<?php
defined('ABSPATH') || exit;

/**
 * HTML as the site receives it. The site sanitises and styles it, so stored HTML goes out as it
 * was written: blocks of the block editor are rendered, paragraphs typed in the classic editor
 * get their <p>, shortcodes run; no texturizing or other presentation filters.
 */
final class EOS_Html
{
    public static function render(string $html): string
    {
        if ($html === '') {
            return '';
        }
        if (function_exists('has_blocks') && has_blocks($html)) {
            $html = do_blocks($html);
        } elseif (preg_match('/\n\s*\n/', $html) && !preg_match('#<(p|div|ul|ol|h[1-6]|table|blockquote|figure|section|pre)\b#i', $html)) {
            // Paragraphs typed in the classic editor (blank lines) become <p>; one paragraph of
            // plain text stays plain text, as the contract allows.
            $html = wpautop($html);
        }
        return EOS_Content_Links::rewrite(do_shortcode($html));
    }

    /** Plain text of HTML for search and alt texts (tags out, entities decoded, spaces folded). */
    public static function plain(string $html): string
    {
        $html = preg_replace('#<(script|style|noscript|textarea)\b[\s\S]*?</\1\s*>#i', ' ', $html) ?? '';
        $html = preg_replace('#<!--[\s\S]*?-->#', ' ', $html) ?? '';
        $html = preg_replace('#</?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|figure|figcaption|section|article)\b[^>]*>#i', ' ', $html) ?? '';
        $html = preg_replace('#<[^>]*>#', '', $html) ?? '';
        $text = self::decode_entities($html);
        return trim(preg_replace('/\s+/u', ' ', $text) ?? '');
    }

    private const ENTITIES = [
        'amp' => '&', 'lt' => '<', 'gt' => '>', 'quot' => '"', 'apos' => "'", 'nbsp' => ' ', 'hellip' => '…',
        'mdash' => '—', 'ndash' => '–', 'laquo' => '«', 'raquo' => '»', 'rsquo' => '’', 'lsquo' => '‘',
        'ldquo' => '“', 'rdquo' => '”', 'shy' => '',
    ];

    /** The same entity table as the site's embedded CMS (lib/cms/embedded/plain-text.ts). */
    private static function decode_entities(string $text): string
    {
        return preg_replace_callback('/&(#x[0-9a-f]+|#\d+|[a-z]+);/i', static function (array $m): string {
            $code = $m[1];
            if ($code[0] === '#') {
                $n = strtolower($code[1] ?? '') === 'x' ? hexdec(substr($code, 2)) : (int) substr($code, 1);
                return $n > 0 && $n < 0x110000 ? mb_chr((int) $n, 'UTF-8') : $m[0];
            }
            return self::ENTITIES[strtolower($code)] ?? $m[0];
        }, $text) ?? $text;
    }
}
