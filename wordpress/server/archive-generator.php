<?php
/**
 * An office-sized archive on top of the sample content: news in both languages, each
 * article linked to its translation, filed in the language's news categories, with images of the
 * sample set and dates over the ten years before the oldest sample article; programmes, library
 * resources and team members in the content model's own shapes (the meta keys and term links the
 * importer and the admin forms write).
 *
 * Rows are written with multi-row INSERTs in one transaction, not through wp_insert_post: 7,500
 * items in seconds instead of minutes, and none of the plugin's save hooks fire (one webhook call
 * per item would follow). Seeded, so the same sizes give the same archive. Needs the sample
 * content (its categories, programme groups, curators and media); refuses to run twice.
 */
require_once __DIR__ . '/archive-words.php';

final class EOS_Archive_Generator
{
    public const OPTION = 'eos_archive_generated';
    private const LANGS = ['uk', 'en'];
    private const BATCH = 400;
    /** Categories whose posts are not news (FAQ, authors). */
    private const NOT_NEWS = [260, 262, 274, 276];
    private const TEMPLATES = ['default', 'default', 'split-screen', 'grid-mosaic', 'immersive-parallax'];

    private wpdb $db;
    private int $next_id;
    /** @var list<array> rows of wp_posts */
    private array $posts = [];
    /** @var list<array{0: int, 1: string, 2: string}> */
    private array $meta = [];
    /** @var list<array{0: int, 1: int, 2: int}> object id, term_taxonomy_id, order */
    private array $terms = [];
    /** @var array<string, int> term_id|taxonomy => term_taxonomy_id */
    private array $tt = [];
    private int $author;
    private string $home;

    /** @param array{news: int, programs: int, resources: int, team: int, seed: int} $sizes */
    public function __construct(private array $sizes)
    {
        global $wpdb;
        $this->db = $wpdb;
        $this->next_id = (int) $wpdb->get_var("SELECT MAX(ID) FROM $wpdb->posts") + 1;
        $admin = get_user_by('login', 'admin');
        $this->author = $admin ? (int) $admin->ID : 1;
        $this->home = untrailingslashit(home_url());
    }

    /** @return array{summary: string, oldest: string, newest: string} */
    public function run(): array
    {
        if (get_option(self::OPTION)) {
            throw new RuntimeException('This WordPress already has a generated archive (' . get_option(self::OPTION) . '): reset it first.');
        }
        if (!get_option('eos_imported')) {
            throw new RuntimeException('The archive builds on the sample content: import it first (scripts/wordpress.sh up).');
        }
        mt_srand($this->sizes['seed']);
        [$oldest, $newest] = $this->news();
        $this->programs();
        $this->resources();
        $this->team();
        $this->write();
        $this->finish();
        $summary = sprintf(
            '%d news per language, %d programmes, %d library resources, %d team members',
            $this->sizes['news'],
            $this->pairs($this->sizes['programs']) * 2,
            $this->pairs($this->sizes['resources']) * 2,
            $this->pairs($this->sizes['team']) * 2
        );
        update_option(self::OPTION, $summary . ' (' . gmdate('c') . ')', false);
        return ['summary' => $summary, 'oldest' => $oldest, 'newest' => $newest];
    }

    /** Items given as a total are split evenly between the two languages, as translations of each other. */
    private function pairs(int $total): int
    {
        return intdiv($total, 2);
    }

    private static function pick(array $list, int $i): mixed
    {
        return $list[$i % count($list)];
    }

    // --- Rows ---------------------------------------------------------------------------------

    private function post(string $type, string $lang, array $fields, array $meta = []): int
    {
        $id = $this->next_id++;
        $date = $fields['post_date'] ?? current_time('mysql');
        $gmt = get_gmt_from_date($date);
        $this->posts[] = [
            'ID' => $id, 'post_author' => $this->author, 'post_date' => $date, 'post_date_gmt' => $gmt,
            'post_content' => $fields['post_content'] ?? '', 'post_title' => $fields['post_title'], 'post_excerpt' => $fields['post_excerpt'] ?? '',
            'post_status' => 'publish', 'comment_status' => 'closed', 'ping_status' => 'closed', 'post_password' => '',
            'post_name' => $fields['post_name'] ?? '', 'to_ping' => '', 'pinged' => '', 'post_modified' => $date, 'post_modified_gmt' => $gmt,
            'post_content_filtered' => '', 'post_parent' => 0, 'guid' => "{$this->home}/?p=$id", 'menu_order' => $fields['menu_order'] ?? 0,
            'post_type' => $type, 'post_mime_type' => '', 'comment_count' => 0,
        ];
        $this->meta[] = [$id, EOS_Languages::META_LANG, $lang];
        foreach ($meta as $key => $value) {
            if ($value !== '' && $value !== [] && $value !== null) {
                $this->meta[] = [$id, $key, is_array($value) ? serialize($value) : (string) $value];
            }
        }
        return $id;
    }

