<?php
defined('ABSPATH') || exit;

/**
 * Day one on an office's WordPress: every item and term the plugin reads that has no language
 * gets one, in WP-Cron batches (EOS_Batches), scheduled on activation and on a schema upgrade.
 * An item's language is Polylang's where Polylang stored one (EOS_Polylang_Data, read even when
 * Polylang is off), else the one its text is written in (EOS_Text_Language); Polylang's groups
 * of translations become the plugin's links; a term's language is Polylang's, else the one most
 * of its published posts have, else its name's. Drafts, private and password-protected items get
 * a language too (they keep it when published); the reads still hide them (EOS_Visibility).
 * An item or term that has a language keeps it: editors correct one in its Language box. One that
 * Polylang gave a language the site does not serve (Russian) gets none, so it stays off the site,
 * and is counted (posts_unserved, terms_unserved) for the settings page.
 */
final class EOS_Day_One
{
    use EOS_Batch_Job;

    /** The job's WP-Cron hook and options: eos_day_one_*. */
    private const NAME = 'eos_day_one';
    public const HOOK = self::NAME . '_batch';
    /** Where the job is and what it did (EOS_Day_One_Progress shows it). */
    public const STATE_OPTION = self::NAME . '_state';
    public const LOCK_OPTION = self::NAME . '_lock';
    /** Where a batch started, while it runs (EOS_Batches: a run that died left it behind). */
    public const ATTEMPT_OPTION = self::NAME . '_attempt';
    public const BATCH = 200;
    /** Terms whose language the reads ask (EOS_Languages::term_lang). */
    public const TAXONOMIES = ['category', 'eos_program_group', 'eos_library_category'];
    /** Posts of a term asked for its language: the newest ones say enough. */
    private const TERM_SAMPLE = 50;
    private const PHASES = ['posts', 'translations', 'terms', 'done'];

    /** A new pass from the start, unless one is under way. Only schedules: no item is read here. */
    public static function schedule(): void
    {
        if (wp_next_scheduled(self::HOOK)) {
            return;
        }
        self::start();
    }

    /** A new pass from the start, even while one runs (the settings page's button). */
    public static function restart(): void
    {
        wp_clear_scheduled_hook(self::HOOK);
        EOS_Batches::reset(self::class);
        self::start();
    }

    private static function start(): void
    {
        update_option(self::STATE_OPTION, [
            'phase' => 'posts', 'cursor' => 0, 'scheduled_at' => time(), 'finished_at' => 0,
            'posts_total' => null, 'posts_seen' => 0, 'posts_given' => 0, 'posts_unserved' => 0, 'pairs' => 0,
            'terms_total' => null, 'terms_seen' => 0, 'terms_given' => 0, 'terms_unserved' => 0,
        ], false);
        EOS_Batches::schedule(self::HOOK);
    }

    /** Where the next batch starts. */
    public static function position(): string
    {
        $state = self::state();
        return ($state['phase'] ?? 'done') . ':' . (int) ($state['cursor'] ?? 0);
    }

    /**
     * Passes over the item the next batch would start with (EOS_Batches: it stopped the job
     * ATTEMPTS times), as if it had been looked at; null when there is none.
     * @return array{kind: string, id: int, title: string}|null
     */
    public static function skip_next(): ?array
    {
        global $wpdb;
        $state = self::state();
        $cursor = (int) ($state['cursor'] ?? 0);
        $item = null;
        switch ($state['phase'] ?? 'done') {
            case 'posts':
                $row = $wpdb->get_row($wpdb->prepare('SELECT p.ID, p.post_title FROM ' . $wpdb->posts . ' p WHERE p.ID > %d AND ' . self::posts_where() . ' ORDER BY p.ID LIMIT 1', $cursor));
                if ($row) {
                    $item = ['kind' => 'post', 'id' => (int) $row->ID, 'title' => (string) $row->post_title];
                    $state['cursor'] = (int) $row->ID;
                    $state['posts_seen'] = (int) ($state['posts_seen'] ?? 0) + 1;
                }
                break;
            case 'translations':
                $group = EOS_Polylang_Data::translation_groups($cursor, 1)[0] ?? null;
                if ($group) {
                    $item = ['kind' => 'translations', 'id' => $group['id'], 'title' => implode(', ', array_map(static fn (int $id) => get_the_title($id), $group['posts']))];
                    $state['cursor'] = $group['id'];
                }
                break;
            case 'terms':
                $taxonomies = implode(',', array_map(static fn (string $t) => "'" . esc_sql($t) . "'", self::TAXONOMIES));
                $row = $wpdb->get_row($wpdb->prepare("SELECT tt.term_taxonomy_id, tt.term_id, t.name FROM $wpdb->term_taxonomy tt JOIN $wpdb->terms t ON t.term_id = tt.term_id WHERE tt.taxonomy IN ($taxonomies) AND tt.term_taxonomy_id > %d ORDER BY tt.term_taxonomy_id LIMIT 1", $cursor));
                if ($row) {
                    $item = ['kind' => 'term', 'id' => (int) $row->term_id, 'title' => (string) $row->name];
                    $state['cursor'] = (int) $row->term_taxonomy_id;
                    $state['terms_seen'] = (int) ($state['terms_seen'] ?? 0) + 1;
                }
                break;
        }
        if ($item === null && ($state['phase'] ?? 'done') !== 'done') {
            self::next_phase($state);
            $state['finished_at'] = $state['phase'] === 'done' ? time() : 0;
        }
        update_option(self::STATE_OPTION, $state, false);
        return $item;
    }

