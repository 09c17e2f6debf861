<?php
defined('ABSPATH') || exit;

/**
 * Ukrainian to Latin letters by the national system of 2010 (Cabinet of Ministers of Ukraine,
 * resolution No. 55 of 27 January 2010): Є, Ї, Й, Ю, Я are ye, yi, y, yu, ya at the start of a
 * word and ie, i, i, iu, ia elsewhere; зг is zgh; ь and the apostrophe are dropped. Russian
 * letters outside the system (ё, ъ, ы, э) get their usual Latin letters, so no title loses them.
 */
final class EOS_Transliteration
{
    private const LETTERS = [
        'а' => 'a', 'б' => 'b', 'в' => 'v', 'г' => 'h', 'ґ' => 'g', 'д' => 'd', 'е' => 'e', 'є' => 'ie',
        'ж' => 'zh', 'з' => 'z', 'и' => 'y', 'і' => 'i', 'ї' => 'i', 'й' => 'i', 'к' => 'k', 'л' => 'l',
        'м' => 'm', 'н' => 'n', 'о' => 'o', 'п' => 'p', 'р' => 'r', 'с' => 's', 'т' => 't', 'у' => 'u',
        'ф' => 'f', 'х' => 'kh', 'ц' => 'ts', 'ч' => 'ch', 'ш' => 'sh', 'щ' => 'shch', 'ь' => '',
        'ю' => 'iu', 'я' => 'ia',
        'ё' => 'io', 'ъ' => '', 'ы' => 'y', 'э' => 'e',
    ];
    private const WORD_START = ['є' => 'ye', 'ї' => 'yi', 'й' => 'y', 'ю' => 'yu', 'я' => 'ya', 'ё' => 'yo'];
    /** The apostrophe in its usual spellings: dropped, and part of the word (Знам’янка: Znamianka). */
    private const APOSTROPHES = ["'", '’', 'ʼ', '‘', '`', 'ʹ'];

    public static function romanise(string $text): string
    {
        $chars = preg_split('//u', $text, -1, PREG_SPLIT_NO_EMPTY) ?: [];
        $out = '';
        $previous = '';
        foreach ($chars as $i => $char) {
            if (in_array($char, self::APOSTROPHES, true)) {
                $previous = $char;
                continue;
            }
            $lower = mb_strtolower($char, 'UTF-8');
            if (!array_key_exists($lower, self::LETTERS)) {
                $out .= $char;
                $previous = $char;
                continue;
            }
            $at_start = $previous === '' || (!preg_match('/\p{L}/u', $previous) && !in_array($previous, self::APOSTROPHES, true));
            $latin = $at_start && isset(self::WORD_START[$lower]) ? self::WORD_START[$lower] : self::LETTERS[$lower];
            if ($lower === 'г' && mb_strtolower($previous, 'UTF-8') === 'з') {
                $latin = 'gh';
            }
            if ($lower !== $char && $latin !== '') {
                $next = $chars[$i + 1] ?? '';
                $all_caps = $next !== '' && mb_strtoupper($next, 'UTF-8') === $next && mb_strtolower($next, 'UTF-8') !== $next;
                $latin = $all_caps ? strtoupper($latin) : ucfirst($latin);
            }
            $out .= $latin;
            $previous = $char;
        }
        return $out;
    }
}
