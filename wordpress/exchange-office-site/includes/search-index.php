<?php
defined('ABSPATH') || exit;

/**
 * Search ranking, the same rules as the site's embedded CMS (lib/cms/embedded/search-index.ts):
 * case-, diacritics- and apostrophe-insensitive, Ukrainian і folded to Latin i; every word must
 * occur in the title or the text; the phrase in the title first, then title words (whole words
 * above parts), then text matches; ties newest first, then by id. A word the content holds
 * (`known`) matches in any of its forms through its stem (EOS_Search_Stem) and never inside a
 * longer word; a forms match ranks after every document where all words occur as typed
 * (EXACT_TIER). Any other word (a part still being typed) matches as typed. Works on code points.
 */
final class EOS_Search_Index
{
    /** Letters whose canonical decomposition is a base letter plus marks (NFD without intl). */
    private const DECOMPOSED = [
        'й' => 'и', 'Й' => 'И', 'ї' => 'і', 'Ї' => 'І', 'ё' => 'е', 'Ё' => 'Е', 'ў' => 'у', 'Ў' => 'У',
        'ѓ' => 'г', 'Ѓ' => 'Г', 'ќ' => 'к', 'Ќ' => 'К', 'ѐ' => 'е', 'Ѐ' => 'Е', 'ѝ' => 'и', 'Ѝ' => 'И',
        'à' => 'a', 'á' => 'a', 'â' => 'a', 'ã' => 'a', 'ä' => 'a', 'å' => 'a', 'ç' => 'c', 'è' => 'e', 'é' => 'e',
        'ê' => 'e', 'ë' => 'e', 'ì' => 'i', 'í' => 'i', 'î' => 'i', 'ï' => 'i', 'ñ' => 'n', 'ò' => 'o', 'ó' => 'o',
        'ô' => 'o', 'õ' => 'o', 'ö' => 'o', 'ù' => 'u', 'ú' => 'u', 'û' => 'u', 'ü' => 'u', 'ý' => 'y', 'ÿ' => 'y',
        'À' => 'A', 'Á' => 'A', 'Â' => 'A', 'Ã' => 'A', 'Ä' => 'A', 'Å' => 'A', 'Ç' => 'C', 'È' => 'E', 'É' => 'E',
        'Ê' => 'E', 'Ë' => 'E', 'Ì' => 'I', 'Í' => 'I', 'Î' => 'I', 'Ï' => 'I', 'Ñ' => 'N', 'Ò' => 'O', 'Ó' => 'O',
        'Ô' => 'O', 'Õ' => 'O', 'Ö' => 'O', 'Ù' => 'U', 'Ú' => 'U', 'Û' => 'U', 'Ü' => 'U', 'Ý' => 'Y',
        'ā' => 'a', 'ă' => 'a', 'ą' => 'a', 'ć' => 'c', 'č' => 'c', 'ď' => 'd', 'ē' => 'e', 'ė' => 'e', 'ę' => 'e',
        'ě' => 'e', 'ğ' => 'g', 'ī' => 'i', 'į' => 'i', 'ń' => 'n', 'ň' => 'n', 'ō' => 'o', 'ő' => 'o', 'ř' => 'r',
        'ś' => 's', 'š' => 's', 'ş' => 's', 'ţ' => 't', 'ť' => 't', 'ū' => 'u', 'ů' => 'u', 'ű' => 'u', 'ų' => 'u',
        'ź' => 'z', 'ż' => 'z', 'ž' => 'z', 'Ā' => 'A', 'Ă' => 'A', 'Ą' => 'A', 'Ć' => 'C', 'Č' => 'C', 'Ď' => 'D',
        'Ē' => 'E', 'Ė' => 'E', 'Ę' => 'E', 'Ě' => 'E', 'Ğ' => 'G', 'Ī' => 'I', 'Į' => 'I', 'Ń' => 'N', 'Ň' => 'N',
        'Ō' => 'O', 'Ő' => 'O', 'Ř' => 'R', 'Ś' => 'S', 'Š' => 'S', 'Ş' => 'S', 'Ţ' => 'T', 'Ť' => 'T', 'Ū' => 'U',
        'Ů' => 'U', 'Ű' => 'U', 'Ų' => 'U', 'Ź' => 'Z', 'Ż' => 'Z', 'Ž' => 'Z',
    ];
    private const MARKS = '/[\x{0300}-\x{036f}\x{0483}-\x{0489}\x{1ab0}-\x{1aff}\x{1dc0}-\x{1dff}\x{20d0}-\x{20ff}\x{fe20}-\x{fe2f}]/u';
    private const APOSTROPHES = '/[’\'ʼ`‘′]/u';
    private const EXCERPT_LENGTH = 200;
    /** Above every score a document reaches without it: all its words were found as typed. */
    public const EXACT_TIER = 100000;
    /**
     * Words of a query that count, the first ones (the site's SEARCH_MAX_WORDS): each costs a
     * test of every row, and a visitor's query needs no more.
     */
    public const MAX_WORDS = 8;
    /** A word for stemming: letters, digits and inner apostrophes (a hyphen separates). */
    private const STEM_TOKEN = "/[\\p{L}\\p{N}](?:[\\p{L}\\p{N}’'ʼ`‘′]*[\\p{L}\\p{N}])?/u";

