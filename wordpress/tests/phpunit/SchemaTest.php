<?php
/**
 * The schema version and its upgrade on `plugins_loaded`: a WordPress where the plugin arrived
 * already active (no activation ran) gets its tables on the next request; a version-1 newsletter
 * table (unique key on the address itself, 191 characters) becomes the hashed key, keeping its
 * rows; an address of 254 characters is stored under strict SQL; editors get the capability to
 * manage subscribers, authors do not; version 3 makes and fills the search table (in WP-Cron
 * batches since version 5), and rows built by older document rules are built again; on a network, the first site at network activation and a
 * site added later (fresh-site.php, a network of its own under the prefix network_) get them.
 */
final class SchemaTest extends EOS_TestCase
{
    private function tables(): array
    {
        global $wpdb;
        return $wpdb->get_col($wpdb->prepare('SHOW TABLES LIKE %s', $wpdb->esc_like($wpdb->prefix . 'eos_') . '%'));
    }

    private function columns(string $table): array
    {
        global $wpdb;
        return $wpdb->get_col("SHOW COLUMNS FROM $table");
    }

    public function test_the_upgrade_runs_on_plugins_loaded_when_the_stored_version_is_older(): void
    {
        global $wpdb;
        $this->assertNotFalse(has_action('plugins_loaded', [EOS_Schema::class, 'maybe_upgrade']));
        $this->assertNotFalse(has_action('wp_initialize_site', [EOS_Schema::class, 'on_new_site']), 'a new site of a network');
        $wpdb->query('DROP TABLE ' . EOS_Deliveries::name());
        $wpdb->query('DROP TABLE ' . EOS_Newsletter_Table::name());
        delete_option(EOS_Schema::OPTION);
        EOS_Schema::maybe_upgrade();
        $this->assertEqualsCanonicalizing([EOS_Newsletter_Table::name(), EOS_Deliveries::name(), EOS_Search_Table::name()], $this->tables());
        $this->assertSame(EOS_Schema::VERSION, (int) get_option(EOS_Schema::OPTION));
    }

    public function test_version_3_makes_and_fills_the_search_table_and_new_document_rules_fill_it_again(): void
    {
        global $wpdb;
        $word = 'schemaword' . wp_rand(1000, 9999);
        $post = $this->item('page', 'uk', ['post_title' => "Сторінка $word"]);
        $wpdb->query('DROP TABLE ' . EOS_Search_Table::name());
        delete_option('eos_search_table_version');
        update_option(EOS_Schema::OPTION, 2);
        EOS_Schema::maybe_upgrade();
        $this->assertContains(EOS_Search_Table::name(), $this->tables());
        $this->assertFalse(EOS_Search_Table::ready(), 'filled in WP-Cron, not in this request');
        $this->assertNotFalse(wp_next_scheduled(EOS_Search_Build::HOOK));
        $this->run_background_work();
        $this->assertTrue(EOS_Search_Table::ready());
        $this->assertSame([$post->ID], array_column(EOS_Search_Table::search('uk', $word, 'all', 1, 10)['docs'], 'id'), 'filled from the content');

        // Rows of older rules (another version of them) are built again on the next load, the schema being current.
        $wpdb->query('DELETE FROM ' . EOS_Search_Table::name());
        update_option('eos_search_table_version', '0');
        EOS_Schema::maybe_upgrade();
        $this->assertFalse(EOS_Search_Table::ready());
        $this->run_background_work();
        $this->assertTrue(EOS_Search_Table::ready());
        $this->assertSame([$post->ID], array_column(EOS_Search_Table::search('uk', $word, 'all', 1, 10)['docs'], 'id'));
    }

    /** What WP-Cron would run: the languages of day one, then the search table's build. */
    private function run_background_work(): void
    {
        foreach ([EOS_Day_One::class, EOS_Search_Build::class] as $job) {
            for ($i = 0; $i < 100 && $job::batch() !== EOS_Batches::DONE; $i++);
            $this->assertFalse($job::running(), $job);
        }
        wp_clear_scheduled_hook(EOS_Day_One::HOOK);
        wp_clear_scheduled_hook(EOS_Search_Build::HOOK);
    }

