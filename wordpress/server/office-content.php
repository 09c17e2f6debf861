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
 * And what offices have that issue 50 found the plugin mishandling: a category both languages
 * share (30 Ukrainian and 10 English posts, no Polylang on them); Polylang's languages as
 * Ukrainian offices set them up (the slug `ua`, the locale in the term's description) with a
 * Russian one beside them; categories whose ids are the contract's (3, 45, 70: the office's
 * WordPress counted that far, tags included); posts with another plugin's shortcodes that fail
 * outside a visitor's page view (wordpress/server/office-plugins.php); an article marked noindex
 * in Yoast SEO.
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
    /** @var array<string, list<int>> per language, the published posts its news list must hold */
    private array $listed = ['uk' => [], 'en' => []];

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
        $this->shared_category($users[0]);
        $this->colliding_categories();
        $this->shortcodes_that_fail($categories);
        wp_defer_term_counting(false);
        $this->facts['news_per_lang'] = self::NEWS_PER_LANG;
        // What the news list of each language must hold: every published post made in that
        // language, and WordPress's own "Hello world!" (in English, in "Uncategorized").
        $hello = get_posts(['post_type' => 'post', 'name' => 'hello-world', 'post_status' => 'publish', 'fields' => 'ids']);
        $this->facts['listed'] = ['uk' => count($this->listed['uk']), 'en' => count($this->listed['en']) + count($hello)];
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
        $this->listed[$lang][] = $id;
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
            // "Allow search engines to show this post in search results? No."
            $noindex = (int) $this->facts['newest'][$lang][2]['id'];
            update_post_meta($noindex, '_yoast_wpseo_meta-robots-noindex', '1');
            $this->facts['yoast'][$lang] = [
                'id' => $id,
                'slug' => get_post_field('post_name', $id),
                'title' => $title,
                'description' => $description,
                'with_variables' => ['id' => $with_variables, 'slug' => get_post_field('post_name', $with_variables), 'post_title' => get_the_title($with_variables)],
                'noindex' => ['id' => $noindex, 'slug' => get_post_field('post_name', $noindex)],
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
            $this->listed[$lang][] = $id;
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
     * A pair an earlier Polylang left in the database: its `language` terms as Polylang writes them
     * (the slug the office chose, `ua` for Ukrainian, and a serialized description holding the
     * locale), and its `post_translations` group (a serialized map slug => post id in the term's
     * description). The English one quotes a Ukrainian poem, mostly Cyrillic, the Ukrainian one
     * has an English title: only Polylang's data gives their languages. And a post in Russian,
     * Polylang's third language, which the site does not serve.
     */
    private function polylang_pair(array $categories): void
    {
        foreach (['language', 'post_translations'] as $taxonomy) {
            if (!taxonomy_exists($taxonomy)) {
                register_taxonomy($taxonomy, 'post', ['public' => false]);
            }
        }
        $languages = [];
        foreach (['ua' => ['Українська', 'uk', 'ua'], 'en' => ['English', 'en_GB', 'gb'], 'ru' => ['Русский', 'ru_RU', 'ru']] as $slug => [$name, $locale, $flag]) {
            $term = term_exists($slug, 'language') ?: wp_insert_term($name, 'language', ['slug' => $slug, 'description' => serialize(['locale' => $locale, 'rtl' => 0, 'flag_code' => $flag])]);
            $languages[$slug] = (int) $term['term_id'];
        }
        $uk = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Lviv Winter School',
            'post_content' => '<p>Lviv Winter School: forty participants.</p>', 'post_date' => '2025-05-25 10:00:00', 'post_category' => [$categories['uk'][1]]]), true);
        $en = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Тарас Шевченко: «Заповіт»',
            'post_content' => '<p>«Як умру, то поховайте мене на могилі серед степу широкого на Вкраїні милій». The poem, read at the Winter School.</p>',
            'post_date' => '2025-05-25 10:00:00', 'post_category' => [$categories['en'][1]]]), true);
        $ru = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Зимняя школа во Львове',
            'post_content' => '<p>Зимняя школа собрала сорок участников.</p>', 'post_date' => '2025-05-25 10:00:00', 'post_category' => [$categories['uk'][1]]]), true);
        wp_set_object_terms($uk, [$languages['ua']], 'language');
        wp_set_object_terms($en, [$languages['en']], 'language');
        wp_set_object_terms($ru, [$languages['ru']], 'language');
        $group = wp_insert_term('pll_' . uniqid(), 'post_translations', ['description' => serialize(['ua' => $uk, 'en' => $en, 'ru' => $ru])]);
        foreach ([$uk, $en, $ru] as $id) {
            wp_set_object_terms($id, [(int) $group['term_id']], 'post_translations');
        }
        $this->listed['uk'][] = $uk;
        $this->listed['en'][] = $en;
        $this->facts['polylang'] = [
            'uk' => ['id' => $uk, 'slug' => get_post_field('post_name', $uk)],
            'en' => ['id' => $en, 'slug' => get_post_field('post_name', $en)],
            'ru' => ['id' => $ru, 'slug' => get_post_field('post_name', $ru), 'title' => get_the_title($ru)],
        ];
    }

    /** "Новини / News", as many offices file both languages' news: 30 Ukrainian and 10 English posts, no Polylang. */
    private function shared_category(int $author): void
    {
        $term = wp_insert_term('Новини / News', 'category', ['slug' => 'novyny-news']);
        $shared = (int) $term['term_id'];
        $w = EOS_Archive_Words::class;
        $made = ['uk' => [], 'en' => []];
        foreach (['uk' => 30, 'en' => 10] as $lang => $count) {
            for ($i = 0; $i < $count; $i++) {
                $title = $w::SUBJECTS[$lang][($i + 3) % count($w::SUBJECTS[$lang])] . ' ' . $w::ACTIONS[$lang][($i + 5) % count($w::ACTIONS[$lang])] . ' ' . $w::PLACES[$lang][$i % count($w::PLACES[$lang])] . " ($i)";
                $id = wp_insert_post(wp_slash([
                    'post_type' => 'post', 'post_status' => 'publish', 'post_title' => $title, 'post_author' => $author,
                    'post_content' => '<p>' . strtr($w::SENTENCES[$lang][$i % count($w::SENTENCES[$lang])], ['{place}' => $w::PLACES[$lang][0], '{year}' => '2024']) . '</p>',
                    'post_date' => gmdate('Y-m-d H:i:s', strtotime('2024-03-01 09:00:00') - $i * DAY_IN_SECONDS), 'post_category' => [$shared],
                ]), true);
                $made[$lang][] = ['id' => $id, 'slug' => get_post_field('post_name', $id)];
                $this->listed[$lang][] = $id;
            }
        }
        $this->facts['shared'] = ['id' => $shared, 'name' => 'Новини / News', 'uk' => $made['uk'], 'en' => $made['en']];
    }

    /**
     * Categories whose WordPress ids are the contract's (news 3 and 70, programmes 45): the terms
     * the office made before them (its tags) brought the counter there. A post only in each.
     */
    private function colliding_categories(): void
    {
        global $wpdb;
        $made = [];
        foreach ([45 => ['Стипендії', 'uk'], 70 => ['Scholarships', 'en']] as $id => [$name, $lang]) {
            $next = (int) $wpdb->get_var("SELECT MAX(term_id) FROM $wpdb->terms") + 1;
            for ($tag = $next; $tag < $id; $tag++) {
                wp_insert_term("tag $tag", 'post_tag');
            }
            $term = wp_insert_term($name, 'category');
            if ((int) $term['term_id'] !== $id) {
                throw new RuntimeException("the category $name got id {$term['term_id']}, not $id");
            }
            $made[] = [$id, $lang];
        }
        $made[] = [3, 'uk'];
        foreach ($made as [$id, $lang]) {
            $title = $lang === 'uk' ? "Оголошено стипендію дослідникам рубрики $id" : "Scholarship announced for researchers, category $id";
            $post = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => $title,
                'post_content' => '<p>' . ($lang === 'uk' ? 'Деталі стипендії та умови участі.' : 'The scholarship and how to apply.') . '</p>',
                'post_date' => '2025-04-10 10:00:00', 'post_category' => [$id]]), true);
            $this->listed[$lang][] = $post;
            $this->facts['colliding'][] = ['category' => $id, 'name' => get_term($id)->name, 'lang' => $lang, 'post' => $post, 'slug' => get_post_field('post_name', $post), 'title' => $title];
        }
    }

    /**
     * Posts with the shortcodes of the office's other plugins (office-plugins.php): fine for a
     * visitor, fatal where WP-Cron renders them (the search index's batches).
     */
    private function shortcodes_that_fail(array $categories): void
    {
        foreach ([['Опитування випускників', '[office_poll id="7"]'], ['Лічильник учасників конкурсу', '[office_counter]']] as [$title, $shortcode]) {
            $id = wp_insert_post(wp_slash(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => $title,
                'post_content' => "<p>Візьміть участь в опитуванні випускників програми.</p>\n$shortcode", 'post_date' => '2025-05-15 10:00:00', 'post_category' => [$categories['uk'][0]]]), true);
            $this->listed['uk'][] = $id;
            $this->facts['failing'][] = ['id' => $id, 'title' => $title, 'slug' => get_post_field('post_name', $id)];
        }
    }
}