    /** @var array<string, string> */
    private static array $char_folds = [];

    public static function fold(string $text): string
    {
        if (class_exists('Normalizer')) {
            $text = (string) Normalizer::normalize($text, Normalizer::FORM_D);
        } else {
            $text = strtr($text, self::DECOMPOSED);
        }
        $text = preg_replace(self::MARKS, '', $text) ?? $text;
        $text = preg_replace(self::APOSTROPHES, "'", $text) ?? $text;
        return str_replace('і', 'i', mb_strtolower($text, 'UTF-8'));
    }

    /** @return list<string> the stems of every word of a text, in order */
    public static function stems_of(string $text): array
    {
        preg_match_all(self::STEM_TOKEN, $text, $m);
        return array_values(array_filter(array_map([EOS_Search_Stem::class, 'word'], $m[0]), static fn (string $s) => $s !== ''));
    }

    /** A text's stems as the search table stores them: each once, between spaces. */
    public static function stem_column(string $text): string
    {
        $stems = array_unique(self::stems_of($text));
        return $stems ? ' ' . implode(' ', $stems) . ' ' : '';
    }

    /**
     * The query's words: folded for the test as typed, and the stems of their parts for the test by
     * form. A word is `known` when `$known` holds each of its stems (the content has the word): it
     * then matches by form only, like the site's queryTerms; another word matches as typed. Only
     * the first MAX_WORDS words count (query_stems() names their stems, to ask for all at once).
     * @param (callable(string): bool)|null $known
     * @return list<array{folded: string, stems: list<string>, known: bool}>
     */
    public static function query_terms(string $query, ?callable $known = null): array
    {
        $terms = [];
        foreach (self::words($query) as $word) {
            $is_known = $known !== null;
            foreach ($word['stems'] as $stem) {
                $is_known = $is_known && $known($stem);
            }
            $terms[] = ['folded' => $word['folded'], 'stems' => $word['stems'], 'known' => $is_known];
        }
        return $terms;
    }

    /** @return list<array{raw: string, folded: string, stems: list<string>}> the words of a query that count (MAX_WORDS), as typed, folded and stemmed */
    public static function words(string $query): array
    {
        $words = [];
        foreach (preg_split("/[^\\p{L}\\p{N}’'ʼ`‘′-]+/u", $query) ?: [] as $raw) {
            $folded = preg_replace("/^[-']+|[-']+$/u", '', self::fold($raw)) ?? '';
            $stems = self::stems_of($raw);
            if ($folded !== '' && $stems) {
                $words[] = ['raw' => $raw, 'folded' => $folded, 'stems' => $stems];
            }
            if (count($words) === self::MAX_WORDS) {
                break;
            }
        }
        return $words;
    }

    /** @return list<string> every stem of the words of a query that count, each once */
    public static function query_stems(string $query): array
    {
        return array_values(array_unique(array_merge([], ...array_column(self::words($query), 'stems'))));
    }

    /** @return array{start: int, end: int}|null code point offsets of the first word whose stem is one of $stems */
    public static function find_stem_match(string $text, array $stems): ?array
    {
        if (!$stems || !preg_match_all(self::STEM_TOKEN, $text, $m, PREG_OFFSET_CAPTURE)) {
            return null;
        }
        foreach ($m[0] as [$word, $offset]) {
            if (in_array(EOS_Search_Stem::word($word), $stems, true)) {
                $start = mb_strlen(substr($text, 0, $offset), 'UTF-8');
                return ['start' => $start, 'end' => $start + mb_strlen($word, 'UTF-8')];
            }
        }
        return null;
    }

    private static function fold_char(string $char): string
    {
        return self::$char_folds[$char] ??= self::fold($char);
    }

