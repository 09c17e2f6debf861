<?php
defined('ABSPATH') || exit;

/**
 * Search ranking, the same rules as the site's embedded CMS (lib/cms/embedded/search-index.ts):
 * case-, diacritics- and apostrophe-insensitive, Ukrainian і folded to Latin i; every word must
 * occur in the title or the text; the phrase in the title first, then title words (whole words
 * above parts), then text matches; ties newest first, then by id. A word also matches its other
 * forms through its stem (EOS_Search_Stem), ranked after every document where all words occur as
 * typed (EXACT_TIER). Works on code points.
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

    /** @return list<string> */
    public static function query_words(string $query): array
    {
        $parts = preg_split("/[^\\p{L}\\p{N}'-]+/u", self::fold($query)) ?: [];
        $words = [];
        foreach ($parts as $part) {
            $word = preg_replace("/^[-']+|[-']+$/u", '', $part) ?? '';
            if ($word !== '') {
                $words[] = $word;
            }
        }
        return $words;
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
     * The query's words: folded for the exact test, and the stems of their parts for the test by form.
     * @return list<array{folded: string, stems: list<string>}>
     */
    public static function query_terms(string $query): array
    {
        $terms = [];
        foreach (preg_split("/[^\\p{L}\\p{N}’'ʼ`‘′-]+/u", $query) ?: [] as $raw) {
            $folded = preg_replace("/^[-']+|[-']+$/u", '', self::fold($raw)) ?? '';
            $stems = self::stems_of($raw);
            if ($folded !== '' && $stems) {
                $terms[] = ['folded' => $folded, 'stems' => $stems];
            }
        }
        return $terms;
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

    /** @return array{start: int, end: int}|null code point offsets of the phrase, else the first word found */
    public static function find_match(string $text, string $query): ?array
    {
        [$folded, $map] = self::folded_with_map($text);
        $needles = array_merge([self::fold(trim($query))], self::query_words($query));
        foreach ($needles as $needle) {
            if ($needle === '') {
                continue;
            }
            $at = mb_strpos($folded, $needle, 0, 'UTF-8');
            if ($at !== false) {
                $end = $at + mb_strlen($needle, 'UTF-8');
                return ['start' => $map[$at] ?? 0, 'end' => $map[$end] ?? mb_strlen($text, 'UTF-8')];
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
     * @param list<array{id: int, type: string, title: string, body: string, url: string, date: string}> $docs
     * @return list<array{doc: array, score: int}>
     */
    public static function rank(array $docs, string $query): array
    {
        $terms = self::query_terms($query);
        if (!$terms) {
            return [];
        }
        $phrase = self::fold(trim($query));
        $scored = [];
        foreach ($docs as $doc) {
            $title = self::fold($doc['title']);
            $body = self::fold($doc['body']);
            $title_stems = array_flip(self::stems_of($doc['title']));
            $body_stems = array_flip(self::stems_of($doc['body']));
            $matches = [];
            foreach ($terms as $term) {
                $in_title = str_contains($title, $term['folded']);
                $in_body = str_contains($body, $term['folded']);
                $matches[] = [
                    'body' => $in_body,
                    'form_title' => !$in_title && self::all_in($term['stems'], $title_stems),
                    'form_body' => !$in_body && self::all_in($term['stems'], $body_stems),
                ];
            }
            $score = self::score($title, $terms, $phrase, $matches, str_contains($body, $phrase));
            if ($score !== null) {
                $scored[] = ['doc' => $doc, 'score' => $score];
            }
        }
        usort($scored, static fn (array $a, array $b) => ($b['score'] <=> $a['score'])
            ?: (self::time($b['doc']['date']) <=> self::time($a['doc']['date']))
            ?: ($a['doc']['id'] <=> $b['doc']['id']));
        return $scored;
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
     * says, per term, whether the folded text holds it as typed (`body`) and whether the title
     * or the text hold a form of it (`form_title`, `form_body`, only when not as typed).
     *
     * @param list<array{folded: string, stems: list<string>}> $terms
     * @param list<array{body: bool, form_title: bool, form_body: bool}> $matches
     */
    public static function score(string $title, array $terms, string $phrase, array $matches, bool $phrase_in_body): ?int
    {
        $score = 0;
        $exact = true;
        foreach ($terms as $i => $term) {
            $w = $term['folded'];
            $in_title = str_contains($title, $w);
            $match = $matches[$i];
            if (!$in_title && !$match['body']) {
                $exact = false;
                if (!$match['form_title'] && !$match['form_body']) {
                    return null;
                }
            }
            if ($in_title || $match['form_title']) {
                $score += 100;
            }
            if (preg_match('/(?<![\p{L}\p{N}])' . preg_quote($w, '/') . '(?![\p{L}\p{N}])/u', $title)) {
                $score += 50;
            }
            if ($match['body'] || $match['form_body']) {
                $score += 1;
            }
        }
        if (str_contains($title, $phrase)) {
            $score += 1000;
        }
        if (str_starts_with($title, $phrase)) {
            $score += 200;
        }
        if ($phrase_in_body) {
            $score += 10;
        }
        return $exact ? $score + self::EXACT_TIER : $score;
    }

    /** @return array{excerpt: string, highlight: string} */
    public static function describe(array $doc, string $query): array
    {
        $stems = array_values(array_unique(array_merge(...array_column(self::query_terms($query), 'stems'))));
        // As typed first; else the first form of a query word, as the text writes it.
        $in_title = self::find_match($doc['title'], $query);
        $in_body = self::find_match($doc['body'], $query);
        if (!$in_title && !$in_body) {
            $in_title = self::find_stem_match($doc['title'], $stems);
            $in_body = self::find_stem_match($doc['body'], $stems);
        } elseif (!$in_body) {
            $in_body = self::find_stem_match($doc['body'], $stems);
        }
        $hit = $in_title ?? $in_body;
        $highlight = '';
        if ($hit) {
            $source = $in_title ? $doc['title'] : $doc['body'];
            $highlight = mb_substr($source, $hit['start'], $hit['end'] - $hit['start'], 'UTF-8');
        }
        return ['excerpt' => self::excerpt_around($doc['body'] !== '' ? $doc['body'] : $doc['title'], $in_body), 'highlight' => $highlight];
    }
}
