<?php
/**
 * The content an office's WordPress already holds when it installs the plugin, made the way
 * WordPress itself makes it (wp_insert_post, wp_update_post, wp_insert_term, post meta of other
 * plugins), never through the plugin, its importer or its meta: years of news in both languages
 * in the office's own categories (slugs WordPress made from Ukrainian names), pages, Yoast SEO's
 * fields, articles renamed after publishing (WordPress keeps `_wp_old_slug`), a pair
 * linked by Polylang's data left in the database, and what must stay hidden: private,
 * password-protected and draft posts. Run by install.php with WP_CONTENT=office.
 *
 * What the tests look for is written to office-content.json in the instance folder.
 */
require_once __DIR__ . '/archive-words.php';

final class Office_Content
{
    /** News per language, one every ~9 days back from 2025-06: about six years. */
    private const NEWS_PER_LANG = 240;
    private const FIRST_DATE = '2025-06-01 10:00:00';

    /** @var array<string, mixed> what the tests check */
    private array $facts = [];

    public function make(): string
    {
        wp_defer_term_counting(true);
        $users = $this->users();
        $categories = $this->categories();
        $count = 0;
        foreach (['uk', 'en'] as $lang) {
            for ($i = 0; $i < self::NEWS_PER_LANG; $i++) {
                $this->news($lang, $i, $categories[$lang][$i % count($categories[$lang])], $users[$i % count($users)]);
                $count++;
            }
        }
        $this->yoast();
        $this->renamed($categories);
        $this->pages();
        $this->hidden($categories);
        $this->polylang_pair($categories);
        wp_defer_term_counting(false);
        $this->facts['news_per_lang'] = self::NEWS_PER_LANG;
        // What the news list of each language must hold: the news, the renamed article and the
        // Polylang pair's one, and WordPress's own "Hello world!" (in English, in "Uncategorized").
        $hello = get_posts(['post_type' => 'post', 'name' => 'hello-world', 'post_status' => 'publish', 'fields' => 'ids']);
        $this->facts['listed'] = ['uk' => self::NEWS_PER_LANG + 2, 'en' => self::NEWS_PER_LANG + 2 + count($hello)];
        file_put_contents(EOS_INSTANCE_DIR . '/office-content.json', wp_json_encode($this->facts, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE));
        return sprintf('%d news, %d pages, %d categories', $count, count($this->facts['pages']), count($categories['uk']) + count($categories['en']));
    }

    /** @return list<int> an author and two contributors who wrote over the years */
    private function users(): array
    {
        $ids = [];
        foreach (['olena.kovalenko' => 'author', 'ivan.petrenko' => 'contributor', 'sarah.miller' => 'contributor'] as $login => $role) {
            $ids[] = wp_insert_user(['user_login' => $login, 'user_pass' => wp_generate_password(20), 'user_email' => "$login@example.org", 'role' => $role, 'display_name' => ucwords(str_replace('.', ' ', $login))]);
        }
        return $ids;
    }

    /** @return array<string, list<int>> the office's own categories of each language */
    private function categories(): array
    {
        $names = ['uk' => ['Новини', 'Події', 'Оголошення'], 'en' => ['News', 'Events', 'Announcements']];
        $out = [];
        foreach ($names as $lang => $list) {
            foreach ($list as $name) {
                $term = wp_insert_term($name, 'category');
                $out[$lang][] = (int) $term['term_id'];
            }
        }
        // A category nobody uses any more: it holds no post.
        wp_insert_term('Архів 2015', 'category');
        $this->facts['categories'] = $out;
        return $out;
    }

