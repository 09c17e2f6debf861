<?php
/**
 * The importer gives the sample content's categories the contract's ids, and
 * refuses, before it changes anything, when this WordPress already has a term with one of those
 * ids that means something else.
 */
final class ImporterTermsTest extends EOS_TestCase
{
    public static function setUpBeforeClass(): void
    {
        require_once dirname(__DIR__, 2) . '/importer/importer.php';
    }

    /** @var list<int> */
    private array $made = [];

    protected function tearDown(): void
    {
        global $wpdb;
        foreach ($this->made as $id) {
            $wpdb->delete($wpdb->term_taxonomy, ['term_id' => $id]);
            $wpdb->delete($wpdb->terms, ['term_id' => $id]);
            clean_term_cache($id);
        }
        parent::tearDown();
    }

    private function importer(): EOS_Importer
    {
        $root = dirname(__DIR__, 3);
        return new EOS_Importer("$root/content", "$root/public");
    }

    /** A term with a fixed id, as another plugin or an earlier office might have made it. */
    private function term_with_id(int $id, string $taxonomy, string $name, string $slug): void
    {
        global $wpdb;
        $this->made[] = $id;
        $wpdb->delete($wpdb->term_taxonomy, ['term_id' => $id]);
        $wpdb->delete($wpdb->terms, ['term_id' => $id]);
        $wpdb->insert($wpdb->terms, ['term_id' => $id, 'name' => $name, 'slug' => $slug, 'term_group' => 0]);
        $wpdb->insert($wpdb->term_taxonomy, ['term_id' => $id, 'taxonomy' => $taxonomy, 'description' => '', 'parent' => 0, 'count' => 0]);
        clean_term_cache($id, $taxonomy);
    }

    public function test_a_term_with_a_contract_id_and_another_meaning_stops_the_import_before_anything_changes(): void
    {
        $this->term_with_id(262, 'post_tag', 'Events 2019', 'events-2019');
        $this->term_with_id(256, 'category', 'Гранти', 'granty');
        $this->term_with_id(258, 'category', 'Team', 'team');
        $conflicts = $this->importer()->term_conflicts();
        $this->assertContains('term 262 is “Events 2019” (post_tag); the content needs it to be “FAQ” (category)', $conflicts);
        $this->assertContains('term 256 is “Гранти” (category); the content needs it to be “Команда” (category)', $conflicts);
        $this->assertSame([], array_filter($conflicts, static fn ($c) => str_starts_with($c, 'term 258 ')), 'the same category (name or slug) is not a conflict');

        $posts = (int) wp_count_posts('post')->publish;
        try {
            $this->importer()->run();
            $this->fail('the import ran');
        } catch (RuntimeException $e) {
            $this->assertStringContainsString('term 262 is “Events 2019”', $e->getMessage());
        }
        $this->assertSame($posts, (int) wp_count_posts('post')->publish, 'nothing was imported');
        $this->assertSame('post_tag', get_term(262)->taxonomy);
        $this->assertSame('', (string) get_term_meta(262, 'eos_lang', true), 'the term was not touched');
    }
}