    private function link(int $a, int $b): void
    {
        $this->meta[] = [$a, EOS_Languages::META_TRANSLATION, (string) $b];
        $this->meta[] = [$b, EOS_Languages::META_TRANSLATION, (string) $a];
    }

    private function term(int $post_id, int $term_id, string $taxonomy, int $order = 0): void
    {
        $key = "$term_id|$taxonomy";
        if (!isset($this->tt[$key])) {
            $this->tt[$key] = (int) $this->db->get_var($this->db->prepare(
                "SELECT term_taxonomy_id FROM {$this->db->term_taxonomy} WHERE term_id = %d AND taxonomy = %s",
                $term_id,
                $taxonomy
            ));
        }
        if ($this->tt[$key] > 0) {
            $this->terms[] = [$post_id, $this->tt[$key], $order];
        }
    }

    // --- What the sample content offers -----------------------------------------------------------

    /** @return list<int> the language's terms of a taxonomy (news categories only when $news) */
    private function term_ids(string $taxonomy, string $lang, bool $news = false): array
    {
        $sql = "SELECT t.term_id FROM {$this->db->term_taxonomy} t
            JOIN {$this->db->termmeta} l ON l.term_id = t.term_id AND l.meta_key = 'eos_lang' AND l.meta_value = %s"
            . ($news ? " JOIN {$this->db->termmeta} n ON n.term_id = t.term_id AND n.meta_key = 'eos_news' AND n.meta_value = '1'" : '')
            . ' WHERE t.taxonomy = %s ORDER BY t.term_id';
        $ids = array_map('intval', $this->db->get_col($this->db->prepare($sql, $lang, $taxonomy)));
        return array_values(array_diff($ids, self::NOT_NEWS));
    }

    /** @return list<array{id: int, file: string}> the language's attachments whose file starts with $prefix */
    private function media(string $lang, string $prefix): array
    {
        $rows = $this->db->get_results($this->db->prepare(
            "SELECT p.ID AS id, f.meta_value AS file FROM {$this->db->posts} p
             JOIN {$this->db->postmeta} f ON f.post_id = p.ID AND f.meta_key = '_wp_attached_file'
             JOIN {$this->db->postmeta} l ON l.post_id = p.ID AND l.meta_key = %s AND l.meta_value = %s
             WHERE p.post_type = 'attachment' AND f.meta_value LIKE %s ORDER BY p.ID",
            EOS_Languages::META_LANG,
            $lang,
            $this->db->esc_like($prefix) . '%'
        ), ARRAY_A);
        return array_map(static fn ($r) => ['id' => (int) $r['id'], 'file' => (string) $r['file']], $rows ?: []);
    }

    /** @return list<int> published posts of a type and language */
    private function posts_of(string $type, string $lang): array
    {
        return array_map('intval', $this->db->get_col($this->db->prepare(
            "SELECT p.ID FROM {$this->db->posts} p JOIN {$this->db->postmeta} l ON l.post_id = p.ID AND l.meta_key = %s AND l.meta_value = %s
             WHERE p.post_type = %s AND p.post_status = 'publish' ORDER BY p.ID",
            EOS_Languages::META_LANG,
            $lang,
            $type
        )));
    }

    private function oldest_sample_news(): int
    {
        $date = $this->db->get_var("SELECT MIN(post_date) FROM {$this->db->posts} WHERE post_type = 'post' AND post_status = 'publish'");
        return $date ? (int) strtotime((string) $date) : time();
    }

    // --- Content -------------------------------------------------------------------------------

