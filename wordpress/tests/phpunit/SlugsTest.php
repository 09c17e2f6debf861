<?php
/**
 * Every slug WordPress makes works. A look-up matches what WordPress stores
 * (`sanitize_title` of the decoded slug) in any percent-encoding; answers carry the slug decoded;
 * with the setting on, a new slug is romanised by Ukraine's national system of 2010, and a slug an
 * item already has never changes.
 */
final class SlugsTest extends EOS_TestCase
{
    /** The official examples of the Cabinet of Ministers' resolution No. 55 of 27 January 2010. */
    public static function official_examples(): iterable
    {
        $examples = [
            'Алушта' => 'Alushta', 'Андрій' => 'Andrii', 'Борщагівка' => 'Borshchahivka', 'Борисенко' => 'Borysenko',
            'Вінниця' => 'Vinnytsia', 'Володимир' => 'Volodymyr', 'Гадяч' => 'Hadiach', 'Богдан' => 'Bohdan',
            'Згурський' => 'Zghurskyi', 'Ґалаґан' => 'Galagan', 'Ґорґани' => 'Gorgany', 'Донецьк' => 'Donetsk',
            'Дмитро' => 'Dmytro', 'Рівне' => 'Rivne', 'Олег' => 'Oleh', 'Есмань' => 'Esman', 'Єнакієве' => 'Yenakiieve',
            'Гаєвич' => 'Haievych', 'Короп’є' => 'Koropie', 'Житомир' => 'Zhytomyr', 'Жанна' => 'Zhanna',
            'Жежелів' => 'Zhezheliv', 'Закарпаття' => 'Zakarpattia', 'Казимирчук' => 'Kazymyrchuk', 'Медвин' => 'Medvyn',
            'Михайленко' => 'Mykhailenko', 'Іванків' => 'Ivankiv', 'Іващенко' => 'Ivashchenko', 'Їжакевич' => 'Yizhakevych',
            'Кадиївка' => 'Kadyivka', 'Мар’їне' => 'Marine', 'Йосипівка' => 'Yosypivka', 'Стрий' => 'Stryi',
            'Олексій' => 'Oleksii', 'Київ' => 'Kyiv', 'Коваленко' => 'Kovalenko', 'Лебедин' => 'Lebedyn',
            'Леонід' => 'Leonid', 'Миколаїв' => 'Mykolaiv', 'Маринич' => 'Marynych', 'Ніжин' => 'Nizhyn',
            'Наталія' => 'Nataliia', 'Одеса' => 'Odesa', 'Онищенко' => 'Onyshchenko', 'Полтава' => 'Poltava',
            'Петро' => 'Petro', 'Решетилівка' => 'Reshetylivka', 'Рибчинський' => 'Rybchynskyi', 'Суми' => 'Sumy',
            'Соломія' => 'Solomiia', 'Тернопіль' => 'Ternopil', 'Троць' => 'Trots', 'Ужгород' => 'Uzhhorod',
            'Уляна' => 'Uliana', 'Фастів' => 'Fastiv', 'Філіпчук' => 'Filipchuk', 'Харків' => 'Kharkiv',
            'Христина' => 'Khrystyna', 'Біла Церква' => 'Bila Tserkva', 'Стеценко' => 'Stetsenko', 'Чернівці' => 'Chernivtsi',
            'Шевченко' => 'Shevchenko', 'Шостка' => 'Shostka', 'Кишеньки' => 'Kyshenky', 'Щербухи' => 'Shcherbukhy',
            'Гоща' => 'Hoshcha', 'Гаращенко' => 'Harashchenko', 'Юрій' => 'Yurii', 'Корюківка' => 'Koriukivka',
            'Яготин' => 'Yahotyn', 'Ярошенко' => 'Yaroshenko', 'Костянтин' => 'Kostiantyn', 'Знам’янка' => 'Znamianka',
            "Знам'янка" => 'Znamianka', 'Феодосія' => 'Feodosiia', 'Згорани' => 'Zghorany', 'Розгон' => 'Rozghon',
        ];
        foreach ($examples as $uk => $latin) {
            yield $uk => [$uk, $latin];
        }
    }

    /** @dataProvider official_examples */
    public function test_the_national_romanisation_of_2010(string $ukrainian, string $latin): void
    {
        $this->assertSame($latin, EOS_Transliteration::romanise($ukrainian));
    }

    public function test_word_starts_and_letter_case(): void
    {
        $this->assertSame('Yurii Yizhakevych ta Yosyp Yevhen', EOS_Transliteration::romanise('Юрій Їжакевич та Йосип Євген'));
        $this->assertSame('SHCHO ZGHODOM', EOS_Transliteration::romanise('ЩО ЗГОДОМ'));
        $this->assertSame('Fulbright-2027: stypendiia', EOS_Transliteration::romanise('Fulbright-2027: стипендія'));
    }

