<?php
defined('ABSPATH') || exit;

/**
 * What `search` searches, one document per item: public news (not FAQ), programmes, dynamic pages
 * (not those that only redirect to FAQ, programmes or news), the named pages' texts and the team
 * members the team page shows. Built per item, so the search table (EOS_Search_Table) can keep
 * one document current when its item is saved.
 *
 * A document: {id, type, title, body, url, date} (title and body as plain text).
 */
final class EOS_Search_Documents
{
    private const FAQ_CATEGORIES = [260, 262];
    private const PROGRAM_CATEGORIES = [22, 45];
    private const NEWS_CATEGORIES = [3, 70];
    private const TEAM_EXCLUDED_CATEGORY = ['en' => 258, 'uk' => 256];
    /** Named pages have no post: their ids are 900000 + their index below. */
    public const NAMED_ID_BASE = 900000;

    /** The named pages and their routes (path after the language). */
    private static function named_pages(): array
    {
        return [
            ['about', '/about'], ['history', '/history'], ['founder', '/' . EOS_Settings::get('founder_slug')],
            ['alumni', '/' . EOS_Reads::product_slug() . 'ers'], ['team', '/team'], ['contacts', '/contacts'],
            ['faq', '/faq'], ['programs', '/programs'], ['news', '/news'], ['library', '/library'],
            ['stories', '/stories'], ['photo-exhibition', '/photo-exhibition'],
        ];
    }

    /** Every text of a flat page answer; nested lists and maps are skipped. */
    private static function page_text(array $record): string
    {
        $parts = [];
        foreach ($record as $key => $value) {
            if ($key === 'hero_title' || str_ends_with($key, '_url') || str_ends_with($key, '_image')) {
                continue;
            }
            if (is_string($value)) {
                $parts[] = $value;
            }
        }
        return EOS_Html::plain(implode(" \n ", $parts));
    }

    private static function in_any(array $ids, array $wanted): bool
    {
        return (bool) array_intersect($ids, $wanted);
    }

    /**
     * A public news post of a news category, not FAQ. Its categories are asked by WordPress's ids
     * (a category of the office's may have an id the site reads as another part's), its parts by
     * the contract's. $rendered: the body with the text (else the description only).
     */
    public static function news(WP_Post $p, string $lang, bool $rendered = true): ?array
    {
        $item = EOS_Output::news_item($p, false);
        if (!array_intersect(EOS_Content_Model::term_ids($p->ID, 'category'), EOS_Reads::news_category_ids($lang)) || self::in_any($item['categories'], self::FAQ_CATEGORIES)) {
            return null;
        }
        $route = self::in_any($item['categories'], EOS_Reads::AUTHOR_CATEGORIES) ? 'authors' : 'news';
        return [
            'id' => $p->ID, 'type' => 'news', 'title' => EOS_Html::plain($item['title']),
            'body' => EOS_Html::plain($item['description']) . ($rendered ? ' ' . EOS_Html::text($p->post_content, $p) : ''),
            'url' => "/$lang/$route/{$item['slug']}", 'date' => $item['date'],
        ];
    }

    public static function program(WP_Post $p, string $lang, bool $rendered = true): array
    {
        $d = EOS_Output::program($p);
        return [
            'id' => $p->ID, 'type' => 'program', 'title' => EOS_Html::plain($d['title']),
            'body' => EOS_Html::plain($d['description']) . ($rendered ? ' ' . EOS_Html::text($p->post_content, $p) : ''),
            'url' => "/$lang/programs/{$d['slug']}", 'date' => $d['modified'],
        ];
    }

    public static function page(WP_Post $p, string $lang, bool $rendered = true): ?array
    {
        $categories = EOS_Output::categories($p->ID);
        if (self::in_any($categories, array_merge(self::FAQ_CATEGORIES, self::PROGRAM_CATEGORIES, self::NEWS_CATEGORIES))) {
            return null;
        }
        $slug = EOS_Slugs::of($p);
        $route = self::in_any($categories, EOS_Reads::AUTHOR_CATEGORIES) ? "/authors/$slug" : "/$slug";
        return [
            'id' => $p->ID, 'type' => 'page', 'title' => EOS_Html::plain($p->post_title),
            'body' => $rendered ? EOS_Html::text($p->post_content, $p) : EOS_Html::plain($p->post_excerpt),
            'url' => "/$lang$route", 'date' => EOS_Output::date($p->post_modified, EOS_Output::DATE_SPACE),
        ];
    }

    /** A team member the team page shows (with a position, department or e-mail; not in the gallery's category). */
    public static function team(WP_Post $p, string $lang): ?array
    {
        $m = EOS_Output::team_member($p);
        if (($m['position'] === '' && $m['department'] === '' && $m['email'] === '') || in_array(self::TEAM_EXCLUDED_CATEGORY[$lang], $m['categories'], true)) {
            return null;
        }
        return [
            'id' => $m['id'], 'type' => 'team', 'title' => $m['name'],
            'body' => EOS_Html::plain("{$m['position']}. {$m['department']}. {$m['shortDescription']}"),
            'url' => "/$lang/team", 'date' => '',
        ];
    }

    /** @return list<array> the named pages of a language that have a hero title */
    public static function named(string $lang): array
    {
        $docs = [];
        foreach (self::named_pages() as $index => [$record, $route]) {
            $name = $record === 'alumni' ? EOS_Reads::product_slug() . 'ers' : $record;
            $answer = EOS_Reads::page($lang, $name);
            if (is_wp_error($answer)) {
                continue;
            }
            $fields = isset($answer['page']) && is_array($answer['page']) ? $answer['page'] : $answer;
            if (!is_string($fields['hero_title'] ?? null) || $fields['hero_title'] === '') {
                continue;
            }
            $docs[] = [
                'id' => self::NAMED_ID_BASE + $index, 'type' => 'page', 'title' => EOS_Html::plain($fields['hero_title']),
                'body' => self::page_text($fields), 'url' => "/$lang$route", 'date' => '',
            ];
        }
        return $docs;
    }

    /**
     * The document of one post, or null when search should not find it (unpublished, another
     * kind, hidden). $rendered: false leaves the text out of the body (no shortcode or block is
     * rendered): what search reads while the index is not complete (EOS_Search_Fallback).
     */
    public static function for_post(WP_Post $p, bool $rendered = true): ?array
    {
        $lang = EOS_Languages::stored_post_lang($p->ID);
        if ($p->post_status !== 'publish' || $p->post_password !== '' || $lang === null) {
            return null;
        }
        return match ($p->post_type) {
            'post' => self::news($p, $lang, $rendered),
            'eos_program' => self::program($p, $lang, $rendered),
            'page' => self::page($p, $lang, $rendered),
            'eos_team' => self::team($p, $lang),
            default => null,
        };
    }

    /**
     * Every document of a language, at once: only for EOS_Search_Table::rebuild, which a bulk import
     * runs from the command line, never a web request. @return list<array>
     */
    public static function all(string $lang): array
    {
        $docs = [];
        foreach (['post', 'eos_program', 'page', 'eos_team'] as $type) {
            $posts = get_posts(array_merge([
                'post_type' => $type,
                'post_status' => 'publish',
                'has_password' => false,
                'posts_per_page' => -1,
                'orderby' => 'ID',
                'order' => 'ASC',
                'suppress_filters' => false,
            ], EOS_Languages::query_args($lang)));
            foreach ($posts as $p) {
                $doc = self::for_post($p);
                if ($doc) {
                    $docs[] = $doc;
                }
            }
        }
        return array_merge($docs, self::named($lang));
    }
}