    private function body(string $lang, int $i, string $place, string $year, int $paragraphs): string
    {
        $sentences = EOS_Archive_Words::SENTENCES[$lang];
        $html = '';
        for ($p = 0; $p < $paragraphs; $p++) {
            if ($p > 0 && $p % 3 === 0) {
                $html .= '<h2>' . esc_html(self::pick(EOS_Archive_Words::HEADINGS[$lang], $i + $p)) . '</h2>';
            }
            $text = [];
            for ($s = 0; $s < 3; $s++) {
                $text[] = strtr(self::pick($sentences, $i * 7 + $p * 3 + $s), ['{place}' => $place, '{year}' => $year]);
            }
            $html .= '<p>' . esc_html(implode(' ', $text)) . '</p>';
        }
        return $html;
    }

    /** @return array{0: string, 1: string} dates of the oldest and newest generated article */
    private function news(): array
    {
        $count = $this->sizes['news'];
        if ($count <= 0) {
            return ['', ''];
        }
        // Ten years that end the day before the oldest sample article: the sample stays the latest news.
        $end = $this->oldest_sample_news() - DAY_IN_SECONDS;
        $span = 10 * YEAR_IN_SECONDS;
        $categories = [];
        $images = [];
        foreach (self::LANGS as $lang) {
            $categories[$lang] = $this->term_ids('category', $lang, true);
            $images[$lang] = array_merge($this->media($lang, 'images/news/'), $this->media($lang, 'images/gallery/'));
            if (!$categories[$lang]) {
                throw new RuntimeException("No $lang news categories: is the sample content imported?");
            }
        }
        $words = EOS_Archive_Words::class;
        $unique = count($words::SUBJECTS['uk']) * count($words::ACTIONS['uk']) * count($words::PLACES['uk']);
        $dates = [];
        for ($i = 0; $i < $count; $i++) {
            $time = $end - (int) ($span * $i / $count) - mt_rand(0, 12) * HOUR_IN_SECONDS;
            $date = wp_date('Y-m-d H:i:s', $time);
            $dates[] = $date;
            $subject = $i % count($words::SUBJECTS['uk']);
            $action = intdiv($i, count($words::SUBJECTS['uk'])) % count($words::ACTIONS['uk']);
            $place = intdiv($i, count($words::SUBJECTS['uk']) * count($words::ACTIONS['uk'])) % count($words::PLACES['uk']);
            $paragraphs = 4 + $i % 6;
            $template = self::pick(self::TEMPLATES, $i * 3 + 1);
            $category = self::pick(array_keys($categories['uk']), $i);
            $second = $i % 4 === 0 ? self::pick(array_keys($categories['uk']), $i + 2) : null;
            $views = mt_rand(0, 6000);
            $ids = [];
            foreach (self::LANGS as $lang) {
                $title = $words::SUBJECTS[$lang][$subject] . ' ' . $words::ACTIONS[$lang][$action] . ' ' . $words::PLACES[$lang][$place];
                if ($i >= $unique) {
                    $title .= ' — ' . wp_date('Y', $time);
                }
                $content = $this->body($lang, $i, $words::PLACES[$lang][$place], wp_date('Y', $time), $paragraphs);
                $image = $images[$lang] ? self::pick($images[$lang], $i) : null;
                $gallery = [];
                if ($images[$lang] && in_array($template, ['grid-mosaic', 'immersive-parallax', 'split-screen'], true)) {
                    for ($g = 1; $g <= 3; $g++) {
                        $media = self::pick($images[$lang], $i + $g * 5);
                        $gallery[] = ['url' => wp_get_upload_dir()['baseurl'] . '/' . $media['file'], 'title' => $title, 'description' => self::pick($words::SENTENCES[$lang], $i + $g)];
                    }
                }
                $terms = [self::pick($categories[$lang], $category)];
                if ($second !== null && $second !== $category) {
                    $terms[] = self::pick($categories[$lang], $second);
                }
                $id = $this->post('post', $lang, [
                    'post_title' => $title,
                    'post_name' => EOS_Archive_Words::slug($title) . '-' . ($i + 1),
                    'post_date' => $date,
                    'post_content' => $content,
                    // Every fifth has no description: its card text then comes from the body.
                    'post_excerpt' => $i % 5 === 4 ? '' : self::pick($words::SENTENCES[$lang], $i * 7),
                ], [
                    '_thumbnail_id' => $image ? (string) $image['id'] : '',
                    '_eos_news_template' => $template,
                    '_eos_author_name' => self::pick($words::FIRST_NAMES[$lang], $i) . ' ' . self::pick($words::LAST_NAMES[$lang], $i + 3),
                    '_eos_views' => (string) $views,
                    '_eos_images' => $gallery,
                ]);
                foreach ($terms as $term) {
                    $this->term($id, $term, 'category');
                }
                $ids[] = $id;
            }
            $this->link($ids[0], $ids[1]);
        }
        return [end($dates) ?: '', $dates[0] ?? ''];
    }

