<?php
/**
 * Loads the site's sample content (content/, both languages) into a fresh WordPress with the
 * plugin active: the contract's term ids, media in the media library (files keep their paths
 * under uploads/, e.g. uploads/images/news/news-01.webp), every content type, menus, texts and
 * translation links. Run through wordpress/importer/import.php or scripts/wordpress.sh.
 *
 * Items are inserted in the order of their content ids, so WordPress's ids keep that order.
 * The report maps every WordPress id to the content id it came from (the parity test's key).
 */
final class EOS_Importer
{
    /** Categories that no news-categories.json lists but content files use. */
    private const EXTRA_CATEGORIES = [
        22 => ['uk', 'Програми', 'prohramy'],
        45 => ['en', 'Programs', 'programs'],
        256 => ['uk', 'Команда', 'komanda'],
        258 => ['en', 'Team', 'team'],
    ];
    private const LANGS = ['uk', 'en'];

    /** @var array<string, array<int, int>> kind => content id => WordPress id */
    private array $ids = [];
    /** @var array<int, int> WordPress id => content id */
    private array $reverse = [];
    /** @var array<string, int> media key => attachment id */
    private array $media = [];
    /** @var list<string> */
    private array $notes = [];
    /** @var array<int, string> WordPress id => post_modified to set at the end */
    private array $modified = [];
    private int $count = 0;

    public function __construct(private string $content, private string $public)
    {
    }

    /**
     * @return array{ids: array<int, int>, summary: string, notes: list<string>}
     * @throws RuntimeException when a term the content needs already exists with another meaning: nothing is imported
     */
    public function run(): array
    {
        $conflicts = $this->term_conflicts();
        if ($conflicts) {
            throw new RuntimeException("The import would overwrite terms of this WordPress, so it imported nothing:\n- " . implode("\n- ", $conflicts));
        }
        if (!defined('EOS_IMPORTING')) {
            define('EOS_IMPORTING', true);
        }
        kses_remove_filters();
        wp_defer_term_counting(true);
        wp_suspend_cache_invalidation(false);
        $this->terms();
        // The sample content's special categories have the contract's ids.
        EOS_Special_Categories::choose_contract_ids();
        $this->posts();
        $this->carried();
        $this->references();
        $this->menus();
        $this->texts();
        $this->finish();
        wp_defer_term_counting(false);
        return [
            'ids' => $this->reverse,
            'summary' => sprintf('%d items, %d media, %d terms', $this->count, count(array_unique($this->media)), count($this->ids['term'] ?? [])),
            'notes' => $this->notes,
        ];
    }

    private function read(string $relative): mixed
    {
        $file = $this->content . '/' . $relative;
        if (!is_file($file)) {
            return null;
        }
        return json_decode((string) file_get_contents($file), true, 512, JSON_THROW_ON_ERROR);
    }

    private function note(string $text): void
    {
        $this->notes[] = $text;
    }

    // --- Terms with the contract's ids -----------------------------------------------------------

    /** @var list<array{id: int, taxonomy: string, name: string, slug: string, lang: string, meta: array}> */
    private array $planned_terms = [];

    /** The terms the content needs, with the contract's ids (the site knows its categories by them). */
    private function plan_terms(): void
    {
        $plan = function (int $id, string $taxonomy, string $name, string $slug, string $lang, array $meta = []): void {
            $this->planned_terms[] = compact('id', 'taxonomy', 'name', 'slug', 'lang', 'meta');
        };
        foreach (self::LANGS as $lang) {
            foreach ($this->read("$lang/news-categories.json") ?? [] as $c) {
                $plan((int) $c['id'], 'category', $c['name'], $c['slug'], $lang, ['eos_news' => '1']);
            }
            foreach ($this->read("$lang/programs.json") ?? [] as $order => $g) {
                $plan((int) $g['id'], 'eos_program_group', $g['label'], $g['slug'], $lang, ['eos_order' => $order]);
            }
            foreach (($this->read("$lang/pages/library.json")['categories'] ?? []) as $c) {
                $plan((int) $c['id'], 'eos_library_category', $c['name'], sanitize_title($c['name']) ?: 'c' . $c['id'], $lang);
            }
        }
        foreach (self::EXTRA_CATEGORIES as $id => [$lang, $name, $slug]) {
            $plan($id, 'category', $name, $slug, $lang);
        }
    }

    /**
     * Terms of this WordPress that already have an id the content needs but mean something else
     * (another taxonomy, or another name and slug): the import would turn them into the content's.
     * @return list<string> one sentence each
     */
    public function term_conflicts(): array
    {
        $this->planned_terms = [];
        $this->plan_terms();
        $conflicts = [];
        foreach ($this->planned_terms as $t) {
            $existing = get_term($t['id']);
            if (!$existing instanceof WP_Term) {
                continue;
            }
            $same = $existing->taxonomy === $t['taxonomy'] && ($existing->slug === $t['slug'] || $existing->name === $t['name']);
            if (!$same) {
                $conflicts[] = sprintf('term %d is “%s” (%s); the content needs it to be “%s” (%s)', $t['id'], $existing->name, $existing->taxonomy, $t['name'], $t['taxonomy']);
            }
        }
        return $conflicts;
    }

