<?php
defined('ABSPATH') || exit;

/**
 * Search ranking, the same rules as the site's embedded CMS (lib/cms/embedded/search-index.ts):
 * case-, diacritics- and apostrophe-insensitive, Ukrainian і folded to Latin i; every word must
 * occur in the title or the text; the phrase in the title first, then title words (whole words
 * above parts), then text matches; ties newest first, then by id. Works on code points.
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
        $words = self::query_words($query);
        if (!$words) {
            return [];
        }
        $phrase = self::fold(trim($query));
        $scored = [];
        foreach ($docs as $doc) {
            $title = $doc['folded_title'] ??= self::fold($doc['title']);
            $body = $doc['folded_body'] ??= self::fold($doc['body']);
            foreach ($words as $w) {
                if (!str_contains($title, $w) && !str_contains($body, $w)) {
                    continue 2;
                }
            }
            $body_has = [];
            foreach ($words as $w) {
                $body_has[$w] = str_contains($body, $w);
            }
            $scored[] = ['doc' => $doc, 'score' => self::score($title, $words, $phrase, $body_has, str_contains($body, $phrase))];
        }
        usort($scored, static fn (array $a, array $b) => ($b['score'] <=> $a['score'])
            ?: (self::time($b['doc']['date']) <=> self::time($a['doc']['date']))
            ?: ($a['doc']['id'] <=> $b['doc']['id']));
        return $scored;
    }

    /**
     * The phrase in the title first, then title words (whole words above parts of words), then
     * matches in the text. `$title` is folded; `$body_has` says which words the folded text holds.
     *
     * @param list<string> $words
     * @param array<string, bool> $body_has
     */
    public static function score(string $title, array $words, string $phrase, array $body_has, bool $phrase_in_body): int
    {
        $score = 0;
        if (str_contains($title, $phrase)) {
            $score += 1000;
        }
        if (str_starts_with($title, $phrase)) {
            $score += 200;
        }
        foreach ($words as $w) {
            if (str_contains($title, $w)) {
                $score += 100;
            }
            if (preg_match('/(?<![\p{L}\p{N}])' . preg_quote($w, '/') . '(?![\p{L}\p{N}])/u', $title)) {
                $score += 50;
            }
            if ($body_has[$w] ?? false) {
                $score += 1;
            }
        }
        if ($phrase_in_body) {
            $score += 10;
        }
        return $score;
    }

    /** @return array{excerpt: string, highlight: string} */
    public static function describe(array $doc, string $query): array
    {
        $in_title = self::find_match($doc['title'], $query);
        $in_body = self::find_match($doc['body'], $query);
        $hit = $in_title ?? $in_body;
        $highlight = '';
        if ($hit) {
            $source = $in_title ? $doc['title'] : $doc['body'];
            $highlight = mb_substr($source, $hit['start'], $hit['end'] - $hit['start'], 'UTF-8');
        }
        return ['excerpt' => self::excerpt_around($doc['body'] !== '' ? $doc['body'] : $doc['title'], $in_body), 'highlight' => $highlight];
    }
}
