<?php
/**
 * The plugin speaks Ukrainian. Every label an editor reads is a sentence, never
 * a field's key or an option's raw value, and with Ukrainian as the language each comes from the
 * plugin's translation (languages/exchange-office-site-uk.mo, made by npm run plugin:i18n).
 */
final class I18nTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        restore_current_locale();
        parent::tearDown();
    }

    /** @return array<string, string> every label the Site texts page shows, by where it comes from */
    private static function text_labels(): array
    {
        $labels = [];
        foreach (EOS_Texts::sections() as $record => $sections) {
            $labels["record $record"] = EOS_Text_Labels::record($record);
            foreach ($sections as $section => $keys) {
                $labels["section $record.$section"] = EOS_Text_Labels::section($section);
                foreach ($keys as $key) {
                    $labels["field $record.$key"] = EOS_Text_Labels::field($key);
                    foreach (EOS_Texts::map_keys($record, $key) as $word) {
                        $labels["word $record.$key.$word"] = EOS_Text_Labels::word($word);
                    }
                }
            }
        }
        return $labels;
    }

    /** @return array<string, string> every label and option name of every content type's fields */
    private static function field_labels(): array
    {
        $labels = [];
        $walk = static function (string $where, array $fields) use (&$walk, &$labels): void {
            foreach ($fields as $key => $field) {
                $labels["$where.$key"] = $field['label'];
                foreach ($field['options'] ?? [] as $value => $name) {
                    $labels["$where.$key=$value"] = $name;
                }
                if (isset($field['fields'])) {
                    $walk("$where.$key", $field['fields']);
                }
            }
        };
        foreach (array_merge(['post', 'page'], array_keys(EOS_Content_Model::TYPES)) as $type) {
            $walk($type, EOS_Fields::for_type($type));
        }
        return $labels;
    }

    public function test_no_label_is_a_key_or_a_raw_value(): void
    {
        foreach (array_merge(self::text_labels(), self::field_labels()) as $where => $label) {
            $this->assertNotSame('', $label, $where);
            $this->assertStringNotContainsString('_', $label, "$where: “{$label}” reads like a key");
            $this->assertDoesNotMatchRegularExpression('/^(default|split-screen|grid-mosaic|immersive-parallax|start|end|after_\w+)$/', $label, $where);
        }
        $this->assertSame(418, count(array_filter(array_keys(self::text_labels()), static fn ($k) => str_starts_with($k, 'field '))), 'every field of the Site texts');
    }

    public function test_in_ukrainian_every_label_of_fields_texts_types_and_parts_is_ukrainian(): void
    {
        $this->assertTrue(switch_to_locale('uk'), 'core’s Ukrainian is installed (wordpress-l10n)');
        $labels = array_merge(self::text_labels(), self::field_labels());
        foreach (EOS_Content_Model::TYPES as $type => $definition) {
            foreach (EOS_Content_Model::labels($type) as $name => $label) {
                $labels["type $type.$name"] = $label;
            }
        }
        foreach (EOS_Special_Categories::parts() as $part => [$name, $explanation]) {
            $labels["part $part"] = $name;
            $labels["part $part explanation"] = $explanation;
        }
        // Brand names and codes that stay as they are.
        $kept = ['Facebook', 'X (Twitter)', 'LinkedIn', 'Instagram', 'YouTube'];
        foreach ($labels as $where => $label) {
            if (!in_array($label, $kept, true)) {
                $this->assertMatchesRegularExpression('/\p{Cyrillic}/u', $label, "$where: “{$label}” is not translated");
            }
        }
        $this->assertSame('Сторінка програм', EOS_Text_Labels::record('programs'));
        $this->assertSame('Картка 2', EOS_Text_Labels::section('card2'));
        $this->assertSame('Мозаїка: зображення галереї сіткою фото', EOS_Fields::template_names()['grid-mosaic']);
        $this->assertSame('Після розділу 3', EOS_Fields::position_names()['after_section_3']);
    }

    public function test_the_log_and_its_notice_speak_ukrainian_with_ukrainian_plurals(): void
    {
        switch_to_locale('uk');
        $row = (object) ['payload' => '{"type":"news","action":"publish","slug":"x","lang":"uk"}', 'label' => '', 'status' => 'failed', 'attempts' => 3, 'last_answer' => '401', 'last_attempt_at' => 0, 'next_attempt_at' => 0];
        $this->assertSame('Новина (uk) — опубліковано', EOS_Delivery_Words::change($row));
        $this->assertSame('не вдалося: сайт не прийняв секрет для оновлення', EOS_Delivery_Words::state($row));
        $five = sprintf(_n('%1$d change since %2$s has not reached the public site: %3$s.', '%1$d changes since %2$s have not reached the public site: %3$s.', 5, 'exchange-office-site'), 5, '12:00', 'x');
        $this->assertSame('5 змін від 12:00 не дійшли до публічного сайту: x.', $five);
        $two = sprintf(_n('The language of %d item is set.', 'The language of %d items is set.', 2, 'exchange-office-site'), 2);
        $this->assertSame('Мову задано для 2 записів.', $two);

        // A change is stored in no language: each reader sees it in theirs.
        $stored = EOS_Delivery_Words::label(['kind' => 'program', 'title' => 'Fulbright Graduate Student Program']);
        $this->assertSame('Програма «Fulbright Graduate Student Program»', EOS_Delivery_Words::label_text($stored));
        $this->assertSame('Тексти сайту: Сторінка новин', EOS_Delivery_Words::label_text(EOS_Delivery_Words::label(['texts' => 'news'])));
        restore_current_locale();
        $this->assertSame('Programme “Fulbright Graduate Student Program”', EOS_Delivery_Words::label_text($stored));
        $this->assertSame('Menu “Main”', EOS_Delivery_Words::label_text('Menu “Main”'), 'a label stored as text before');
        $long = EOS_Delivery_Words::label(['kind' => 'news', 'title' => str_repeat('Довгий заголовок ', 30)]);
        $this->assertLessThanOrEqual(255, mb_strlen($long));
        $this->assertIsArray(json_decode($long, true), 'still JSON once cut');
    }
}