    /**
     * The language day one gives an item that has none: Polylang's where Polylang stored one
     * (null when that is a language the site does not serve), else the one its text is written in.
     * Also what an item saved without a language gets (EOS_Posts_Endpoint::default_language).
     */
    public static function language_of(int $post_id, string $title, string $content): ?string
    {
        $polylang = EOS_Polylang_Data::post_langs([$post_id]);
        return array_key_exists($post_id, $polylang) ? $polylang[$post_id] : EOS_Text_Language::of($title, $content);
    }

    /** One batch of the current phase, of at most $size items. @return string EOS_Batches::MORE or DONE */
    public static function batch(int $size = self::BATCH): string
    {
        EOS_Polylang_Data::forget();
        $state = self::state();
        $phase = $state['phase'] ?? 'done';
        if (!in_array($phase, self::PHASES, true) || $phase === 'done') {
            return EOS_Batches::DONE;
        }
        $changed = match ($phase) {
            'posts' => self::posts_batch($state, $size),
            'translations' => self::translations_batch($state, $size),
            'terms' => self::terms_batch($state, $size),
        };
        if ($state['phase'] === 'done') {
            $state['finished_at'] = time();
        }
        update_option(self::STATE_OPTION, $state, false);
        if ($changed) {
            // Lists kept before this batch would go on hiding what now has a language.
            EOS_Kept_Reads::forget();
        }
        if ($state['phase'] !== 'done') {
            return EOS_Batches::MORE;
        }
        if ($state['posts_given'] + $state['pairs'] + $state['terms_given'] > 0 && EOS_Modules::on(EOS_Modules::REVALIDATION)) {
            EOS_Webhook::queue(['type' => 'all', 'action' => 'update']);
        }
        return EOS_Batches::DONE;
    }

    private static function next_phase(array &$state): void
    {
        $state['phase'] = self::PHASES[array_search($state['phase'], self::PHASES, true) + 1];
        $state['cursor'] = 0;
        if ($state['phase'] === 'translations' && EOS_Languages::polylang()) {
            // Polylang's own links are the truth while it is active.
            $state['phase'] = 'terms';
        }
    }

    /** The post types that have a language, and the statuses of items that exist for editors. */
    private static function posts_where(): string
    {
        $types = implode(',', array_map(static fn (string $t) => "'" . esc_sql($t) . "'", EOS_Translations::types()));
        return "p.post_type IN ($types) AND p.post_status NOT IN ('auto-draft', 'trash', 'inherit')";
    }

