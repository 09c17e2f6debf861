<?php
defined('ABSPATH') || exit;

/**
 * YouTube and Vimeo videos reach the site as one kind of player, whatever WordPress's oEmbed
 * answered: an iframe of the provider's privacy-enhanced player (youtube-nocookie, Vimeo with
 * `dnt`) with the video's title when the provider gave one. A lookup that failed (a provider
 * that did not answer, a machine without network) still gives the player, which the address
 * alone names; EOS_Embed_Retry asks for the title again later. The site shows it behind a facade
 * that requests nothing from the provider before the reader starts the video.
 */
final class EOS_Video_Embeds
{
    public static function boot_for_render(): void
    {
        add_filter('embed_oembed_html', [self::class, 'from_oembed'], 20, 2);
        add_filter('embed_maybe_make_link', [self::class, 'from_link'], 20, 2);
    }

    public static function end_render(): void
    {
        remove_filter('embed_oembed_html', [self::class, 'from_oembed'], 20);
        remove_filter('embed_maybe_make_link', [self::class, 'from_link'], 20);
    }

    public static function from_oembed(mixed $html, mixed $url): mixed
    {
        $title = is_string($html) && preg_match('/\btitle=("|\')(.*?)\1/s', $html, $m) ? html_entity_decode($m[2], ENT_QUOTES | ENT_HTML5, 'UTF-8') : '';
        return self::player((string) $url, $title) ?? $html;
    }

    public static function from_link(mixed $output, mixed $url): mixed
    {
        return self::player((string) $url, '') ?? $output;
    }

    /** The player's iframe for a YouTube or Vimeo address, or null for any other address. */
    public static function player(string $url, string $title): ?string
    {
        $src = self::player_url($url);
        if ($src === null) {
            return null;
        }
        return sprintf('<iframe src="%s" title="%s" width="640" height="360" allowfullscreen></iframe>', esc_url($src), esc_attr($title));
    }

    public static function player_url(string $url): ?string
    {
        $parts = wp_parse_url(html_entity_decode(trim($url), ENT_QUOTES | ENT_HTML5, 'UTF-8'));
        $host = strtolower(preg_replace('/^(www\.|m\.)/', '', (string) ($parts['host'] ?? '')) ?? '');
        $path = (string) ($parts['path'] ?? '');
        parse_str((string) ($parts['query'] ?? ''), $query);
        $id = null;
        if ($host === 'youtu.be') {
            $id = trim($path, '/');
        } elseif (in_array($host, ['youtube.com', 'youtube-nocookie.com'], true)) {
            $id = $path === '/watch' ? (string) ($query['v'] ?? '') : (preg_match('#^/(?:embed|shorts|live|v)/([^/]+)#', $path, $m) ? $m[1] : '');
        }
        if ($id !== null) {
            return preg_match('/^[\w-]{11}$/', $id) ? "https://www.youtube-nocookie.com/embed/$id" : null;
        }
        if (in_array($host, ['vimeo.com', 'player.vimeo.com'], true) && preg_match('#/(\d{5,})(?:/([0-9a-f]{6,}))?/?$#', $path, $m)) {
            $hash = $m[2] ?? (string) ($query['h'] ?? '');
            return 'https://player.vimeo.com/video/' . $m[1] . '?' . http_build_query(array_filter(['h' => preg_match('/^[0-9a-f]+$/', $hash) ? $hash : '', 'dnt' => '1']));
        }
        return null;
    }
}