    private function news(string $title, array $fields = []): WP_Post
    {
        $this->news_category(3, 'uk');
        // As WordPress makes it: no slug given, published (wp_insert_post makes it from the title).
        return $this->item('post', 'uk', $fields + ['post_title' => $title, 'post_name' => ''], ['category' => [3]]);
    }

    public function test_with_the_setting_on_a_new_slug_is_romanised_and_an_existing_one_is_kept(): void
    {
        $before = $this->news('Стипендія Фулбрайта для науковців');
        $this->assertSame('%d1%81%d1%82%d0%b8%d0%bf%d0%b5%d0%bd%d0%b4%d1%96%d1%8f-%d1%84%d1%83%d0%bb%d0%b1%d1%80%d0%b0%d0%b9%d1%82%d0%b0-%d0%b4%d0%bb%d1%8f-%d0%bd%d0%b0%d1%83%d0%ba%d0%be%d0%b2%d1%86%d1%96%d0%b2', $before->post_name, 'off: WordPress’s own slug');

        EOS_Settings::update(['transliterate_slugs' => '1']);
        $new = $this->news('Згорани і Щербухи: Юрій у Знам’янці');
        $this->assertSame('zghorany-i-shcherbukhy-yurii-u-znamiantsi', $new->post_name);
        $twin = $this->news('Згорани і Щербухи: Юрій у Знам’янці');
        $this->assertSame('zghorany-i-shcherbukhy-yurii-u-znamiantsi-2', $twin->post_name, 'unique like any slug');

        // The classic editor and Quick Edit send a slug back decoded (`editable_slug`): it stays as it was.
        wp_update_post(wp_slash(['ID' => $before->ID, 'post_title' => 'Нова назва', 'post_name' => urldecode($before->post_name)]));
        $this->assertSame($before->post_name, get_post($before->ID)->post_name);
        wp_update_post(['ID' => $before->ID, 'post_content' => 'Змінено']);
        $this->assertSame($before->post_name, get_post($before->ID)->post_name);

        // A draft gets its slug when it is published: a new slug.
        $draft = $this->news('Чернетка про Київ', ['post_status' => 'draft']);
        $this->assertSame('', $draft->post_name);
        wp_update_post(['ID' => $draft->ID, 'post_status' => 'publish']);
        $this->assertSame('chernetka-pro-kyiv', get_post($draft->ID)->post_name);
    }

    public function test_the_setting_is_on_for_a_new_install_and_off_for_an_install_that_had_settings(): void
    {
        $saved = get_option(EOS_Settings::OPTION);
        try {
            delete_option(EOS_Settings::OPTION);
            $this->assertSame('1', EOS_Settings::get('transliterate_slugs'), 'a new install');
            update_option(EOS_Settings::OPTION, ['site_url' => 'https://site.example']);
            $this->assertSame('0', EOS_Settings::get('transliterate_slugs'), 'settings saved before the switch existed');
        } finally {
            update_option(EOS_Settings::OPTION, $saved);
        }
    }

    public function test_look_ups_match_in_any_encoding_and_answers_carry_the_slug_decoded(): void
    {
        $this->news_category(3, 'uk');
        $run = (string) random_int(1000, 999999);
        $post = $this->news("Конкурс для вчених $run");
        $program = $this->item('eos_program', 'uk', ['post_title' => "Програма для магістрантів $run", 'post_name' => '']);
        $page = $this->item('page', 'uk', ['post_title' => "Умови участі $run", 'post_name' => '']);
        $cases = [
            ['news', $post, "конкурс-для-вчених-$run"],
            ['program-by-slug', $program, "програма-для-магістрантів-$run"],
            ['dynamic-content', $page, "умови-участі-$run"],
        ];
        foreach ($cases as [$route, $item, $decoded]) {
            $this->assertSame(strtolower(rawurlencode($decoded)), $item->post_name, "$route: WordPress keeps it percent-encoded in lower case");
            foreach ([$item->post_name, strtoupper($item->post_name), $decoded, rawurlencode($decoded)] as $key) {
                $request = new WP_REST_Request('GET', "/fulbright-react/v1/$route/$key");
                $request->set_query_params(['lang' => 'uk']);
                $answer = rest_do_request($request);
                $this->assertSame(200, $answer->get_status(), "$route $key");
                $data = $route === 'dynamic-content' ? $answer->get_data()['content'] : $answer->get_data();
                $this->assertSame($item->ID, $data['id'], "$route $key");
                $this->assertSame($decoded, $data['slug'], "$route $key: the slug decoded");
            }
        }
        $this->assertSame("/programs/програма-для-магістрантів-$run", EOS_Output::program($program)['learnMoreLink']);
    }
}