    public function test_a_version_1_newsletter_table_is_migrated_with_its_rows(): void
    {
        global $wpdb;
        $table = EOS_Newsletter_Table::name();
        $wpdb->query("DROP TABLE $table");
        $wpdb->query("CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  email_key varchar(191) NOT NULL,
  lang varchar(5) NOT NULL DEFAULT 'uk',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email_key (email_key)
) " . $wpdb->get_charset_collate());
        $wpdb->insert($table, ['email' => 'Olena@Example.org', 'email_key' => 'olena@example.org', 'lang' => 'uk', 'created_at' => '2025-01-02 03:04:05']);
        update_option(EOS_Schema::OPTION, 1);
        EOS_Schema::maybe_upgrade();
        $this->assertSame(['id', 'email', 'email_hash', 'lang', 'created_at', 'pending', 'token_hash', 'confirmed_at', 'source_page', 'consent_text', 'request_client_hash', 'confirm_client_hash'], $this->columns($table));
        $this->assertSame(['id' => 1, 'email' => 'Olena@Example.org', 'lang' => 'uk', 'created_at' => '2025-01-02 03:04:05'], EOS_Newsletter_Table::find('olena@example.ORG'));
        $this->assertFalse(EOS_Newsletter_Table::record('olena@example.org')['pending'], 'a subscriber from before double opt-in stays subscribed (version 6)');
        $this->assertFalse(EOS_Newsletter_Table::add('OLENA@example.org', 'en'), 'the same address in other letters is already there');
        $this->assertSame('1', $wpdb->get_var("SELECT COUNT(*) FROM $table"));
        $this->assertSame(EOS_Schema::VERSION, (int) get_option(EOS_Schema::OPTION));
    }

    public function test_an_address_of_254_characters_is_stored_under_strict_sql(): void
    {
        global $wpdb;
        $wpdb->query("SET SESSION sql_mode = 'STRICT_ALL_TABLES'");
        $long = str_repeat('a', 64) . '@' . str_repeat('b', 63) . '.' . str_repeat('c', 63) . '.' . str_repeat('d', 57) . '.org';
        $this->assertSame(254, strlen($long));
        $this->assertTrue(EOS_Newsletter_Table::add($long, 'en'));
        $this->assertFalse(EOS_Newsletter_Table::add(strtoupper($long), 'en'));
        $this->assertSame($long, EOS_Newsletter_Table::find($long)['email'] ?? null);
        // Two long addresses that share their first 191 characters are two subscribers.
        $twin = substr($long, 0, 249) . 'e.org';
        $this->assertTrue(EOS_Newsletter_Table::add($twin, 'en'));
        $wpdb->query("SET SESSION sql_mode = ''");
    }

    public function test_administrators_and_editors_may_manage_subscribers_authors_and_contributors_may_not(): void
    {
        EOS_Schema::upgrade();
        foreach (['administrator' => true, 'editor' => true, 'author' => false, 'contributor' => false, 'subscriber' => false] as $role => $may) {
            $this->assertSame($may, get_role($role)->has_cap(EOS_Schema::SUBSCRIBERS_CAP), $role);
        }
    }

    public function test_on_a_network_every_site_has_the_tables_also_one_added_later(): void
    {
        $run = static function (string ...$args): array {
            $out = (string) shell_exec(escapeshellarg(PHP_BINARY) . ' ' . escapeshellarg(__DIR__ . '/fresh-site.php') . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>&1');
            $data = json_decode($out, true);
            self::assertIsArray($data, $out);
            return $data;
        };
        $this->assertSame(['installed' => true, 'error' => null], $run('ms-install', 'network_'));
        $network = $run('network', 'network_');
        $this->assertTrue($network['multisite']);
        $this->assertTrue($network['network_active']);
        $this->assertSame(['network_eos_newsletter', 'network_eos_revalidations', 'network_eos_search'], $network['tables_at_activation'], 'network activation: the first site');
        $this->assertSame(2, $network['site']);
        $this->assertSame(['network_2_eos_newsletter', 'network_2_eos_revalidations', 'network_2_eos_search', 'network_eos_newsletter', 'network_eos_revalidations', 'network_eos_search'], $network['tables'], 'a site added later (wp_initialize_site)');
        $this->assertSame(EOS_Schema::VERSION, $network['second_site_version']);
        $this->assertTrue($network['second_site_editor_cap']);
    }
}