    /** @return array{0: string, 1: list<int>} folded text and, per folded code point, its source index */
    private static function folded_with_map(string $text): array
    {
        $parts = [];
        $map = [];
        $chars = mb_str_split($text, 1, 'UTF-8');
        foreach ($chars as $index => $char) {
            $folded = self::fold_char($char);
            $length = mb_strlen($folded, 'UTF-8');
            for ($i = 0; $i < $length; $i++) {
                $map[] = $index;
            }
            $parts[] = $folded;
        }
        $map[] = count($chars);
        return [implode('', $parts), $map];
    }

    /**
     * Where a folded needle occurs in the text (code point offsets, or null); the text is folded
     * once, when first asked.
     * @return callable(string): (array{start: int, end: int}|null)
     */
    private static function folded_finder(string $text): callable
    {
        $folded = null;
        return static function (string $needle) use ($text, &$folded): ?array {
            $folded ??= self::folded_with_map($text);
            [$haystack, $map] = $folded;
            $at = mb_strpos($haystack, $needle, 0, 'UTF-8');
            if ($at === false) {
                return null;
            }
            $end = $at + mb_strlen($needle, 'UTF-8');
            return ['start' => $map[$at] ?? 0, 'end' => $map[$end] ?? mb_strlen($text, 'UTF-8')];
        };
    }

    /**
     * Code point offsets of the phrase of several words as typed, else of the first query word: a
     * known word as the text writes a form of it, another as typed.
     * @param list<array{folded: string, stems: list<string>, known: bool}>|null $terms
     * @return array{start: int, end: int}|null
     */
    public static function find_match(string $text, string $query, ?array $terms = null): ?array
    {
        $terms ??= self::query_terms($query);
        $phrase = self::fold(trim($query));
        $find_folded = self::folded_finder($text);
        if (count($terms) > 1 && $phrase !== '' && ($hit = $find_folded($phrase))) {
            return $hit;
        }
        foreach ($terms as $term) {
            $hit = $term['known'] ? self::find_stem_match($text, $term['stems']) : $find_folded($term['folded']);
            if ($hit) {
                return $hit;
            }
        }
        return null;
    }

    public static function excerpt_around(string $text, ?array $match, int $length = self::EXCERPT_LENGTH): string
    {
        $chars = mb_str_split($text, 1, 'UTF-8');
        $total = count($chars);
        if ($total <= $length) {
            return $text;
        }
        $from = $match ? max(0, $match['start'] - intdiv($length, 3)) : 0;
        if ($from > 0) {
            $space = self::index_of($chars, ' ', $from);
            if ($space >= 0 && $match && $space < $match['start']) {
                $from = $space + 1;
            }
        }
        $to = min($total, $from + $length);
        if ($to < $total) {
            $space = self::last_index_of($chars, ' ', $to);
            if ($space > $from + $length / 2) {
                $to = $space;
            }
        }
        $slice = trim(implode('', array_slice($chars, $from, $to - $from)));
        return ($from > 0 ? '…' : '') . $slice . ($to < $total ? '…' : '');
    }

    private static function index_of(array $chars, string $needle, int $from): int
    {
        for ($i = $from, $n = count($chars); $i < $n; $i++) {
            if ($chars[$i] === $needle) {
                return $i;
            }
        }
        return -1;
    }

    private static function last_index_of(array $chars, string $needle, int $from): int
    {
        for ($i = min($from, count($chars) - 1); $i >= 0; $i--) {
            if ($chars[$i] === $needle) {
                return $i;
            }
        }
        return -1;
    }

    public static function time(string $date): int
    {
        if ($date === '') {
            return 0;
        }
        $t = strtotime(str_contains($date, ' ') && !str_contains($date, 'T') ? str_replace(' ', 'T', $date) : $date);
        return $t === false ? 0 : $t;
    }

