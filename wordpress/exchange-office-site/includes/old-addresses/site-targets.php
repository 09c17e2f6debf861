<?php
defined('ABSPATH') || exit;

/**
 * Where an item of WordPress lives on the site: a path of the site with its slug as text
 * (`/uk/news/київ`, `/en/news?category=70`), or an attachment's file on WordPress; null where the
 * site shows it nowhere (a draft, a private or password-protected item, a post in no news
 * category). The one answer of the old-address map (EOS_Old_Address_Map), the links inside
 * content (EOS_Content_Links) and WordPress's own front end (EOS_Front_End), so the three never
 * send one item to two places. Each rule is the site's own: lib/dynamic-pages/redirects.ts for pages,
 * lib/cms/rules/visibility.ts for FAQ posts, the news list's `category` filter (lib/list-state).
 */
final class EOS_Site_Targets
{
    /** The site's address of an item, or null when the site does not show it. */
    public static function of_post(WP_Post $post): ?string
    {
        if ($post->post_type === 'attachment') {
            return self::of_attachment($post);
        }
        if (!EOS_Visibility::is_public($post)) {
            return null;
        }
        $lang = EOS_Languages::post_lang($post->ID);
        $slug = EOS_Slugs::of($post);
        $term_ids = self::category_ids($post->ID);
        $parts = EOS_Special_Categories::to_contract($term_ids);
        $in = static fn (string $part) => (bool) array_intersect($parts, EOS_Special_Categories::CONTRACT[$part]);
        switch ($post->post_type) {
            case 'post':
                if ($in('faq')) {
                    // A question of the FAQ page: its text is there, never among the news.
                    return "/$lang/faq";
                }
                if (!array_intersect($term_ids, self::news_category_ids($lang))) {
                    return null;
                }
                return $in('authors') ? "/$lang/authors/$slug" : "/$lang/news/$slug";
            case 'page':
                // In the order of the site's rules: a FAQ page shows its notice at its own address,
                // a page moved to a programme or an article sends visitors on to the same slug there.
                return match (true) {
                    $in('faq') => "/$lang/$slug",
                    $in('programs') => "/$lang/programs/$slug",
                    $in('news') => "/$lang/news/$slug",
                    $in('authors') => "/$lang/authors/$slug",
                    default => "/$lang/$slug",
                };
            case 'eos_program':
                return "/$lang/programs/$slug";
            default:
                return null;
        }
    }

    /** The file of an attachment that is public: on its own, or attached to a public item. */
    private static function of_attachment(WP_Post $attachment): ?string
    {
        if (!in_array($attachment->post_status, ['inherit', 'publish'], true)) {
            return null;
        }
        $parent = $attachment->post_parent > 0 ? get_post($attachment->post_parent) : null;
        if ($attachment->post_parent > 0 && !EOS_Visibility::is_public($parent)) {
            return null;
        }
        $url = wp_get_attachment_url($attachment->ID);
        return is_string($url) && $url !== '' ? $url : null;
    }

    /**
     * A category's page on the site: a news category's is its language's news list filtered by it
     * (`?category=` with the id the site knows it by), the FAQ category's the FAQ page.
     */
    public static function of_category(WP_Term $term): ?string
    {
        if ($term->taxonomy !== 'category') {
            return null;
        }
        $lang = EOS_Languages::term_lang($term->term_id);
        $id = EOS_Special_Categories::contract_id($term->term_id);
        if ($id !== null && in_array($id, EOS_Special_Categories::CONTRACT['faq'], true)) {
            return "/$lang/faq";
        }
        if ($id === null || in_array($id, EOS_Special_Categories::CONTRACT['authors'], true) || !in_array($term->term_id, self::news_category_ids($lang), true)) {
            return null;
        }
        return "/$lang/news?" . http_build_query(['category' => $id], '', '&', PHP_QUERY_RFC3986);
    }

    /** The news feed of a language. */
    public static function feed(string $lang = EOS_Languages::DEFAULT): string
    {
        return '/' . EOS_Languages::normalise($lang) . '/news/feed.xml';
    }

    /** The site's search for a text, as the search list writes its address. */
    public static function search(string $text, string $lang = EOS_Languages::DEFAULT): string
    {
        $path = '/' . EOS_Languages::normalise($lang) . '/search';
        return $text === '' ? $path : $path . '?' . http_build_query(['q' => $text], '', '&', PHP_QUERY_RFC3986);
    }

    /** The language a target of the site is in (its first segment); null for a file on WordPress. */
    public static function lang_of(string $target): ?string
    {
        return preg_match('#^/(uk|en)(/|\?|$)#', $target, $m) ? $m[1] : null;
    }

    /**
     * A target as a link carries it: a site path with each segment percent-encoded once
     * (`/uk/news/%D0%BA…`), its query kept; a file's URL as it is.
     */
    public static function href(string $target): string
    {
        if (!str_starts_with($target, '/')) {
            return $target;
        }
        [$path, $query] = array_pad(explode('?', $target, 2), 2, null);
        $encoded = implode('/', array_map(static fn (string $s) => rawurlencode(rawurldecode($s)), explode('/', $path)));
        return $query === null ? $encoded : "$encoded?$query";
    }

    /** A target as an absolute address: the site's origin before a site path. */
    public static function url(string $target): string
    {
        return str_starts_with($target, '/') ? EOS_Settings::get('site_url') . self::href($target) : $target;
    }

    /** @return list<int> the categories of a post, from WordPress's object cache when primed */
    private static function category_ids(int $post_id): array
    {
        $terms = get_the_terms($post_id, 'category');
        return is_array($terms) ? array_map(static fn (WP_Term $t) => (int) $t->term_id, $terms) : [];
    }

    /** @var array<string, list<int>> the news categories of each language, while no term changes */
    private static array $news = [];

    /** @return list<int> */
    private static function news_category_ids(string $lang): array
    {
        $key = $lang . ':' . wp_cache_get_last_changed('terms') . ':' . md5((string) wp_json_encode(EOS_Special_Categories::chosen()));
        return self::$news[$key] ??= EOS_Reads::news_category_ids($lang);
    }
}
