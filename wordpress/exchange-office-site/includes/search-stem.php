<?php
defined('ABSPATH') || exit;

/**
 * Word forms for search: the same rules as the site's lib/cms/embedded/search-stem.ts, word for word, so that
 * "програма", "програми" and "програмою" meet on both backends. test/fixtures/search-stems.json
 * holds both sides to the same stems (SearchStemTest here, lib/cms/embedded/search-stem.test.ts there).
 */
final class EOS_Search_Stem
{
    private const APOSTROPHES = '/[’\'ʼ`‘′]/u';
    private const LATIN_TO_CYRILLIC = [
        'a' => 'а', 'b' => 'в', 'c' => 'с', 'e' => 'е', 'h' => 'н', 'i' => 'і', 'k' => 'к', 'm' => 'м', 'o' => 'о', 'p' => 'р', 't' => 'т', 'x' => 'х', 'y' => 'у',
    ];
    private const CYRILLIC_TO_LATIN = [
        'а' => 'a', 'с' => 'c', 'е' => 'e', 'і' => 'i', 'ј' => 'j', 'к' => 'k', 'о' => 'o', 'р' => 'p', 'ѕ' => 's', 'х' => 'x', 'у' => 'y',
    ];
    private const CYRILLIC = '/[\x{0400}-\x{04ff}]/u';
    private const UK_VOWELS = '/[аеєиіїоуюя]/u';
    private const UK_ENDINGS = [
        'іями', 'ями', 'ами', 'іях', 'іям', 'ією', 'ього', 'ьому',
        'ого', 'ому', 'ими', 'іми', 'ях', 'ах', 'ям', 'ам', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю',
        'ів', 'їв', 'ей', 'ій', 'ий', 'ії', 'ія', 'ію', 'ої', 'их', 'іх', 'им', 'ім', 'ую', 'юю', 'ая', 'яя',
        'ові', 'еві', 'єві',
        'а', 'я', 'у', 'ю', 'о', 'е', 'є', 'и', 'і', 'ї', 'ь', 'й',
    ];
    /** Endings that are also the last letters of many stems: the fewest letters they may leave. */
    private const UK_REST_MIN = [
        'ом' => 3, 'ем' => 3, 'ів' => 3, 'ам' => 3, 'ах' => 3, 'им' => 3, 'их' => 3, 'ім' => 3, 'іх' => 3, 'ій' => 3, 'ей' => 4,
    ];
    private const UK_REST_MIN_DEFAULT = 2;
    private const UK_KNOWN_STEMS = ['програм', 'диплом', 'систем', 'проблем', 'архів', 'музей', 'реклам'];
    private const EN_KEEP_S = ['news', 'series', 'species', 'always', 'perhaps', 'various', 'this', 'its', 'his', 'has', 'was', 'does', 'is', 'us', 'thus', 'lens', 'alumnus', 'campus', 'status', 'focus', 'bus', 'gas', 'plus', 'bonus', 'census', 'physics', 'economics', 'mathematics', 'politics'];

    /** @var list<string>|null */
    private static ?array $endings = null;

    /** @var array<string, string> */
    private static array $memo = [];

    public static function normalize(string $word): string
    {
        $lower = preg_replace(self::APOSTROPHES, "'", mb_strtolower($word, 'UTF-8')) ?? '';
        $chars = mb_str_split($lower, 1, 'UTF-8');
        $cyrillic = 0;
        $latin = 0;
        foreach ($chars as $char) {
            if (preg_match(self::CYRILLIC, $char)) {
                $cyrillic++;
            } elseif ($char >= 'a' && $char <= 'z' && strlen($char) === 1) {
                $latin++;
            }
        }
        if ($cyrillic === 0 || $latin === 0) {
            return $lower;
        }
        return strtr($lower, $cyrillic >= $latin ? self::LATIN_TO_CYRILLIC : self::CYRILLIC_TO_LATIN);
    }

    /** @return list<string> */
    private static function endings(): array
    {
        if (self::$endings === null) {
            $endings = self::UK_ENDINGS;
            usort($endings, static fn (string $a, string $b) => mb_strlen($b, 'UTF-8') <=> mb_strlen($a, 'UTF-8'));
            self::$endings = $endings;
        }
        return self::$endings;
    }

    private static function is_vowel(string $char): bool
    {
        return $char !== '' && preg_match(self::UK_VOWELS, $char) === 1;
    }

