<?php
/**
 * The language an item without one gets from its own text (EOS_Text_Language): Ukrainian where
 * its words are mainly Cyrillic, English otherwise, on titles as offices write them.
 */
final class TextLanguageTest extends EOS_TestCase
{
    /** @return array<string, array{0: string, 1: string, 2: string}> title, text, language */
    public static function titles(): array
    {
        return [
            'Ukrainian with a programme name in Latin letters, no text' => ['Відкрито конкурс на програму Fulbright Graduate Student Program 2026–2027', '', 'uk'],
            'Ukrainian with acronyms' => ['Зустріч випускників UGRAD та FLEX у Києві', '', 'uk'],
            'Ukrainian with a partner and a programme in Latin letters' => ['Вебінар з IIE: як подати заявку на Fulbright Foreign Student Program', '', 'uk'],
            'Ukrainian title, Ukrainian text with English names and a link' => ['Fulbright Scholar Program', '<p>Програма для науковців: дедлайн 15 жовтня. Деталі на <a href="https://www.fulbright.org.ua/en/programs">сайті</a> або https://apply.iie.org.</p>', 'uk'],
            'Ukrainian with an apostrophe' => ['П’ять історій випускників з м’якою посадкою', '', 'uk'],
            'English with a Ukrainian word' => ['Alumni celebrate Vyshyvanka Day — «Вишиванка» in Washington', '', 'en'],
            'English with a Ukrainian name' => ['Interview with Олена Петренко, Fulbright scholar', '', 'en'],
            'English headline in title case with a Ukrainian name' => ['Meet Олена Петренко, Our New Programme Coordinator', '', 'en'],
            'English with Ukrainian acronyms and a shortcode' => ['Results of the ЗНО-based selection', '[gallery ids="12,13"]<p>The committee of КНУ and the office chose 12 finalists.</p>', 'en'],
            'Empty content, English title' => ['Annual report', '', 'en'],
            'Empty content, Ukrainian title' => ['Річний звіт', '', 'uk'],
            'No letters at all: the default language' => ['2026', '<p>[gallery]</p>', EOS_Languages::DEFAULT],
            'Nothing at all: the default language' => ['', '', EOS_Languages::DEFAULT],
        ];
    }

    /** @dataProvider titles */
    public function test_the_language_of_a_text(string $title, string $text, string $lang): void
    {
        $this->assertSame($lang, EOS_Text_Language::of($title, $text));
    }

    public function test_a_long_english_text_outweighs_a_ukrainian_title_and_the_other_way_round(): void
    {
        $english = str_repeat('<p>The office announces the results of the selection and thanks every applicant.</p>', 20);
        $ukrainian = str_repeat('<p>Офіс оголошує результати відбору та дякує кожному, хто подався.</p>', 20);
        $this->assertSame('en', EOS_Text_Language::of('Оголошення', $english));
        $this->assertSame('uk', EOS_Text_Language::of('Announcement', $ukrainian));
    }
}
