<?php
defined('ABSPATH') || exit;

/**
 * HTML as the site receives it: what WordPress's `the_content` makes of stored content (embeds,
 * blocks, paragraphs of the classic editor, shortcodes, image sizes), with the item in context, so
 * that `[gallery]` shows the item's own images and embeds cache on the item. The layout WordPress
 * writes outside the HTML (the block-supports CSS of columns, galleries, rows…) travels at its
 * end in one `<style data-eos-layout>` element; the site sanitises and scopes it. Links to the
 * addresses WordPress gave items lead to the items on the site (EOS_Content_Links). No
 * texturizing or other presentation filter of the theme or of other plugins runs.
 */
final class EOS_Html
{
    public static function render(string $html, ?WP_Post $context = null): string
    {
        if (trim($html) === '') {
            return '';
        }
        return EOS_Content_Context::with($context, static function () use ($html): string {
            [$rendered, $css] = EOS_Layout_Styles::collect(static fn (): string => EOS_Content_Pipeline::run($html));
            // Links to WordPress's addresses of items lead to the items' addresses on the site.
            $rendered = EOS_Content_Links::rewrite($rendered);
            // WordPress ends rendered content with line breaks; they say nothing.
            return trim($rendered) . EOS_Layout_Styles::element($css);
        });
    }

    /**
     * The plain text of stored content, for search and excerpts: rendered like render() but
     * without asking any oEmbed provider (an index build must not wait on YouTube) and without
     * the images' attributes (a query per rendering for nothing a text shows).
     */
    public static function text(string $html, ?WP_Post $context = null): string
    {
        if (trim($html) === '') {
            return '';
        }
        return self::plain(EOS_Content_Context::with($context, static fn (): string => EOS_Content_Pipeline::run($html, true)));
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
