<?php
/**
 * Saving a form unchanged keeps what was there: every value of the sample content, as the importer
 * stores it, comes back the same through the admin's sanitising (texts page and meta boxes), so an
 * editor who opens and saves an item does not change what the site shows.
 */
final class AdminRoundTripTest extends PHPUnit\Framework\TestCase
{
    private static function content(string $file): mixed
    {
        return json_decode((string) file_get_contents(dirname(__DIR__, 3) . "/content/$file"), true);
    }

    /** @return iterable<string, array{0: string, 1: string}> */
    public static function pages(): iterable
    {
        foreach (['uk', 'en'] as $lang) {
            foreach (EOS_Texts::PAGES as $page) {
                yield "$lang $page" => [$lang, $page];
            }
        }
    }

    /** @dataProvider pages */
    public function test_page_texts_survive_an_unchanged_save(string $lang, string $page): void
    {
        $data = self::content("$lang/pages/$page.json");
        if ($page === 'stories') {
            $data = $data['page'] + ['translations' => $data['translations']];
        }
        if ($page === 'faq') {
            $data = ['hero_title' => $data['hero_title'], 'hero_subtitle' => $data['hero_subtitle']] + $data['translations'];
        }
        $fields = EOS_Texts::records()[$page]['fields'];
        foreach ($data as $key => $value) {
            if (!isset($fields[$key]) || in_array($fields[$key], ['map', 'image'], true)) {
                continue;
            }
            $this->assertSame((string) $value, EOS_Fields::sanitise(EOS_Texts::field_def($fields[$key]), (string) $value), "$lang $page $key");
        }
    }

    public function test_item_fields_survive_an_unchanged_save(): void
    {
        $checked = 0;
        foreach (['uk', 'en'] as $lang) {
            $sources = [
                'eos_program' => self::content("$lang/program-details.json"),
                'eos_team' => array_map(static fn ($m) => ['short_description' => $m['shortDescription'], 'full_description' => $m['fullDescription']] + $m, self::content("$lang/team.json")['team']),
                'eos_curator' => self::content("$lang/program-curators.json"),
                'eos_hero_slide' => self::content("$lang/hero-slides.json"),
                'eos_testimonial' => self::content("$lang/testimonials.json"),
                'eos_resource' => self::content("$lang/library.json")['resources'],
                'post' => array_map(static fn ($n) => ['author_name' => $n['author']] + $n, self::content("$lang/news.json")['news']),
            ];
            foreach ($sources as $type => $items) {
                $fields = EOS_Fields::for_type($type);
                foreach ($items as $item) {
                    foreach ($fields as $key => $field) {
                        $value = $item[$key] ?? null;
                        if (!is_string($value) || in_array($field['type'], ['image', 'post', 'select', 'bool', 'number'], true)) {
                            continue;
                        }
                        $this->assertSame($value, EOS_Fields::sanitise($field, $value), "$lang $type {$item['id']} $key");
                        $checked++;
                    }
                    foreach (['sections', 'additional_contacts'] as $key) {
                        if (isset($fields[$key]) && !empty($item[$key])) {
                            $this->assertSame($item[$key], EOS_Fields::sanitise($fields[$key], $item[$key]), "$lang $type {$item['id']} $key");
                            $checked++;
                        }
                    }
                }
            }
        }
        $this->assertGreaterThan(500, $checked);
    }
}
