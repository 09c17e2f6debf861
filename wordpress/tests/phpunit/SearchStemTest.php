<?php
/**
 * Issue 39: word forms on the plugin's side. The stems are the site's (the shared fixture
 * test/fixtures/search-stems.json), and the search table finds and ranks forms as the in-memory
 * ranking does: exact matches first, forms after, the highlight on the form the text holds.
 */
final class SearchStemTest extends EOS_TestCase
{
    public function test_gives_every_word_of_the_shared_fixture_the_sites_stem(): void
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/search-stems.json'), true);
        $differ = [];
        foreach ($fixture['stems'] as [$word, $stem]) {
            if (EOS_Search_Stem::word($word) !== $stem) {
                $differ[] = "$word: $stem ≠ " . EOS_Search_Stem::word($word);
            }
        }
        $this->assertGreaterThan(1000, count($fixture['stems']));
        $this->assertSame([], $differ);
    }

    /**
     * A made-up Ukrainian stem no content holds (consonant, vowel, …, consonant), whose last two
     * letters are no ending (so the bare word is its own stem, like програм).
     */
    private function stem(): string
    {
        $consonants = ['б', 'д', 'ж', 'з', 'л', 'м', 'н', 'п', 'р', 'т'];
        $last = ['б', 'д', 'ж', 'л', 'п', 'р', 'т'];
        $vowels = ['а', 'у', 'о'];
        $word = '';
        for ($i = 0; $i < 8; $i++) {
            $word .= $i % 2 === 0 ? $consonants[random_int(0, 9)] : $vowels[random_int(0, 2)];
        }
        return $word . $last[random_int(0, 6)];
    }

    public function test_the_table_finds_every_form_ranks_exact_first_and_highlights_the_form_in_the_text(): void
    {
        $this->assertTrue(EOS_Search_Table::ready());
        $stem = $this->stem();
        $exact = $this->item('eos_program', 'uk', ['post_title' => "Про {$stem}у", 'post_content' => '<p>Текст.</p>'], [], ['description' => 'Опис']);
        $form = $this->item('eos_program', 'uk', ['post_title' => 'Програма', 'post_content' => "<p>Нові {$stem}ами для всіх.</p>"], [], ['description' => 'Опис']);
        $look_alike = $this->item('eos_program', 'uk', ['post_title' => "{$stem}іст", 'post_content' => '<p>Інше.</p>'], [], ['description' => 'Опис']);
        // The bare stem is a form too (програм), and finds no more than the others: not the look-alike.
        foreach (["{$stem}у", "{$stem}а", "{$stem}и", "{$stem}ою", $stem, mb_strtoupper("{$stem}ам")] as $query) {
            $ids = array_column(EOS_Search_Table::search('uk', $query, 'all', 1, 10)['docs'], 'id');
            $ranked = array_map(static fn (array $r) => $r['doc']['id'], EOS_Search_Index::rank(EOS_Search_Documents::all('uk'), $query)['ranked']);
            $this->assertSame($ranked, $ids, $query);
            $this->assertEqualsCanonicalizing([$exact->ID, $form->ID], $ids, $query);
            $this->assertNotContains($look_alike->ID, $ids);
        }
        // Typed as the first item writes it: that one first; typed as the second: that one first.
        $this->assertSame([$exact->ID, $form->ID], array_column(EOS_Search_Table::search('uk', "{$stem}у", 'all', 1, 10)['docs'], 'id'));
        $this->assertSame([$form->ID, $exact->ID], array_column(EOS_Search_Table::search('uk', "{$stem}ами", 'all', 1, 10)['docs'], 'id'));

        $request = new WP_REST_Request('GET', '/fulbright-react/v1/search');
        $request->set_query_params(['lang' => 'uk', 'query' => "{$stem}ою", 'type' => 'program']);
        $data = rest_do_request($request)->get_data();
        $this->assertSame(2, $data['total']);
        $highlights = array_column($data['results'], 'highlight', 'id');
        $this->assertSame("{$stem}у", $highlights[$exact->ID]);
        $this->assertSame("{$stem}ами", $highlights[$form->ID]);
        $this->assertSame([], EOS_Search_Table::search('uk', $this->stem() . 'а', 'all', 1, 10)['docs']);
        // A part of a word still being typed is no word of the content: it matches as typed.
        $part = mb_substr($stem, 0, 6);
        $this->assertEqualsCanonicalizing([$exact->ID, $form->ID, $look_alike->ID], array_column(EOS_Search_Table::search('uk', $part, 'program', 1, 10)['docs'], 'id'));
    }
}
