<?php
/**
 * An office's WordPress as it is before the plugin, written the way WordPress and Polylang write
 * it (never through the plugin or its importer): posts without the plugin's language, categories
 * of the office's own, Polylang's terms; and WP-Cron's runs of the day-one jobs. For DayOneTest
 * and OfficeLanguagesTest: each test starts with no job scheduled and ends with both jobs done.
 */
trait EOS_Office_Content
{
    /** @var list<int> raw terms of Polylang's taxonomies this test wrote */
    protected array $raw_terms = [];
    protected mixed $special_before = null;

    protected function setUp(): void
    {
        parent::setUp();
        $this->special_before = get_option(EOS_Special_Categories::OPTION, null);
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        wp_clear_scheduled_hook(EOS_Search_Build::HOOK);
        delete_option(EOS_Day_One::STATE_OPTION);
    }

    protected function tearDown(): void
    {
        global $wpdb;
        foreach ($this->raw_terms as $tt_id) {
            $wpdb->delete($wpdb->term_relationships, ['term_taxonomy_id' => $tt_id]);
            $term_id = (int) $wpdb->get_var($wpdb->prepare("SELECT term_id FROM $wpdb->term_taxonomy WHERE term_taxonomy_id = %d", $tt_id));
            $wpdb->delete($wpdb->term_taxonomy, ['term_taxonomy_id' => $tt_id]);
            $wpdb->delete($wpdb->terms, ['term_id' => $term_id]);
        }
        EOS_Polylang_Data::forget();
        $this->special_before === null ? delete_option(EOS_Special_Categories::OPTION) : update_option(EOS_Special_Categories::OPTION, $this->special_before);
        // Later tests search the table: leave it complete, and no job behind.
        $this->run_jobs();
        parent::tearDown();
    }

    /** A post as the office's WordPress holds it: none of the plugin's meta. */
    protected function office_post(string $title, string $content, array $categories, array $fields = []): int
    {
        $id = wp_insert_post(wp_slash($fields + ['post_type' => 'post', 'post_status' => 'publish', 'post_title' => $title, 'post_content' => $content, 'post_category' => $categories]), true);
        $this->assertIsInt($id);
        // The plugin's save hook gives new items a language; the office's items never had one.
        delete_post_meta($id, EOS_Languages::META_LANG);
        return $id;
    }

    protected function office_category(string $name): int
    {
        $term = wp_insert_term($name, 'category');
        $this->assertIsArray($term, $name);
        return (int) $term['term_id'];
    }

    /** A term of one of Polylang's taxonomies, written as Polylang writes it. @return int its term_taxonomy_id */
    protected function polylang_term(string $taxonomy, string $name, string $slug, string $description = ''): int
    {
        global $wpdb;
        $wpdb->insert($wpdb->terms, ['name' => $name, 'slug' => $slug, 'term_group' => 0]);
        $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $wpdb->insert_id, 'taxonomy' => $taxonomy, 'description' => $description, 'parent' => 0, 'count' => 0]);
        $this->raw_terms[] = (int) $wpdb->insert_id;
        return (int) $wpdb->insert_id;
    }

    protected function relate(int $object_id, int $tt_id): void
    {
        global $wpdb;
        $wpdb->insert($wpdb->term_relationships, ['object_id' => $object_id, 'term_taxonomy_id' => $tt_id, 'term_order' => 0]);
    }

    /** What WP-Cron does: each job's event until the job is done. @return int runs of the day-one event */
    protected function run_jobs(): int
    {
        $runs = 0;
        while (EOS_Day_One::running() && $runs < 50) {
            do_action(EOS_Day_One::HOOK);
            $runs++;
        }
        for ($i = 0; EOS_Search_Build::running() && $i < 50; $i++) {
            do_action(EOS_Search_Build::HOOK);
        }
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        wp_clear_scheduled_hook(EOS_Search_Build::HOOK);
        $this->assertFalse(EOS_Day_One::running());
        $this->assertTrue(EOS_Search_Table::ready());
        return $runs;
    }

    protected function lang_meta(int $id): string
    {
        return (string) get_post_meta($id, EOS_Languages::META_LANG, true);
    }

}