    private function terms(): void
    {
        global $wpdb;
        foreach ($this->planned_terms as $t) {
            if (!term_exists($t['id'])) {
                $wpdb->insert($wpdb->terms, ['term_id' => $t['id'], 'name' => $t['name'], 'slug' => $t['slug'], 'term_group' => 0]);
                $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $t['id'], 'taxonomy' => $t['taxonomy'], 'description' => '', 'parent' => 0, 'count' => 0]);
                clean_term_cache($t['id'], $t['taxonomy']);
            }
            EOS_Languages::set_term_lang($t['id'], $t['lang']);
            foreach ($t['meta'] as $key => $value) {
                update_term_meta($t['id'], $key, $value);
            }
            $this->ids['term'][$t['id']] = $t['id'];
        }
    }

    // --- Media -------------------------------------------------------------------------------

    /**
     * The URL of a file of public/ in the media library: one attachment per language and alt text
     * (as Polylang keeps media per language), all sharing one file under uploads/.
     */
    private function media_id(string $path, string $lang, string $alt = ''): int
    {
        $key = "$lang|$path|$alt";
        if (isset($this->media[$key])) {
            return $this->media[$key];
        }
        $source = $this->public . $path;
        if ($path === '' || $path[0] !== '/' || !is_file($source)) {
            $this->note("missing media file $path");
            return 0;
        }
        $uploads = wp_get_upload_dir();
        $relative = ltrim($path, '/');
        $target = $uploads['basedir'] . '/' . $relative;
        if (!is_file($target)) {
            wp_mkdir_p(dirname($target));
            copy($source, $target);
        }
        $type = wp_check_filetype(basename($target), array_merge(get_allowed_mime_types(), ['svg' => 'image/svg+xml']))['type'] ?: 'application/octet-stream';
        $id = wp_insert_attachment([
            'post_title' => pathinfo($target, PATHINFO_FILENAME),
            'post_mime_type' => $type,
            'post_status' => 'inherit',
            'guid' => $uploads['baseurl'] . '/' . $relative,
        ], $target, 0, true);
        if (is_wp_error($id)) {
            $this->note("media $path: " . $id->get_error_message());
            return 0;
        }
        // Width and height only: sub-sizes are not needed by the site and cost seconds per image.
        $size = str_starts_with($type, 'image/') ? @getimagesize($target) : false;
        wp_update_attachment_metadata($id, array_filter(['file' => $relative, 'width' => $size[0] ?? null, 'height' => $size[1] ?? null, 'sizes' => []], static fn ($v) => $v !== null));
        if ($alt !== '') {
            update_post_meta($id, '_wp_attachment_image_alt', wp_slash($alt));
        }
        EOS_Languages::set_post_lang($id, $lang);
        return $this->media[$key] = $id;
    }

    /** A media URL for a stored field; '' stays ''. */
    private function media_url(mixed $path, string $lang): string
    {
        if (!is_string($path) || $path === '') {
            return '';
        }
        if (!str_starts_with($path, '/images/') && !str_starts_with($path, '/files/')) {
            return $path;
        }
        $id = $this->media_id($path, $lang);
        return $id ? (string) wp_get_attachment_url($id) : '';
    }

    // --- Posts ---------------------------------------------------------------------------------

    private static function mysql_date(?string $value): string
    {
        $value = trim((string) $value);
        if ($value === '') {
            return '';
        }
        $value = str_replace('T', ' ', $value);
        return strlen($value) === 10 ? "$value 00:00:00" : substr($value, 0, 19);
    }

    /**
     * @param array{kind: string, source: int, lang: string, post: array, meta?: array, terms?: array<string, list<int>>,
     *              image?: array{0: string, 1: string}, modified?: string, after?: callable} $job
     */
    private function insert(array $job): int
    {
        $post = $job['post'] + ['post_status' => 'publish', 'comment_status' => 'closed', 'ping_status' => 'closed'];
        if (!empty($post['post_date'])) {
            $post['post_date_gmt'] = $post['post_status'] === 'publish' ? get_gmt_from_date($post['post_date']) : '0000-00-00 00:00:00';
            $post['edit_date'] = true;
        }
        $slug = $post['post_name'] ?? '';
        $id = wp_insert_post(wp_slash($post), true);
        if (is_wp_error($id)) {
            $this->note("{$job['kind']} {$job['source']}: " . $id->get_error_message());
            return 0;
        }
        EOS_Languages::set_post_lang($id, $job['lang']);
        if ($slug !== '' && get_post_field('post_name', $id) !== $slug) {
            // WordPress suffixed a slug that another language's item has: now that the language
            // is known, the plugin's per-language rule lets it stand. The suffixed slug was never
            // an address of the item: WordPress and the plugin must not keep it as an old one.
            $suffixed = get_post_field('post_name', $id);
            wp_update_post(wp_slash(['ID' => $id, 'post_name' => $slug]));
            delete_post_meta($id, EOS_Old_Slugs::WP_META, $suffixed);
            delete_post_meta($id, EOS_Old_Slugs::PAGE_META, $suffixed);
            if (get_post_field('post_name', $id) !== $slug) {
                $this->note("{$job['kind']} {$job['source']}: slug $slug became " . get_post_field('post_name', $id));
            }
        }
        foreach ($job['meta'] ?? [] as $key => $value) {
            if ($value !== '' && $value !== [] && $value !== null) {
                update_post_meta($id, "_eos_$key", wp_slash($value));
            }
        }
        foreach ($job['terms'] ?? [] as $taxonomy => $term_ids) {
            $tt_ids = wp_set_object_terms($id, array_map('intval', $term_ids), $taxonomy);
            // The first library category is the resource's display name: keep the given order
            // (wp_set_object_terms's own ordering compares ids of different types in 6.1).
            if ($taxonomy === 'eos_library_category' && is_array($tt_ids)) {
                global $wpdb;
                foreach (array_values($tt_ids) as $i => $tt_id) {
                    $wpdb->update($wpdb->term_relationships, ['term_order' => $i + 1], ['object_id' => $id, 'term_taxonomy_id' => (int) $tt_id]);
                }
            }
        }
        if (!empty($job['image'][0])) {
            $media = $this->media_id($job['image'][0], $job['lang'], $job['image'][1] ?? '');
            if ($media) {
                set_post_thumbnail($id, $media);
            }
        }
        if (!empty($job['modified'])) {
            $this->modified[$id] = $job['modified'];
        }
        $this->ids[$job['kind']][$job['source']] = $id;
        $this->reverse[$id] = $job['source'];
        $this->count++;
        if (isset($job['after'])) {
            ($job['after'])($id);
        }
        return $id;
    }

    /** @var list<array> */
    private array $jobs = [];
    /** @var list<array{0: string, 1: int, 2: string, 3: mixed}> kind, content id, meta key, raw value: resolved after all inserts */
    private array $refs = [];

    private function posts(): void
    {
        $wp_posts = [];
        foreach ($this->read('posts.json') ?? [] as $p) {
            $wp_posts[(int) $p['id']] = $p;
        }
        $seo = $this->read('seo.json') ?? [];
        foreach (self::LANGS as $lang) {
            $this->news_jobs($lang, $seo);
            $this->page_jobs($lang, $wp_posts);
            $this->program_jobs($lang);
            $this->people_jobs($lang);
            $this->collection_jobs($lang);
        }
        $known = [];
        foreach ($this->jobs as $job) {
            $known[$job['source']] = true;
        }
        foreach ($wp_posts as $id => $p) {
            if (!isset($known[$id]) && !isset($this->news_ids[$id]) && !isset($this->page_ids[$id])) {
                $this->jobs[] = $this->wp_post_job($p);
            }
        }
        usort($this->jobs, static fn ($a, $b) => $a['source'] <=> $b['source']);
        foreach ($this->jobs as $job) {
            $this->insert($job);
        }
    }

    /** @var array<int, true> */
    private array $news_ids = [];
    /** @var array<int, true> */
    private array $page_ids = [];

    private function news_jobs(string $lang, array $seo): void
    {
        foreach (($this->read("$lang/news.json")['news'] ?? []) as $n) {
            $this->news_ids[(int) $n['id']] = true;
            $record = $seo[(string) $n['id']] ?? null;
            $this->jobs[] = [
                'kind' => 'news', 'source' => (int) $n['id'], 'lang' => $lang,
                'post' => [
                    'post_type' => 'post', 'post_status' => ($n['status'] ?? 'publish') === 'publish' ? 'publish' : 'draft',
                    'post_title' => $n['title'], 'post_name' => $n['slug'], 'post_excerpt' => (string) ($n['description'] ?? ''),
                    'post_content' => (string) ($n['content'] ?? ''), 'post_date' => self::mysql_date($n['date'] ?? ''),
                ],
                'meta' => [
                    'author_name' => $n['author'] ?? '', 'news_template' => $n['news_template'] ?? '',
                    'full_description' => $n['full_description'] ?? '', 'link' => $n['link'] ?? '',
                    'wordpress_url' => $n['wordpress_url'] ?? '', 'views' => (string) (int) ($n['views'] ?? 0),
                    'images' => array_map(fn ($img) => [
                        'url' => $this->media_url($img['url'] ?? '', $lang),
                        'title' => (string) ($img['title'] ?? ''), 'description' => (string) ($img['description'] ?? ''),
                    ], $n['images'] ?? []),
                    'seo_title' => $record['title'] ?? '', 'seo_description' => $record['description'] ?? '',
                ],
                'terms' => ['category' => $n['categories'] ?? []],
                'image' => [is_string($n['image'] ?? null) ? $n['image'] : '', EOS_Html::plain((string) $n['title'])],
                'modified' => self::mysql_date($n['modified'] ?? ''),
                'alternate' => $n['alternate_slug'] ?? null, 'slug' => $n['slug'],
            ];
        }
    }

    /** A post of posts.json that is neither news nor dynamic content (the team gallery). */
    private function wp_post_job(array $p): array
    {
        $categories = array_map('intval', $p['categories'] ?? []);
        $lang = 'uk';
        foreach ($categories as $c) {
            $lang = EOS_Languages::term_lang($c);
        }
        $media = $p['_embedded']['wp:featuredmedia'][0] ?? null;
        return [
            'kind' => 'post', 'source' => (int) $p['id'], 'lang' => $lang,
            'post' => [
                'post_type' => 'post', 'post_status' => ($p['status'] ?? 'publish') === 'publish' ? 'publish' : 'draft',
                'post_title' => $p['title']['rendered'] ?? '', 'post_name' => $p['slug'],
                'post_excerpt' => $p['excerpt']['rendered'] ?? '', 'post_content' => $p['content']['rendered'] ?? '',
                'post_date' => self::mysql_date($p['date'] ?? ''),
            ],
            'terms' => ['category' => $categories],
            'image' => [$media['source_url'] ?? '', (string) ($media['alt_text'] ?? '')],
        ];
    }

    private function page_jobs(string $lang, array $wp_posts): void
    {
        foreach ($this->read("$lang/dynamic-content.json") ?? [] as $d) {
            $id = (int) $d['id'];
            $this->page_ids[$id] = true;
            $as_post = $wp_posts[$id] ?? null;
            $media = $as_post['_embedded']['wp:featuredmedia'][0] ?? null;
            $this->breadcrumb($lang, 'breadcrumb_home', $d['breadcrumb']['home'] ?? '');
            $this->jobs[] = [
                'kind' => 'page', 'source' => $id, 'lang' => $lang,
                'post' => [
                    'post_type' => 'page', 'post_status' => ($d['status'] ?? 'publish') === 'publish' ? 'publish' : 'draft',
                    'post_title' => $d['title'], 'post_name' => $d['slug'], 'post_content' => (string) ($d['content'] ?? ''),
                    'post_excerpt' => (string) ($as_post['excerpt']['rendered'] ?? ''),
                    'post_date' => self::mysql_date($as_post['date'] ?? $d['modified'] ?? ''),
                ],
                'meta' => [
                    'additional_contacts' => array_map(static fn ($c) => ['label' => (string) ($c['label'] ?? ''), 'email' => (string) ($c['email'] ?? '')], $d['additional_contacts'] ?? []),
                ],
                'terms' => ['category' => $d['categories'] ?? []],
                'image' => [is_string($d['featured_image'] ?? null) ? $d['featured_image'] : '', (string) ($media['alt_text'] ?? EOS_Html::plain((string) $d['title']))],
                'modified' => self::mysql_date($d['modified'] ?? ''),
                'alternate' => $d['alternate_slug'] ?? null, 'slug' => $d['slug'],
                'after' => function (int $wp_id) use ($d, $lang) {
                    $this->refs[] = ['page', $wp_id, 'curator', $d['curator_id'] ?? null, $lang];
                    $this->refs[] = ['page', $wp_id, 'global_blocks', $d['global_blocks'] ?? [], $lang];
                },
            ];
        }
    }

    /** @var array<string, array<string, string>> interface texts gathered from items (breadcrumbs) */
    private array $interface = [];

    private function breadcrumb(string $lang, string $key, string $text): void
    {
        if ($text === '') {
            return;
        }
        if (isset($this->interface[$lang][$key]) && $this->interface[$lang][$key] !== $text) {
            $this->note("$lang $key differs between items: “{$this->interface[$lang][$key]}” and “{$text}”");
            return;
        }
        $this->interface[$lang][$key] = $text;
    }

    /** @var array<string, array<int, array>> lang => content id => programme detail (for checks) */
    private array $program_details = [];
    /** @var array<int, array{0: string, 1: array}> content block id => [lang, block] */
    private array $blocks = [];

    private function program_jobs(string $lang): void
    {
        $details = [];
        foreach ($this->read("$lang/program-details.json") ?? [] as $d) {
            $details[(int) $d['id']] = $d;
        }
        $this->program_details[$lang] = $details;
        $group_of = [];
        $order = [];
        foreach ($this->read("$lang/programs.json") ?? [] as $g) {
            foreach ($g['programs'] as $p) {
                $group_of[(int) $p['id']] = (int) $g['id'];
                $order[] = (int) $p['id'];
                if (!isset($details[(int) $p['id']])) {
                    $this->note("$lang programme {$p['id']} is listed in a group but has no detail");
                }
            }
        }
        foreach ($details as $id => $d) {
            $this->breadcrumb($lang, 'breadcrumb_programs', $d['breadcrumb']['programs'] ?? '');
            $position = array_search($id, $order, true);
            foreach ($d['faq_questions'] ?? [] as $i => $q) {
                $this->jobs[] = [
                    'kind' => 'faq', 'source' => (int) $q['id'], 'lang' => $lang,
                    'post' => ['post_type' => 'eos_faq', 'post_title' => $q['question'], 'post_content' => (string) ($q['answer'] ?? ''), 'menu_order' => $i],
                    'meta' => ['short_answer' => $q['short_answer'] ?? ''],
                    'after' => function (int $wp_id) use ($id, $lang) {
                        $this->refs[] = ['faq', $wp_id, 'program', $id, $lang];
                    },
                ];
            }
            foreach ($d['global_blocks'] ?? [] as $b) {
                $this->blocks[(int) $b['id']] = [$lang, $b];
            }
            $this->jobs[] = [
                'kind' => 'program', 'source' => $id, 'lang' => $lang,
                'post' => [
                    'post_type' => 'eos_program', 'post_status' => ($d['status'] ?? 'publish') === 'publish' ? 'publish' : 'draft',
                    'post_title' => $d['title'], 'post_name' => $d['slug'], 'post_content' => (string) ($d['content'] ?? ''),
                    'post_date' => self::mysql_date($d['modified'] ?? ''), 'menu_order' => $position === false ? 999 : $position,
                ],
                'meta' => [
                    'description' => $d['description'] ?? '', 'deadline' => $d['deadline'] ?? '',
                    'submit' => self::bool($d['submit'] ?? false), 'auto_manage_submissions' => self::bool($d['auto_manage_submissions'] ?? false),
                    'application_start_date' => $d['application_start_date'] ?? '', 'application_end_date' => $d['application_end_date'] ?? '',
                    'submit_url' => $d['submit_url'] ?? '',
                    // Only a link elsewhere: the programme's own page follows its slug.
                    'learn_more_link' => ($d['learnMoreLink'] ?? '') === '/programs/' . $d['slug'] ? '' : (string) ($d['learnMoreLink'] ?? ''),
                    'sections' => array_map(static fn ($s) => ['title' => (string) ($s['title'] ?? ''), 'content' => (string) ($s['content'] ?? '')], $d['sections'] ?? []),
                    'additional_contacts' => array_map(static fn ($c) => ['label' => (string) ($c['label'] ?? ''), 'email' => (string) ($c['email'] ?? '')], $d['additional_contacts'] ?? []),
                ],
                'terms' => isset($group_of[$id]) ? ['eos_program_group' => [$group_of[$id]]] : [],
                'image' => [is_string($d['featured_image'] ?? null) ? $d['featured_image'] : '', ''],
                'modified' => self::mysql_date($d['modified'] ?? ''),
                'alternate' => $d['alternate_slug'] ?? null, 'slug' => $d['slug'],
                'after' => function (int $wp_id) use ($d, $lang) {
                    $this->refs[] = ['program', $wp_id, 'curator', $d['curator_id'] ?? null, $lang];
                    $this->refs[] = ['program', $wp_id, 'global_blocks', $d['global_blocks'] ?? [], $lang];
                },
            ];
        }
        // Dynamic pages' global blocks are blocks too.
        foreach ($this->read("$lang/dynamic-content.json") ?? [] as $d) {
            foreach ($d['global_blocks'] ?? [] as $b) {
                $this->blocks[(int) $b['id']] = [$lang, $b];
            }
        }
        foreach ($this->blocks as $block_id => [$block_lang, $b]) {
            if ($block_lang !== $lang || isset($this->queued_blocks[$block_id])) {
                continue;
            }
            $this->queued_blocks[$block_id] = true;
            $this->jobs[] = [
                'kind' => 'block', 'source' => $block_id, 'lang' => $lang,
                'post' => ['post_type' => 'eos_block', 'post_title' => wp_trim_words(EOS_Html::plain((string) $b['content']), 8, '…'), 'post_content' => (string) $b['content']],
            ];
        }
    }

    /** @var array<int, true> */
    private array $queued_blocks = [];

    private static function bool(mixed $value): string
    {
        return in_array($value, [true, 1, '1', 'true', 'yes'], true) ? '1' : '0';
    }

    private function people_jobs(string $lang): void
    {
        $coordinators = array_map(static fn ($c) => (int) $c['id'], $this->read("$lang/pages/contacts.json")['coordinators'] ?? []);
        foreach (($this->read("$lang/team.json")['team'] ?? []) as $i => $m) {
            $this->jobs[] = [
                'kind' => 'team', 'source' => (int) $m['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_team', 'post_title' => $m['name'], 'menu_order' => $i],
                'meta' => [
                    'position' => $m['position'] ?? '', 'department' => $m['department'] ?? '', 'email' => $m['email'] ?? '',
                    'phone' => $m['phone'] ?? '', 'office_hours' => $m['office_hours'] ?? '',
                    'short_description' => $m['shortDescription'] ?? '', 'full_description' => $m['fullDescription'] ?? '',
                    'achievements' => array_map(static fn ($a) => ['text' => (string) $a], $m['achievements'] ?? []),
                    'position_order' => isset($m['position_order']) ? (string) $m['position_order'] : '',
                    'is_coordinator' => in_array((int) $m['id'], $coordinators, true) ? '1' : '',
                ],
                'terms' => ['category' => $m['categories'] ?? []],
                'image' => [is_string($m['photo'] ?? null) ? $m['photo'] : '', ''],
            ];
        }
        foreach ($this->read("$lang/program-curators.json") ?? [] as $i => $c) {
            $photo = $c['photo'] ?? $c['image'] ?? '';
            $this->jobs[] = [
                'kind' => 'curator', 'source' => (int) $c['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_curator', 'post_title' => $c['name'], 'menu_order' => $i],
                'meta' => ['position' => $c['position'] ?? '', 'email' => $c['email'] ?? '', 'phone' => $c['phone'] ?? '', 'office_hours' => $c['office_hours'] ?? ''],
                'image' => [is_string($photo) ? $photo : '', ''],
            ];
        }
    }

    private function collection_jobs(string $lang): void
    {
        foreach ($this->read("$lang/hero-slides.json") ?? [] as $i => $s) {
            $this->jobs[] = [
                'kind' => 'hero', 'source' => (int) $s['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_hero_slide', 'post_title' => $s['title'], 'menu_order' => $i],
                'meta' => ['description' => $s['description'] ?? '', 'cta_text' => $s['cta_text'] ?? '', 'cta_link' => $s['cta_link'] ?? ''],
                'image' => [is_string($s['image'] ?? null) ? $s['image'] : '', ''],
            ];
        }
        foreach ($this->read("$lang/testimonials.json") ?? [] as $i => $t) {
            $this->jobs[] = [
                'kind' => 'testimonial', 'source' => (int) $t['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_testimonial', 'post_title' => $t['name'], 'post_content' => (string) ($t['content'] ?? ''), 'menu_order' => $i],
                'meta' => [
                    'position' => $t['position'] ?? '', 'institution' => $t['institution'] ?? '', 'year' => $t['year'] ?? '',
                    'program' => $t['program'] ?? '',
                    'is_home' => self::bool($t['is_home_testimonials'] ?? false) === '1' || self::bool($t['is_home'] ?? false) === '1' ? '1' : '',
                ],
                'image' => [is_string($t['photo'] ?? null) ? $t['photo'] : '', ''],
            ];
        }
        foreach ($this->read("$lang/timeline-events.json") ?? [] as $i => $e) {
            $this->jobs[] = [
                'kind' => 'timeline', 'source' => (int) $e['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_timeline_event', 'post_title' => $e['title'], 'post_content' => (string) ($e['description'] ?? ''), 'menu_order' => $i],
                'meta' => ['date' => (string) ($e['date'] ?? '')],
            ];
        }
        foreach ($this->read("$lang/photo-gallery.json") ?? [] as $i => $g) {
            $src = $g['src'] ?? $g['image'] ?? '';
            $this->jobs[] = [
                'kind' => 'gallery', 'source' => (int) $g['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_gallery_photo', 'post_title' => (string) ($g['title'] ?? ''), 'post_content' => (string) ($g['fullDescription'] ?? ''), 'menu_order' => $i],
                'meta' => ['short_description' => ($g['shortDescription'] ?? '') ?: ($g['location_date'] ?? ''), 'photographer' => $g['photographer'] ?? ''],
                'image' => [is_string($src) ? $src : '', ''],
            ];
        }
        foreach ($this->read("$lang/authors.json") ?? [] as $i => $a) {
            $slug = basename(rtrim((string) ($a['permalink'] ?? ''), '/'));
            $this->jobs[] = [
                'kind' => 'author', 'source' => (int) $a['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_author', 'post_title' => $a['name'], 'post_name' => $slug, 'post_content' => (string) ($a['shortInfo'] ?? ''), 'menu_order' => $i],
                'image' => [is_string($a['avatar'] ?? null) ? $a['avatar'] : '', ''],
            ];
        }
        foreach (($this->read("$lang/library.json")['resources'] ?? []) as $i => $r) {
            $this->jobs[] = [
                'kind' => 'resource', 'source' => (int) $r['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_resource', 'post_title' => $r['title'], 'post_date' => self::mysql_date($r['date'] ?? ''), 'menu_order' => $i],
                'meta' => [
                    'description' => $r['description'] ?? '', 'file_url' => $this->media_url($r['file_url'] ?? '', $lang),
                    'file_type' => $r['file_type'] ?? '', 'file_size' => $r['file_size'] ?? '', 'publication_date' => $r['publication_date'] ?? '',
                ],
                'terms' => ['eos_library_category' => $r['categories'] ?? []],
            ];
        }
        foreach (($this->read("$lang/pages/faq.json")['faq_questions'] ?? []) as $i => $q) {
            $this->jobs[] = [
                'kind' => 'faq', 'source' => (int) $q['id'], 'lang' => $lang,
                'post' => ['post_type' => 'eos_faq', 'post_title' => $q['question'], 'post_content' => (string) ($q['answer'] ?? ''), 'menu_order' => $i],
            ];
        }
    }

    // --- References between items and translation links ---------------------------------------------

    private function references(): void
    {
        foreach ($this->refs as [$kind, $wp_id, $key, $value, $lang]) {
            switch ($key) {
                case 'curator':
                    $source = is_numeric($value) ? (int) $value : 0;
                    if ($source <= 0) {
                        break;
                    }
                    // A programme's curator is a curator; a page's coordinator card is a team member
                    // (a curator id that is no team member keeps the reference, so no card shows).
                    $target = $kind === 'program'
                        ? ($this->ids['curator'][$source] ?? 0)
                        : ($this->ids['team'][$source] ?? $this->ids['curator'][$source] ?? 0);
                    if ($target) {
                        update_post_meta($wp_id, '_eos_curator', (string) $target);
                    } else {
                        $this->note("$kind {$this->reverse[$wp_id]}: curator $source not found");
                    }
                    break;
                case 'program':
                    update_post_meta($wp_id, '_eos_program', (string) ($this->ids['program'][$value] ?? 0));
                    break;
                case 'global_blocks':
                    $rows = [];
                    foreach ($value as $b) {
                        $rows[] = ['block' => (string) ($this->ids['block'][(int) $b['id']] ?? 0), 'position' => (string) $b['position']];
                    }
                    if ($rows) {
                        update_post_meta($wp_id, '_eos_global_blocks', $rows);
                    }
                    break;
            }
        }
        // Translations: an item and the other language's item whose slug its alternate_slug names.
        foreach ($this->jobs as $job) {
            if (($job['lang'] ?? '') !== 'uk' || empty($job['alternate'])) {
                continue;
            }
            foreach ($this->jobs as $other) {
                if ($other['kind'] === $job['kind'] && $other['lang'] === 'en' && ($other['slug'] ?? '') === $job['alternate']) {
                    $a = $this->ids[$job['kind']][$job['source']] ?? 0;
                    $b = $this->ids[$other['kind']][$other['source']] ?? 0;
                    if ($a && $b) {
                        EOS_Languages::link($a, $b);
                    }
                    if (($other['alternate'] ?? null) !== $job['slug']) {
                        $this->note("{$job['kind']} {$job['source']} ↔ {$other['source']}: alternate slugs are not mutual");
                    }
                }
            }
        }
    }

    // --- Menus ---------------------------------------------------------------------------------

    private function menus(): void
    {
        $locations = get_theme_mod('nav_menu_locations', []);
        // Menus by the names editors see under Site menus, in the language of the menu.
        $names = [
            'uk' => ['Меню в шапці (українські сторінки)', 'Швидкі посилання в підвалі (українські сторінки)'],
            'en' => ['Header menu (English pages)', 'Footer quick links (English pages)'],
        ];
        foreach (self::LANGS as $lang) {
            $primary = $this->menu($names[$lang][0]);
            foreach ($this->read("$lang/menu-primary.json") ?? [] as $i => $item) {
                $this->menu_item($primary, $item, 0, $i + 1);
            }
            $footer = $this->menu($names[$lang][1]);
            foreach (($this->read("$lang/footer-data.json")['menu'] ?? []) as $i => $item) {
                $this->menu_item($footer, ['id' => $item['id'], 'label' => $item['title'], 'href' => $item['url'], 'children' => []], 0, $i + 1);
            }
            $locations["primary_$lang"] = $primary;
            $locations["footer_$lang"] = $footer;
        }
        set_theme_mod('nav_menu_locations', $locations);
    }

    private function menu(string $name): int
    {
        $existing = wp_get_nav_menu_object($name);
        if ($existing) {
            wp_delete_nav_menu($existing->term_id);
        }
        return (int) wp_create_nav_menu($name);
    }

    private int $menu_position = 0;

    private function menu_item(int $menu, array $item, int $parent, int $order): void
    {
        $id = wp_update_nav_menu_item($menu, 0, [
            'menu-item-title' => $item['label'],
            'menu-item-url' => $item['href'] === '' ? '#' : $item['href'],
            'menu-item-type' => 'custom',
            'menu-item-status' => 'publish',
            'menu-item-parent-id' => $parent,
            'menu-item-position' => ++$this->menu_position,
        ]);
        if (is_wp_error($id)) {
            $this->note("menu item {$item['id']}: " . $id->get_error_message());
            return;
        }
        if ($item['href'] === '') {
            // wp_update_nav_menu_item turns an empty URL into none; keep what the office typed.
            update_post_meta($id, '_menu_item_url', '');
        }
        $this->reverse[$id] = (int) $item['id'];
        foreach ($item['children'] ?? [] as $i => $child) {
            $this->menu_item($menu, $child, $id, $i + 1);
        }
    }

    // --- Texts ---------------------------------------------------------------------------------

    private function texts(): void
    {
        foreach (self::LANGS as $lang) {
            $header = $this->read("$lang/header-data.json") ?? [];
            EOS_Texts::save('header', $lang, [
                'site_title' => $header['site_title'] ?? '',
                'logo_url' => $this->media_url($header['logo']['url'] ?? '', $lang),
                'logo_alt' => $header['logo']['alt'] ?? '',
                'languages' => $header['languages'] ?? [],
            ]);
            $footer = $this->read("$lang/footer-data.json") ?? [];
            EOS_Texts::save('footer', $lang, [
                'about_text' => $footer['about_text'] ?? '',
                'contacts_address' => $footer['contacts']['address'] ?? '', 'contacts_phone' => $footer['contacts']['phone'] ?? '',
                'contacts_email' => $footer['contacts']['email'] ?? '',
                'social_facebook' => $footer['social']['facebook'] ?? '', 'social_twitter' => $footer['social']['twitter'] ?? '',
                'social_linkedin' => $footer['social']['linkedin'] ?? '', 'social_instagram' => $footer['social']['instagram'] ?? '',
                'social_youtube' => $footer['social']['youtube'] ?? '',
                'translations' => $footer['translations'] ?? [],
            ]);
            $about = $this->read("$lang/about-data.json") ?? [];
            $about['featured_image'] = $this->media_url($about['featured_image'] ?? '', $lang);
            EOS_Texts::save('about_data', $lang, array_map(static fn ($v) => is_scalar($v) ? (string) $v : '', $about));
            EOS_Texts::save('interface', $lang, [
                'breadcrumb_home' => $this->interface[$lang]['breadcrumb_home'] ?? '',
                'breadcrumb_programs' => $this->interface[$lang]['breadcrumb_programs'] ?? '',
                'news_translations' => $this->read("$lang/news.json")['translations'] ?? [],
                'library_translations' => $this->read("$lang/library.json")['translations'] ?? [],
            ]);
            foreach (EOS_Texts::PAGES as $page) {
                $data = $this->read("$lang/pages/$page.json");
                if (!is_array($data)) {
                    continue;
                }
                if ($page === 'stories') {
                    $data = ($data['page'] ?? []) + ['translations' => $data['translations'] ?? []];
                }
                if ($page === 'faq') {
                    $data = ['hero_title' => $data['hero_title'] ?? '', 'hero_subtitle' => $data['hero_subtitle'] ?? ''] + ($data['translations'] ?? []);
                }
                $fields = EOS_Texts::records()[$page]['fields'];
                $record = [];
                foreach ($data as $key => $value) {
                    if (!isset($fields[$key])) {
                        continue;
                    }
                    $record[$key] = match ($fields[$key]) {
                        'map' => is_array($value) ? $value : [],
                        'image' => $this->media_url($value, $lang),
                        default => is_scalar($value) ? (string) $value : '',
                    };
                }
                EOS_Texts::save($page, $lang, $record);
            }
        }
    }

    // --- What an office's items already carry ------------------------------------------------------

    /**
     * SEO fields of programmes and pages as SEO plugins keep them (Yoast SEO's in Ukrainian, Rank
     * Math's in English; news use the plugin's own box), and the old slugs of renamed items as
     * WordPress keeps them (content/moved.json; pages in the plugin's own key, EOS_Old_Slugs).
     */
    private function carried(): void
    {
        $by_source = [];
        foreach (array_diff_key($this->ids, ['term' => true]) as $kind => $ids) {
            foreach ($ids as $source => $wp_id) {
                $by_source[$source] = [$kind, $wp_id];
            }
        }
        foreach ($this->read('seo.json') ?? [] as $source => $record) {
            [$kind, $wp_id] = $by_source[(int) $source] ?? ['', 0];
            $keys = EOS_Languages::post_lang($wp_id) === 'uk'
                ? ['title' => '_yoast_wpseo_title', 'description' => '_yoast_wpseo_metadesc', 'canonical' => '_yoast_wpseo_canonical']
                : ['title' => 'rank_math_title', 'description' => 'rank_math_description', 'canonical' => 'rank_math_canonical_url'];
            foreach ($keys as $field => $key) {
                $own = $kind === 'news' && $field !== 'canonical';
                if ($wp_id > 0 && !$own && (string) ($record[$field] ?? '') !== '') {
                    update_post_meta($wp_id, $key, wp_slash((string) $record[$field]));
                }
            }
        }
        foreach ($this->read('moved.json') ?? [] as $lang => $kinds) {
            foreach ($kinds as $kind => $olds) {
                $type = EOS_Old_Slugs::KINDS[$kind] ?? '';
                foreach ($olds as $old => $answer) {
                    $items = get_posts(['post_type' => $type, 'post_status' => ['publish', 'draft', 'pending', 'private', 'future'], 'name' => EOS_Slugs::stored_form((string) $answer['slug']), 'posts_per_page' => 1] + EOS_Languages::query_args($lang));
                    if (!$items) {
                        $this->note("moved.json: no $lang $kind {$answer['slug']}");
                        continue;
                    }
                    add_post_meta($items[0]->ID, $type === 'page' ? EOS_Old_Slugs::PAGE_META : EOS_Old_Slugs::WP_META, EOS_Slugs::stored_form((string) $old));
                }
            }
        }
    }

    // --- Last touches ---------------------------------------------------------------------------

    private function finish(): void
    {
        global $wpdb;
        foreach ($this->modified as $id => $modified) {
            $wpdb->update($wpdb->posts, ['post_modified' => $modified, 'post_modified_gmt' => get_gmt_from_date($modified)], ['ID' => $id]);
            clean_post_cache($id);
        }
        // WordPress's own sample post, page and privacy page are not the office's content.
        foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'posts_per_page' => -1, 'post__not_in' => array_keys($this->reverse) ?: [0]]) as $sample) {
            wp_delete_post($sample->ID, true);
        }
        foreach (['category', 'eos_program_group', 'eos_library_category'] as $taxonomy) {
            $terms = get_terms(['taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'ids']);
            wp_update_term_count_now(is_array($terms) ? $terms : [], $taxonomy);
        }
        // The search table from the content as it now stands (dates were set above, without hooks).
        EOS_Search_Table::install();
        EOS_Search_Table::rebuild();
    }
}