    private static function posts_batch(array &$state, int $size): bool
    {
        global $wpdb;
        $where = self::posts_where();
        if ($state['posts_total'] === null) {
            $state['posts_total'] = (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->posts p WHERE $where");
        }
        $rows = $wpdb->get_results($wpdb->prepare(
            "SELECT p.ID, p.post_title, p.post_content,
             (SELECT m.meta_value FROM $wpdb->postmeta m WHERE m.post_id = p.ID AND m.meta_key = %s LIMIT 1) AS lang
             FROM $wpdb->posts p WHERE p.ID > %d AND $where ORDER BY p.ID LIMIT %d",
            EOS_Languages::META_LANG,
            (int) $state['cursor'],
            $size
        )) ?: [];
        $missing = array_values(array_filter($rows, static fn ($row) => !self::post_has_language((int) $row->ID, (string) $row->lang)));
        $polylang = EOS_Polylang_Data::post_langs(array_map(static fn ($row) => (int) $row->ID, $missing));
        $given = 0;
        foreach ($missing as $row) {
            $id = (int) $row->ID;
            $lang = array_key_exists($id, $polylang) ? $polylang[$id] : EOS_Text_Language::of((string) $row->post_title, (string) $row->post_content);
            if ($lang === null) {
                $state['posts_unserved'] = (int) ($state['posts_unserved'] ?? 0) + 1;
                continue;
            }
            EOS_Languages::set_post_lang($id, $lang);
            $given++;
        }
        $state['posts_seen'] += count($rows);
        $state['posts_given'] += $given;
        if (count($rows) < $size) {
            self::next_phase($state);
        } else {
            $state['cursor'] = (int) end($rows)->ID;
        }
        return $given > 0;
    }

    private static function post_has_language(int $post_id, string $meta): bool
    {
        if (EOS_Languages::polylang()) {
            return (bool) pll_get_post_language($post_id, 'slug');
        }
        return $meta !== '';
    }

    /** Polylang's groups of translations become the plugin's links, where neither item has one yet. */
    private static function translations_batch(array &$state, int $size): bool
    {
        $groups = EOS_Polylang_Data::translation_groups((int) $state['cursor'], $size);
        $linked = 0;
        foreach ($groups as $group) {
            $uk = get_post($group['posts']['uk'] ?? 0);
            $en = get_post($group['posts']['en'] ?? 0);
            if (!$uk instanceof WP_Post || !$en instanceof WP_Post || $uk->post_type !== $en->post_type) {
                continue;
            }
            if (EOS_Languages::post_lang($uk->ID) === EOS_Languages::post_lang($en->ID) || EOS_Languages::translation($uk->ID) || EOS_Languages::translation($en->ID)) {
                continue;
            }
            EOS_Languages::link($uk->ID, $en->ID);
            $linked++;
        }
        $state['pairs'] += $linked;
        if (count($groups) < $size) {
            self::next_phase($state);
        } else {
            $state['cursor'] = (int) end($groups)['id'];
        }
        return $linked > 0;
    }

    private static function terms_batch(array &$state, int $size): bool
    {
        global $wpdb;
        $taxonomies = implode(',', array_map(static fn (string $t) => "'" . esc_sql($t) . "'", self::TAXONOMIES));
        if ($state['terms_total'] === null) {
            $state['terms_total'] = (int) $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->term_taxonomy WHERE taxonomy IN ($taxonomies)");
        }
        $rows = $wpdb->get_results($wpdb->prepare(
            "SELECT tt.term_taxonomy_id, tt.term_id, t.name,
             (SELECT m.meta_value FROM $wpdb->termmeta m WHERE m.term_id = tt.term_id AND m.meta_key = %s LIMIT 1) AS lang
             FROM $wpdb->term_taxonomy tt JOIN $wpdb->terms t ON t.term_id = tt.term_id
             WHERE tt.taxonomy IN ($taxonomies) AND tt.term_taxonomy_id > %d ORDER BY tt.term_taxonomy_id LIMIT %d",
            EOS_Languages::TERM_META_LANG,
            (int) $state['cursor'],
            $size
        )) ?: [];
        $given = 0;
        foreach ($rows as $row) {
            $term_id = (int) $row->term_id;
            if ((string) $row->lang !== '' || (function_exists('pll_get_term_language') && pll_get_term_language($term_id, 'slug'))) {
                continue;
            }
            $polylang = EOS_Polylang_Data::term_lang($term_id);
            if ($polylang === null) {
                $state['terms_unserved'] = (int) ($state['terms_unserved'] ?? 0) + 1;
                continue;
            }
            $lang = $polylang !== false ? $polylang : self::lang_of_posts((int) $row->term_taxonomy_id) ?? EOS_Text_Language::of((string) $row->name, '');
            EOS_Languages::set_term_lang($term_id, $lang);
            $given++;
        }
        $state['terms_seen'] += count($rows);
        $state['terms_given'] += $given;
        if (count($rows) < $size) {
            self::next_phase($state);
        } else {
            $state['cursor'] = (int) end($rows)->term_taxonomy_id;
        }
        return $given > 0;
    }

    /** The language most of a term's newest published items have; null when it has none. */
    private static function lang_of_posts(int $term_taxonomy_id): ?string
    {
        global $wpdb;
        $ids = $wpdb->get_col($wpdb->prepare(
            "SELECT r.object_id FROM $wpdb->term_relationships r JOIN $wpdb->posts p ON p.ID = r.object_id AND p.post_status = 'publish'
             WHERE r.term_taxonomy_id = %d ORDER BY r.object_id DESC LIMIT %d",
            $term_taxonomy_id,
            self::TERM_SAMPLE
        ));
        if (!$ids) {
            return null;
        }
        $votes = array_count_values(array_filter(array_map(static fn ($id) => EOS_Languages::stored_post_lang((int) $id), $ids)));
        if (!$votes) {
            return null;
        }
        return ($votes['en'] ?? 0) > ($votes['uk'] ?? 0) ? 'en' : 'uk';
    }
}