    private function programs(): void
    {
        $words = EOS_Archive_Words::class;
        $groups = [];
        $curators = [];
        foreach (self::LANGS as $lang) {
            $groups[$lang] = $this->term_ids('eos_program_group', $lang);
            $curators[$lang] = $this->posts_of('eos_curator', $lang);
        }
        for ($i = 0, $n = $this->pairs($this->sizes['programs']); $i < $n; $i++) {
            $kind = $i % count($words::PROGRAMME_KINDS['uk']);
            $field = intdiv($i, count($words::PROGRAMME_KINDS['uk'])) % count($words::FIELDS['uk']);
            $year = 2027 + intdiv($i, count($words::PROGRAMME_KINDS['uk']) * count($words::FIELDS['uk']));
            $open = $i % 3 !== 2;
            $ids = [];
            foreach (self::LANGS as $lang) {
                $title = $words::PROGRAMME_KINDS[$lang][$kind] . ' ' . $words::FIELDS[$lang][$field] . " $year";
                $sections = [];
                for ($s = 0; $s < 3; $s++) {
                    $sections[] = ['title' => self::pick($words::HEADINGS[$lang], $s), 'content' => '<p>' . esc_html(self::pick($words::SENTENCES[$lang], $i + $s * 4)) . '</p>'];
                }
                $id = $this->post('eos_program', $lang, [
                    'post_title' => $title,
                    'post_name' => EOS_Archive_Words::slug($title),
                    'post_content' => $this->body($lang, $i, '', (string) $year, 3),
                    'post_date' => wp_date('Y-m-d H:i:s', time() - $i * DAY_IN_SECONDS),
                    // After the sample's programmes, in the generated order.
                    'menu_order' => 100 + $i,
                ], [
                    '_eos_description' => self::pick($words::SENTENCES[$lang], $i + 2),
                    '_eos_submit' => $open ? '1' : '0',
                    '_eos_auto_manage_submissions' => $i % 4 === 0 ? '1' : '0',
                    '_eos_application_start_date' => "$year-01-15",
                    '_eos_application_end_date' => "$year-05-15",
                    '_eos_submit_url' => 'https://apply.example.org/' . EOS_Archive_Words::slug($words::PROGRAMME_KINDS['en'][$kind]),
                    '_eos_curator' => $curators[$lang] ? (string) self::pick($curators[$lang], $i) : '',
                    '_eos_sections' => $sections,
                ]);
                if ($groups[$lang]) {
                    $this->term($id, self::pick($groups[$lang], $i), 'eos_program_group');
                }
                $ids[] = $id;
            }
            $this->link($ids[0], $ids[1]);
        }
    }

    private function resources(): void
    {
        $words = EOS_Archive_Words::class;
        $types = [['PDF', 'files/'], ['DOCX', 'files/'], ['PPTX', 'files/']];
        $categories = [];
        $files = [];
        foreach (self::LANGS as $lang) {
            $categories[$lang] = $this->term_ids('eos_library_category', $lang);
            $files[$lang] = $this->media($lang, 'files/');
        }
        for ($i = 0, $n = $this->pairs($this->sizes['resources']); $i < $n; $i++) {
            $kind = $i % count($words::RESOURCE_KINDS['uk']);
            $year = 2025 - intdiv($i, 30);
            $time = strtotime("$year-12-20") - ($i % 30) * 11 * DAY_IN_SECONDS;
            $ids = [];
            foreach (self::LANGS as $lang) {
                $title = $words::RESOURCE_KINDS[$lang][$kind] . ' ' . $words::FIELDS[$lang][$i % count($words::FIELDS[$lang])] . " $year";
                $file = $files[$lang] ? self::pick($files[$lang], $i) : null;
                [$type] = self::pick($types, $i);
                $id = $this->post('eos_resource', $lang, [
                    'post_title' => $title,
                    'post_name' => EOS_Archive_Words::slug($title) . '-' . ($i + 1),
                    'post_date' => wp_date('Y-m-d H:i:s', $time),
                    'menu_order' => 100 + $i,
                ], [
                    '_eos_description' => self::pick($words::SENTENCES[$lang], $i + 5),
                    '_eos_file_url' => $file ? wp_get_upload_dir()['baseurl'] . '/' . $file['file'] : '',
                    '_eos_file_type' => $file ? strtoupper(pathinfo($file['file'], PATHINFO_EXTENSION)) : $type,
                    '_eos_file_size' => sprintf('%.1f MB', 0.3 + ($i % 40) / 4),
                    '_eos_publication_date' => wp_date('Y-m-d', $time),
                ]);
                if ($categories[$lang]) {
                    $this->term($id, self::pick($categories[$lang], $i), 'eos_library_category', 1);
                }
                $ids[] = $id;
            }
            $this->link($ids[0], $ids[1]);
        }
    }