    public static function stem_uk(string $word): string
    {
        $stem = str_replace("'", '', $word);
        $len = static fn (string $s): int => mb_strlen($s, 'UTF-8');
        if ($len($stem) > 5 && preg_match('/(ся|сь)$/u', $stem)) {
            $stem = mb_substr($stem, 0, -2, 'UTF-8');
        }
        foreach (self::UK_KNOWN_STEMS as $known) {
            if (str_starts_with($stem, $known)) {
                $tail = substr($stem, strlen($known));
                if ($tail === '' || in_array($tail, self::UK_ENDINGS, true)) {
                    return $known;
                }
            }
        }
        $cut = '';
        foreach (self::endings() as $ending) {
            if (!str_ends_with($stem, $ending)) {
                continue;
            }
            $rest = substr($stem, 0, strlen($stem) - strlen($ending));
            if (self::is_vowel(mb_substr($rest, -1, 1, 'UTF-8')) && !preg_match('/^[яюєїй]/u', $ending)) {
                continue;
            }
            $min = self::UK_REST_MIN[$ending] ?? self::UK_REST_MIN_DEFAULT;
            if ($len($rest) < $min || !preg_match(self::UK_VOWELS, $rest)) {
                continue;
            }
            $stem = $rest;
            $cut = $ending;
            break;
        }
        if ($len($stem) >= 5) {
            if ($cut === '' || $cut === 'ь') {
                $stem = preg_replace('/е(ц)$/u', '$1', $stem) ?? $stem;
            }
            $stem = preg_replace(['/([^жшчщл])е(н)$/u', '/о(к)$/u'], ['$1$2', '$1'], $stem) ?? $stem;
        }
        $stem = preg_replace(['/(?<!ни)ц$/u', '/з$/u'], ['к', 'г'], $stem) ?? $stem;
        if ($len($stem) >= 3) {
            $stem = preg_replace('/і([^аеєиіїоуюяь]{1,2})$/u', 'о$1', $stem) ?? $stem;
        }
        $last = mb_substr($stem, -1, 1, 'UTF-8');
        if ($len($stem) >= 4 && $last === mb_substr($stem, -2, 1, 'UTF-8') && !self::is_vowel($last)) {
            $stem = mb_substr($stem, 0, -1, 'UTF-8');
        }
        return $stem;
    }

    public static function stem_en(string $word): string
    {
        $stem = str_replace("'", '', preg_replace("/'s$|'$/", '', $word) ?? $word);
        if (mb_strlen($stem, 'UTF-8') <= 3 || in_array($stem, self::EN_KEEP_S, true)) {
            return $stem;
        }
        $len = mb_strlen($stem, 'UTF-8');
        if (preg_match('/ies$|ied$/', $stem) && $len > 4) {
            $stem = substr($stem, 0, -3) . 'i';
        } elseif (preg_match('/sses$/', $stem)) {
            $stem = substr($stem, 0, -2);
        } elseif (preg_match('/(x|z|ch|sh)es$/', $stem)) {
            $stem = substr($stem, 0, -2);
        } elseif (preg_match('/[^su]s$/u', $stem)) {
            $stem = mb_substr($stem, 0, -1, 'UTF-8');
        } elseif (preg_match('/ing$/', $stem) && preg_match('/[aeiouy]/', substr($stem, 0, -3)) && $len > 5) {
            $stem = substr($stem, 0, -3);
        } elseif (preg_match('/ed$/', $stem) && preg_match('/[aeiouy]/', substr($stem, 0, -2)) && $len > 4) {
            $stem = substr($stem, 0, -2);
        }
        $stem = preg_replace(['/y$/', '/e$/'], ['i', ''], $stem) ?? $stem;
        if (preg_match('/([b-df-hj-np-tv-z])\1$/', $stem) && !preg_match('/(ll|ss|zz)$/', $stem)) {
            $stem = substr($stem, 0, -1);
        }
        return $stem;
    }

    /** The stem of a word in either language: its script says which stemmer reads it. */
    public static function word(string $word): string
    {
        if (isset(self::$memo[$word])) {
            return self::$memo[$word];
        }
        $normal = self::normalize($word);
        $stem = preg_match(self::CYRILLIC, $normal) ? self::stem_uk($normal) : self::stem_en($normal);
        if (count(self::$memo) > 20000) {
            self::$memo = [];
        }
        return self::$memo[$word] = $stem;
    }
}
