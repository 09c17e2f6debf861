<?php
/**
 * A database restored without the plugin's own tables (the schema version still says they exist):
 * the write or read that finds its table gone makes the schema again and runs once more, so a
 * sign-up is stored and answered as the contract says instead of a 500, and a save's revalidation
 * call is kept.
 */
final class MissingTablesTest extends EOS_TestCase
{
    private function drop(string $table): void
    {
        global $wpdb;
        $wpdb->query("DROP TABLE IF EXISTS `$table`");
        $this->assertFalse(EOS_Missing_Table::exists($table));
        $this->assertSame(EOS_Schema::VERSION, (int) get_option(EOS_Schema::OPTION), 'the restore kept the version');
    }

    private function subscribe(string $email, array $headers): array
    {
        return $this->rest('POST', '/fulbright-react/v1/newsletter-subscribe', ['email' => $email, 'lang' => 'en'], $headers + ['X-Client-Address' => 'restore-' . wp_generate_password(8, false)]);
    }

    public function test_a_sign_up_after_a_restore_without_the_subscribers_table_is_stored_and_answered_as_usual(): void
    {
        $this->drop(EOS_Newsletter_Table::name());
        $email = 'restored-' . wp_generate_password(6, false) . '@example.org';
        $answer = $this->subscribe($email, ['X-Write-Secret' => 'wr1te']);
        $this->assertSame(200, $answer['status']);
        $this->assertSame(['success' => true, 'already_subscribed' => false, 'message' => 'Thank you for subscribing to our newsletter!'], $answer['data']);
        $this->assertTrue(EOS_Missing_Table::exists(EOS_Newsletter_Table::name()));
        $this->assertSame($email, EOS_Newsletter_Table::find($email)['email'], 'nothing the visitor sent is lost');
        // Pending until its mail's link is followed; then the same address is already subscribed.
        $this->assertTrue(EOS_Newsletter_Table::confirm((int) EOS_Newsletter_Table::find($email)['id'], ''));
        $this->assertTrue($this->subscribe($email, ['X-Write-Secret' => 'wr1te'])['data']['already_subscribed']);
    }

    public function test_a_refused_sign_up_makes_nothing_anonymous_or_signed_in(): void
    {
        $this->drop(EOS_Newsletter_Table::name());
        $this->assertSame(401, $this->subscribe('nobody@example.org', [])['status'], 'anonymous, without the secret');
        $this->user('contributor', true);
        $this->assertSame(401, $this->subscribe('nobody@example.org', ['X-Write-Secret' => 'guess'])['status'], 'a contributor with a wrong secret');
        $this->assertFalse(EOS_Missing_Table::exists(EOS_Newsletter_Table::name()), 'a refused write never reaches the table');
        // The subscribers screen's read brings it back.
        $this->assertSame(0, EOS_Newsletter_Table::count());
        $this->assertTrue(EOS_Missing_Table::exists(EOS_Newsletter_Table::name()));
    }

    public function test_a_revalidation_call_after_a_restore_without_its_table_is_kept(): void
    {
        $this->drop(EOS_Deliveries::name());
        $this->assertSame([], EOS_Deliveries::failing(time()), 'the notice’s read answers, and makes the table');
        $this->drop(EOS_Deliveries::name());
        $id = EOS_Deliveries::add(['type' => 'all'], 'restore', time());
        $this->assertGreaterThan(0, $id);
        $this->assertSame([$id], array_map(static fn ($row) => (int) $row->id, EOS_Deliveries::due(time())));
        EOS_Deliveries::record($id, EOS_Deliveries::DELIVERED, 1, '200', time(), 0);
    }
}