    private function team(): void
    {
        $words = EOS_Archive_Words::class;
        $photos = [];
        foreach (self::LANGS as $lang) {
            $photos[$lang] = $this->media($lang, 'images/portraits/');
        }
        for ($i = 0, $n = $this->pairs($this->sizes['team']); $i < $n; $i++) {
            $ids = [];
            foreach (self::LANGS as $lang) {
                $name = self::pick($words::FIRST_NAMES[$lang], $i) . ' ' . self::pick($words::LAST_NAMES[$lang], intdiv($i, 16) + $i);
                $photo = $photos[$lang] ? self::pick($photos[$lang], $i) : null;
                $ids[] = $this->post('eos_team', $lang, [
                    'post_title' => $name,
                    'post_name' => EOS_Archive_Words::slug($name) . '-' . ($i + 1),
                    'menu_order' => 100 + $i,
                ], [
                    '_thumbnail_id' => $photo ? (string) $photo['id'] : '',
                    '_eos_position' => self::pick($words::POSITIONS[$lang], $i),
                    '_eos_department' => self::pick($words::DEPARTMENTS[$lang], $i),
                    '_eos_email' => 'staff' . ($i + 1) . '@example.org',
                    '_eos_phone' => sprintf('+380 44 585 %02d %02d', intdiv($i, 100) % 100, $i % 100),
                    '_eos_short_description' => self::pick($words::SENTENCES[$lang], $i + 6),
                ]);
            }
            $this->link($ids[0], $ids[1]);
        }
    }

    // --- Writing ------------------------------------------------------------------------------

    private function insert(string $table, array $columns, array $rows, callable $values): void
    {
        foreach (array_chunk($rows, self::BATCH) as $chunk) {
            $sql = [];
            foreach ($chunk as $row) {
                $sql[] = '(' . implode(',', array_map(fn ($v) => is_int($v) ? (string) $v : "'" . esc_sql((string) $v) . "'", $values($row))) . ')';
            }
            $result = $this->db->query("INSERT INTO $table (" . implode(',', $columns) . ') VALUES ' . implode(',', $sql));
            if ($result === false) {
                throw new RuntimeException("Writing $table failed: {$this->db->last_error}");
            }
        }
    }

    private function write(): void
    {
        $this->db->query('START TRANSACTION');
        try {
            $columns = array_keys($this->posts[0] ?? []);
            if ($columns) {
                $this->insert($this->db->posts, $columns, $this->posts, static fn ($row) => array_values($row));
            }
            $this->insert($this->db->postmeta, ['post_id', 'meta_key', 'meta_value'], $this->meta, static fn ($row) => $row);
            $this->insert($this->db->term_relationships, ['object_id', 'term_taxonomy_id', 'term_order'], $this->terms, static fn ($row) => $row);
            $this->db->query('COMMIT');
        } catch (Throwable $error) {
            $this->db->query('ROLLBACK');
            throw $error;
        }
    }

    private function finish(): void
    {
        wp_cache_flush();
        $touched = array_unique(array_map(static fn ($row) => $row[1], $this->terms));
        foreach (['category', 'eos_program_group', 'eos_library_category'] as $taxonomy) {
            $ids = array_map('intval', $this->db->get_col("SELECT term_taxonomy_id FROM {$this->db->term_taxonomy} WHERE taxonomy = '" . esc_sql($taxonomy) . "'"));
            $ids = array_values(array_intersect($ids, $touched));
            if ($ids) {
                wp_update_term_count_now($ids, $taxonomy);
            }
        }
        /** Lets derived data (the plugin's search table) take in the new items. */
        do_action('eos_archive_generated', array_column($this->posts, 'ID'));
    }
}
