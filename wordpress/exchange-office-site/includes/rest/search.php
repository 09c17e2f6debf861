<?php
defined('ABSPATH') || exit;

/**
 * `search`: published news (not FAQ), programmes, dynamic pages (not those that only redirect to
 * FAQ, programmes or news), the named pages' texts and the team members the team page shows
 * (EOS_Search_Documents), ranked by EOS_Search_Index's rules, from the search table.
 *
 * Until the table is complete, EOS_Search_Fallback answers from a capped read of titles and
 * summaries. Only the first EOS_Search_Index::MAX_WORDS words of a query count. Answers are kept
 * (EOS_Kept_Reads: a few rows, whatever visitors ask) until content changes.
 */
final class EOS_Search
{
    public const TYPES = ['news', 'program', 'page', 'team'];
    public const PAGE_SIZE = 10;
    /** Characters of a query at most (the site's SEARCH_MAX_LENGTH); a longer one is refused with 400. */
    public const MAX_QUERY = 100;

    public static function answer(string $lang, WP_REST_Request $request): array|WP_Error
    {
        $text = trim((string) ($request->get_param('query') ?? $request->get_param('q') ?? $request->get_param('search') ?? ''));
        $type = in_array($request->get_param('type'), self::TYPES, true) ? $request->get_param('type') : 'all';
        [$page, $per_page] = EOS_List_Page::asked($request, self::PAGE_SIZE);
        if (mb_strlen($text, 'UTF-8') > self::MAX_QUERY) {
            return new WP_Error('query_too_long', sprintf(__('A search query has at most %d characters.', 'exchange-office-site'), self::MAX_QUERY), ['status' => 400]);
        }
        if (mb_strlen($text, 'UTF-8') < 2) {
            return ['results' => [], 'total' => 0];
        }
        return EOS_Kept_Reads::get('search', [$lang, $text, $type, $page, $per_page, EOS_Search_Table::ready()], static fn () => self::compute($lang, $text, $type, $page, $per_page));
    }

    /** @return array{results: list<array>, total: int} */
    private static function compute(string $lang, string $text, string $type, int $page, int $per_page): array
    {
        $found = EOS_Search_Table::ready() ? EOS_Search_Table::search($lang, $text, $type, $page, $per_page) : null;
        ['docs' => $docs, 'total' => $total, 'terms' => $terms] = $found ?? EOS_Search_Fallback::search($lang, $text, $type, $page, $per_page);
        $results = [];
        foreach ($docs as $doc) {
            $results[] = array_merge(
                ['id' => $doc['id'], 'type' => $doc['type'], 'title' => $doc['title']],
                EOS_Search_Index::describe($doc, $text, $terms),
                ['url' => $doc['url'], 'date' => $doc['date']]
            );
        }
        return ['results' => $results, 'total' => $total];
    }
}