    private function news(string $lang, int $i, int $category, int $author): int
    {
        $w = EOS_Archive_Words::class;
        $subject = $w::SUBJECTS[$lang][$i % count($w::SUBJECTS[$lang])];
        $action = $w::ACTIONS[$lang][intdiv($i, 3) % count($w::ACTIONS[$lang])];
        $place = $w::PLACES[$lang][intdiv($i, 7) % count($w::PLACES[$lang])];
        $date = gmdate('Y-m-d H:i:s', strtotime(self::FIRST_DATE) - $i * 9 * DAY_IN_SECONDS - ($lang === 'en' ? 3600 : 0));
        $year = substr($date, 0, 4);
        $paragraphs = [];
        for ($p = 0; $p < 4; $p++) {
            $sentence = $w::SENTENCES[$lang][($i + $p * 5) % count($w::SENTENCES[$lang])];
            $paragraphs[] = '<!-- wp:paragraph --><p>' . strtr($sentence, ['{place}' => $place, '{year}' => $year]) . '</p><!-- /wp:paragraph -->';
        }
        $id = wp_insert_post(wp_slash([
            'post_type' => 'post',
            'post_status' => 'publish',
            'post_title' => "$subject $action $place",
            'post_content' => implode("\n\n", $paragraphs),
            'post_date' => $date,
            'post_author' => $author,
            'post_category' => [$category],
        ]), true);
        if (is_wp_error($id)) {
            throw new RuntimeException($id->get_error_message());
        }
        if ($i < 3) {
            $this->facts['newest'][$lang][] = ['id' => $id, 'slug' => get_post_field('post_name', $id), 'title' => get_the_title($id)];
        }
        return $id;
    }

    /** Yoast SEO's own fields on some articles: one with its variables, one written out. */
    private function yoast(): void
    {
        foreach (['uk', 'en'] as $lang) {
            $id = (int) $this->facts['newest'][$lang][0]['id'];
            $title = $lang === 'uk' ? 'Випускники діляться досвідом — читайте звіт' : 'Alumni share their experience: read the report';
            $description = $lang === 'uk'
                ? 'Короткий звіт про зустріч випускників: теми, висновки та наступні кроки програми.'
                : 'A short report on the alumni meeting: topics, conclusions and the programme’s next steps.';
            update_post_meta($id, '_yoast_wpseo_title', $title);
            update_post_meta($id, '_yoast_wpseo_metadesc', $description);
            $with_variables = (int) $this->facts['newest'][$lang][1]['id'];
            update_post_meta($with_variables, '_yoast_wpseo_title', '%%title%% %%sep%% %%sitename%%');
            $this->facts['yoast'][$lang] = [
                'id' => $id,
                'slug' => get_post_field('post_name', $id),
                'title' => $title,
                'description' => $description,
                'with_variables' => ['id' => $with_variables, 'slug' => get_post_field('post_name', $with_variables), 'post_title' => get_the_title($with_variables)],
            ];
        }
    }

    /** Articles renamed after publishing, once in English and twice in Ukrainian (a chain). */
    private function renamed(array $categories): void
    {
        $made = [
            'uk' => ['Стипендія для молодих дослідників', 'Стипендія для молодих дослідників 2025', 'Стипендія Фулбрайта для молодих дослідників 2025'],
            'en' => ['Scholarship for young researchers', 'Fulbright scholarship for young researchers'],
        ];
        foreach ($made as $lang => $titles) {
            $id = wp_insert_post(wp_slash([
                'post_type' => 'post', 'post_status' => 'publish', 'post_title' => $titles[0],
                'post_content' => '<p>' . ($lang === 'uk' ? 'Оголошуємо конкурс на стипендію для молодих дослідників.' : 'We announce a scholarship for young researchers.') . '</p>',
                'post_date' => '2025-05-20 09:00:00', 'post_category' => [$categories[$lang][0]],
            ]), true);
            $old = [get_post_field('post_name', $id)];
            foreach (array_slice($titles, 1) as $title) {
                // What the editor does in the editor: a new title and its new slug.
                wp_update_post(wp_slash(['ID' => $id, 'post_title' => $title, 'post_name' => sanitize_title($title)]));
                $old[] = get_post_field('post_name', $id);
            }
            $current = array_pop($old);
            $this->facts['renamed'][$lang] = ['id' => $id, 'old' => $old, 'current' => $current, 'kept' => get_post_meta($id, '_wp_old_slug')];
        }
    }

