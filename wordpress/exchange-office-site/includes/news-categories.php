<?php
defined('ABSPATH') || exit;

/**
 * Which categories are news categories (their posts are news; the news page offers them as
 * filters). Each category's term meta `eos_news` says it: '1' yes, '0' no, none (the default)
 * automatically, that is while it holds posts, unless it plays a special part on the site
 * (EOS_Special_Categories: FAQ, team gallery, authors, programmes). So an office's own categories are news from day
 * one, and a category an editor marks yes (as the importer marks the sample's, FAQ and authors
 * among them) stays one even while it is empty.
 *
 * A post's language decides where it is listed, not its categories': an office's category often
 * holds both languages' posts ("Uncategorized", "Новини / News"), and lists each under its own
 * language. So every news category counts for every language (ids()), and a language's filters
 * (terms()) are its own categories and those that hold its articles.
 */
final class EOS_News_Categories
{
    public const META = 'eos_news';
    public const YES = '1';
    public const NO = '0';
    /**
     * The special parts whose posts are not news. Not `news`: its pages send visitors on to the
     * articles, and its posts are news (the sample's main news categories play that part).
     */
    private const NOT_NEWS_PARTS = ['faq', 'team_gallery', 'authors', 'programs'];

    /**
     * The news categories a language's news page offers as filters, by id: those of the language,
     * and those of the other one that hold articles of this language.
     * @return list<WP_Term>
     */
    public static function terms(string $lang): array
    {
        $counts = EOS_News_List::category_counts($lang);
        return array_values(array_filter(self::all(), static fn (WP_Term $t) => EOS_Languages::stored_term_lang($t->term_id) === $lang || ($counts[$t->term_id] ?? 0) > 0));
    }

    /** @return list<int> every news category, whatever its language */
    public static function ids(): array
    {
        return array_map(static fn (WP_Term $t) => $t->term_id, self::all());
    }

    /** @return list<WP_Term> every news category, by id */
    private static function all(): array
    {
        $base = ['taxonomy' => 'category', 'orderby' => 'term_id', 'order' => 'ASC', 'hierarchical' => false];
        $marked = get_terms($base + ['hide_empty' => false, 'meta_query' => [['key' => self::META, 'value' => self::YES]]]);
        $automatic = get_terms($base + ['hide_empty' => true, 'meta_query' => ['relation' => 'OR', ['key' => self::META, 'compare' => 'NOT EXISTS'], ['key' => self::META, 'value' => '']]]);
        $special = self::special_ids();
        $terms = [];
        foreach (is_array($marked) ? $marked : [] as $term) {
            $terms[$term->term_id] = $term;
        }
        foreach (is_array($automatic) ? $automatic : [] as $term) {
            if (!in_array($term->term_id, $special, true)) {
                $terms[$term->term_id] = $term;
            }
        }
        ksort($terms);
        return array_values($terms);
    }

    public static function is_news(WP_Term $term): bool
    {
        $mark = (string) get_term_meta($term->term_id, self::META, true);
        if ($mark === self::YES || $mark === self::NO) {
            return $mark === self::YES;
        }
        return $term->taxonomy === 'category' && $term->count > 0 && !in_array($term->term_id, self::special_ids(), true);
    }

    /**
     * @return list<int> the categories playing those parts (a part no category plays adds none;
     * one with a contract id that another category plays is not shown to the site at all)
     */
    private static function special_ids(): array
    {
        $ids = [];
        foreach (self::NOT_NEWS_PARTS as $part) {
            $ids = array_merge($ids, EOS_Special_Categories::terms($part));
        }
        return array_values(array_filter(array_unique(array_map('intval', $ids))));
    }
}