    /**
     * Every document ranked (the search table not built yet), and the query's terms, known by the
     * stems of these documents.
     * @param list<array{id: int, type: string, title: string, body: string, url: string, date: string}> $docs
     * @return array{terms: list<array>, ranked: list<array{doc: array, score: int}>}
     */
    public static function rank(array $docs, string $query): array
    {
        $indexed = [];
        $vocabulary = [];
        foreach ($docs as $doc) {
            $title_stems = array_flip(self::stems_of($doc['title']));
            $body_stems = array_flip(self::stems_of($doc['body']));
            $vocabulary += $title_stems + $body_stems;
            $indexed[] = [$doc, $title_stems, $body_stems];
        }
        $terms = self::query_terms($query, static fn (string $stem) => isset($vocabulary[$stem]));
        if (!$terms) {
            return ['terms' => [], 'ranked' => []];
        }
        $phrase = self::fold(trim($query));
        $scored = [];
        foreach ($indexed as [$doc, $title_stems, $body_stems]) {
            $title = self::fold($doc['title']);
            $body = self::fold($doc['body']);
            $matches = [];
            foreach ($terms as $term) {
                $matches[] = self::term_match(
                    $term,
                    str_contains($title, $term['folded']),
                    str_contains($body, $term['folded']),
                    $term['known'] && self::all_in($term['stems'], $title_stems),
                    $term['known'] && self::all_in($term['stems'], $body_stems)
                );
            }
            $phrase_in_body = count($terms) === 1 ? $matches[0]['body'] : str_contains($body, $phrase);
            $score = self::score($title, $terms, $phrase, $matches, $phrase_in_body);
            if ($score !== null) {
                $scored[] = ['doc' => $doc, 'score' => $score];
            }
        }
        usort($scored, static fn (array $a, array $b) => ($b['score'] <=> $a['score'])
            ?: (self::time($b['doc']['date']) <=> self::time($a['doc']['date']))
            ?: ($a['doc']['id'] <=> $b['doc']['id']));
        return ['terms' => $terms, 'ranked' => $scored];
    }

    /**
     * How one term meets one document, from whether its title and text hold it as typed and in
     * some form: a known word counts as typed only where its stems are too (програм is not in
     * програміст).
     * @return array{title: bool, body: bool, form_title: bool, form_body: bool}
     */
    public static function term_match(array $term, bool $typed_in_title, bool $typed_in_body, bool $form_in_title, bool $form_in_body): array
    {
        $in_title = $typed_in_title && (!$term['known'] || $form_in_title);
        $in_body = $typed_in_body && (!$term['known'] || $form_in_body);
        return ['title' => $in_title, 'body' => $in_body, 'form_title' => !$in_title && $form_in_title, 'form_body' => !$in_body && $form_in_body];
    }

    /** @param array<string, int> $set */
    private static function all_in(array $stems, array $set): bool
    {
        foreach ($stems as $stem) {
            if (!isset($set[$stem])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Null when a word occurs neither as typed nor in another form. Else: every word as typed
     * first (EXACT_TIER), then the phrase in the title, title words (whole words above parts of
     * words; a form counts as a part), then matches in the text. `$title` is folded; `$matches`
     * says, per term, whether the title and the text hold it as typed and in another form
     * (term_match); for one word the phrase is that word.
     *
     * @param list<array{folded: string, stems: list<string>, known: bool}> $terms
     * @param list<array{title: bool, body: bool, form_title: bool, form_body: bool}> $matches
     */
    public static function score(string $title, array $terms, string $phrase, array $matches, bool $phrase_in_body): ?int
    {
        $score = 0;
        $exact = true;
        foreach ($terms as $i => $term) {
            $match = $matches[$i];
            if (!$match['title'] && !$match['body']) {
                $exact = false;
                if (!$match['form_title'] && !$match['form_body']) {
                    return null;
                }
            }
            if ($match['title'] || $match['form_title']) {
                $score += 100;
            }
            if (preg_match('/(?<![\p{L}\p{N}])' . preg_quote($term['folded'], '/') . '(?![\p{L}\p{N}])/u', $title)) {
                $score += 50;
            }
            if ($match['body'] || $match['form_body']) {
                $score += 1;
            }
        }
        $phrase_in_title = count($terms) === 1 ? $matches[0]['title'] : str_contains($title, $phrase);
        if ($phrase_in_title) {
            $score += 1000;
        }
        if ($phrase_in_title && str_starts_with($title, $phrase)) {
            $score += 200;
        }
        if ($phrase_in_body) {
            $score += 10;
        }
        return $exact ? $score + self::EXACT_TIER : $score;
    }

    /**
     * @param list<array{folded: string, stems: list<string>, known: bool}> $terms the query's (query_terms)
     * @return array{excerpt: string, highlight: string}
     */
    public static function describe(array $doc, string $query, array $terms): array
    {
        $in_title = self::find_match($doc['title'], $query, $terms);
        $in_body = self::find_match($doc['body'], $query, $terms);
        $hit = $in_title ?? $in_body;
        $highlight = '';
        if ($hit) {
            $source = $in_title ? $doc['title'] : $doc['body'];
            $highlight = mb_substr($source, $hit['start'], $hit['end'] - $hit['start'], 'UTF-8');
        }
        return ['excerpt' => self::excerpt_around($doc['body'] !== '' ? $doc['body'] : $doc['title'], $in_body), 'highlight' => $highlight];
    }
}