    /**
     * The office's pages in both languages. (WordPress keeps no old slug of a page: one renamed
     * before the plugin came has no old address to send on; the plugin records them from then on.)
     */
    private function pages(): void
    {
        $pages = [
            ['uk', 'Про програму', 'Програма академічних обмінів діє в Україні з 1992 року.'],
            ['uk', 'Контакти офісу', 'Пишіть нам на пошту офісу або телефонуйте у робочі дні.'],
            ['en', 'About the programme', 'The academic exchange programme has worked in Ukraine since 1992.'],
            ['en', 'Office contacts', 'Write to the office or call us on working days.'],
        ];
        foreach ($pages as [$lang, $title, $text]) {
            $id = wp_insert_post(wp_slash(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => "<!-- wp:paragraph --><p>$text</p><!-- /wp:paragraph -->"]), true);
            $this->facts['pages'][] = ['lang' => $lang, 'id' => $id, 'slug' => get_post_field('post_name', $id), 'title' => $title];
        }
    }

    /** What the site must never list: a private, a password-protected post and a draft, in the news categories. */
    private function hidden(array $categories): void
    {
        $hidden = [
            ['private', '', 'Внутрішня нарада офісу'],
            ['publish', 'secret', 'Матеріали для членів журі'],
            ['draft', '', 'Чернетка оголошення про конкурс'],
        ];
        foreach ($hidden as [$status, $password, $title]) {
            $id = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => $status, 'post_password' => $password, 'post_title' => $title,
                'post_content' => '<p>Не для відвідувачів сайту.</p>', 'post_date' => '2025-05-30 12:00:00', 'post_category' => [$categories['uk'][0]]]), true);
            $this->facts['hidden'][] = ['id' => $id, 'slug' => get_post_field('post_name', $id), 'title' => $title];
        }
    }

    /**
     * A pair an earlier Polylang left in the database: its `language` terms and its
     * `post_translations` group (a serialized map language => post id in the term's description).
     * The English one quotes a Ukrainian poem, mostly Cyrillic: only Polylang's data gives its language.
     */
    private function polylang_pair(array $categories): void
    {
        foreach (['language', 'post_translations'] as $taxonomy) {
            if (!taxonomy_exists($taxonomy)) {
                register_taxonomy($taxonomy, 'post', ['public' => false]);
            }
        }
        $languages = [];
        foreach (['uk' => 'Українська', 'en' => 'English'] as $slug => $name) {
            $term = term_exists($slug, 'language') ?: wp_insert_term($name, 'language', ['slug' => $slug]);
            $languages[$slug] = (int) $term['term_id'];
        }
        $uk = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Зимова школа у Львові',
            'post_content' => '<p>Зимова школа зібрала сорок учасників.</p>', 'post_date' => '2025-05-25 10:00:00', 'post_category' => [$categories['uk'][1]]]), true);
        $en = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Тарас Шевченко: «Заповіт»',
            'post_content' => '<p>«Як умру, то поховайте мене на могилі серед степу широкого на Вкраїні милій». The poem, read at the Winter School.</p>',
            'post_date' => '2025-05-25 10:00:00', 'post_category' => [$categories['en'][1]]]), true);
        wp_set_object_terms($uk, [$languages['uk']], 'language');
        wp_set_object_terms($en, [$languages['en']], 'language');
        $group = wp_insert_term('pll_' . uniqid(), 'post_translations', ['description' => serialize(['uk' => $uk, 'en' => $en])]);
        wp_set_object_terms($uk, [(int) $group['term_id']], 'post_translations');
        wp_set_object_terms($en, [(int) $group['term_id']], 'post_translations');
        $this->facts['polylang'] = ['uk' => ['id' => $uk, 'slug' => get_post_field('post_name', $uk)], 'en' => ['id' => $en, 'slug' => get_post_field('post_name', $en)]];
    }
}
