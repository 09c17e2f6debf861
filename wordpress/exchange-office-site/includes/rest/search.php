<?php
defined('ABSPATH') || exit;

/**
 * `search`: published news (not FAQ), programmes, dynamic pages (not those that only redirect to
 * FAQ, programmes or news), the named pages' texts and the team members the team page shows.
 */
final class EOS_Search
{
    public const TYPES = ['news', 'program', 'page', 'team'];
    public const PAGE_SIZE = 10;
    /** Characters of a query at most (the site's SEARCH_MAX_LENGTH); a longer one is refused with 400. */
    public const MAX_QUERY = 100;
    /** Answers are kept this long, or until content changes (GENERATION_OPTION). */
    public const CACHE_SECONDS = 1800;
    public const GENERATION_OPTION = 'eos_search_generation';
    private const FAQ_CATEGORIES = [260, 262];
    private const PROGRAM_CATEGORIES = [22, 45];
    private const NEWS_CATEGORIES = [3, 70];
    private const TEAM_EXCLUDED_CATEGORY = ['en' => 258, 'uk' => 256];

    /** The named pages and their routes (path after the language); ids 900000 + index. */
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

    /** @return list<array{id: int, type: string, title: string, body: string, url: string, date: string}> */
    public static function documents(string $lang): array
    {
        $docs = [];
        $prefix = "/$lang";
        foreach (EOS_Reads::news_posts($lang) as $p) {
            $item = EOS_Output::news_item($p);
            if (self::in_any($item['categories'], self::FAQ_CATEGORIES)) {
                continue;
            }
            $route = self::in_any($item['categories'], EOS_Reads::AUTHOR_CATEGORIES) ? 'authors' : 'news';
            $docs[] = [
                'id' => $p->ID, 'type' => 'news', 'title' => EOS_Html::plain($item['title']),
                'body' => EOS_Html::plain($item['description'] . ' ' . $item['content']),
                'url' => "$prefix/$route/{$item['slug']}", 'date' => $item['date'],
            ];
        }
        foreach (EOS_Reads::program_details($lang) as ['post' => $p, 'detail' => $d]) {
            $docs[] = [
                'id' => $p->ID, 'type' => 'program', 'title' => EOS_Html::plain($d['title']),
                'body' => EOS_Html::plain($d['description'] . ' ' . EOS_Html::render($p->post_content)),
                'url' => "$prefix/programs/{$d['slug']}", 'date' => $d['modified'],
            ];
        }
        foreach (EOS_Reads::dynamic_pages($lang) as $p) {
            $categories = EOS_Output::categories($p->ID);
            if (self::in_any($categories, array_merge(self::FAQ_CATEGORIES, self::PROGRAM_CATEGORIES, self::NEWS_CATEGORIES))) {
                continue;
            }
            $slug = EOS_Slugs::of($p);
            $route = self::in_any($categories, EOS_Reads::AUTHOR_CATEGORIES) ? "/authors/$slug" : "/$slug";
            $docs[] = [
                'id' => $p->ID, 'type' => 'page', 'title' => EOS_Html::plain($p->post_title),
                'body' => EOS_Html::plain(EOS_Html::render($p->post_content)),
                'url' => $prefix . $route, 'date' => EOS_Output::date($p->post_modified, EOS_Output::DATE_SPACE),
            ];
        }
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
                'id' => 900000 + $index, 'type' => 'page', 'title' => EOS_Html::plain($fields['hero_title']),
                'body' => self::page_text($fields), 'url' => $prefix . $route, 'date' => '',
            ];
        }
        $excluded = self::TEAM_EXCLUDED_CATEGORY[$lang];
        foreach (EOS_Reads::team($lang)['team'] as $m) {
            if ($m['position'] === '' && $m['department'] === '' && $m['email'] === '') {
                continue;
            }
            if (in_array($excluded, $m['categories'], true)) {
                continue;
            }
            $docs[] = [
                'id' => $m['id'], 'type' => 'team', 'title' => $m['name'],
                'body' => EOS_Html::plain("{$m['position']}. {$m['department']}. {$m['shortDescription']}"),
                'url' => "$prefix/team", 'date' => '',
            ];
        }
        return $docs;
    }

    public static function boot(): void
    {
        // Whatever search shows may have changed: answers cached before are not used again.
        foreach (['save_post', 'deleted_post', 'created_term', 'edited_term', 'delete_term', 'eos_texts_saved', 'update_option_' . EOS_Settings::OPTION] as $hook) {
            add_action($hook, [self::class, 'forget_answers'], 99, 0);
        }
    }

    public static function forget_answers(): void
    {
        // A new value each time, not a count: a count another request already wrote would be no change.
        update_option(self::GENERATION_OPTION, uniqid('', true), true);
    }

    public static function answer(string $lang, WP_REST_Request $request): array|WP_Error
    {
        $text = trim((string) ($request->get_param('query') ?? $request->get_param('q') ?? $request->get_param('search') ?? ''));
        $type = in_array($request->get_param('type'), self::TYPES, true) ? $request->get_param('type') : 'all';
        $per_page = min(max(EOS_Reads::int_param($request, 'per_page', self::PAGE_SIZE), 1), 100);
        $page = max(EOS_Reads::int_param($request, 'page', 1), 1);
        if (mb_strlen($text, 'UTF-8') > self::MAX_QUERY) {
            return new WP_Error('query_too_long', sprintf(__('A search query has at most %d characters.', 'exchange-office-site'), self::MAX_QUERY), ['status' => 400]);
        }
        if (mb_strlen($text, 'UTF-8') < 2) {
            return ['results' => [], 'total' => 0];
        }
        $key = 'eos_search_' . md5((string) wp_json_encode([(string) get_option(self::GENERATION_OPTION, ''), $lang, $type, $page, $per_page, $text]));
        $cached = get_transient($key);
        if (is_array($cached)) {
            return $cached;
        }
        $answer = self::compute($lang, $text, $type, $page, $per_page);
        set_transient($key, $answer, self::CACHE_SECONDS);
        return $answer;
    }

    /** @return array{results: list<array>, total: int} */
    private static function compute(string $lang, string $text, string $type, int $page, int $per_page): array
    {
        $ranked = array_values(array_filter(
            EOS_Search_Index::rank(self::documents($lang), $text),
            static fn (array $r) => $type === 'all' || $r['doc']['type'] === $type
        ));
        $results = [];
        foreach (array_slice($ranked, ($page - 1) * $per_page, $per_page) as ['doc' => $doc]) {
            $results[] = array_merge(
                ['id' => $doc['id'], 'type' => $doc['type'], 'title' => $doc['title']],
                EOS_Search_Index::describe($doc, $text),
                ['url' => $doc['url'], 'date' => $doc['date']]
            );
        }
        return ['results' => $results, 'total' => count($ranked)];
    }
}
