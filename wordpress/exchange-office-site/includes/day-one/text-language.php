<?php
defined('ABSPATH') || exit;

/**
 * The language of an item from its own text, for items that came without one: Ukrainian where its
 * words are mainly Cyrillic, English otherwise. A pure function of the title and the text.
 *
 * Words are weighed, not letters: Ukrainian texts name programmes and people in Latin letters
 * (“Fulbright Graduate Student Program”) and English texts name people in Cyrillic, but such
 * names are capitalised, while the words that make a sentence (на, з, with, the) are lowercase.
 * So a lowercase word counts twice a capitalised one, and acronyms (IIE, USAID, ЗНО) not at all.
 */
final class EOS_Text_Language
{
    /** Enough text to tell the language; the rest of a long article changes nothing. */
    private const TEXT_CHARACTERS = 3000;
    private const LOWERCASE_WEIGHT = 2;
    private const CAPITALISED_WEIGHT = 1;

    /** `uk` or `en`; an item with no letters at all gets the default language. */
    public static function of(string $title, string $text): string
    {
        $plain = self::plain($title) . ' ' . mb_substr(self::plain($text), 0, self::TEXT_CHARACTERS, 'UTF-8');
        $score = ['uk' => 0, 'en' => 0];
        preg_match_all("/[\\p{L}'’ʼ]+/u", $plain, $words);
        foreach ($words[0] as $word) {
            $letters = preg_replace("/['’ʼ]/u", '', $word);
            if (mb_strlen($letters, 'UTF-8') >= 2 && mb_strtoupper($letters, 'UTF-8') === $letters) {
                continue;
            }
            $cyrillic = preg_match_all('/\p{Cyrillic}/u', $letters);
            $latin = preg_match_all('/\p{Latin}/u', $letters);
            if ($cyrillic === 0 && $latin === 0) {
                continue;
            }
            $first = mb_substr($letters, 0, 1, 'UTF-8');
            $weight = mb_strtolower($first, 'UTF-8') === $first ? self::LOWERCASE_WEIGHT : self::CAPITALISED_WEIGHT;
            $score[$cyrillic >= $latin ? 'uk' : 'en'] += $weight * mb_strlen($letters, 'UTF-8');
        }
        if ($score['uk'] === 0 && $score['en'] === 0) {
            return EOS_Languages::DEFAULT;
        }
        return $score['uk'] > $score['en'] ? 'uk' : 'en';
    }

    /** Text without markup, shortcodes, addresses and entities. */
    private static function plain(string $html): string
    {
        $text = preg_replace('/\[[^\]]*\]/u', ' ', $html) ?? '';
        $text = html_entity_decode(strip_tags(str_replace('<', ' <', $text)), ENT_QUOTES | ENT_HTML5, 'UTF-8');
        return preg_replace('#\b(?:https?://|www\.)\S+|\S+@\S+#u', ' ', $text) ?? '';
    }
}
