<?php
/** HTML goes out as stored; paragraphs typed in the classic editor get <p>; blocks are rendered. */
final class HtmlTest extends PHPUnit\Framework\TestCase
{
    public function test_stored_html_and_one_line_of_text_go_out_unchanged(): void
    {
        $html = '<p>It’s “quoted” -- as typed</p><ul><li>one</li></ul>';
        $this->assertSame($html, EOS_Html::render($html));
        $this->assertSame('Plain text, one paragraph.', EOS_Html::render('Plain text, one paragraph.'));
    }

    public function test_classic_paragraphs_and_blocks(): void
    {
        $this->assertSame("<p>First</p>\n<p>Second</p>\n", EOS_Html::render("First\n\nSecond"));
        $this->assertSame("\n<p>Block</p>\n", EOS_Html::render("<!-- wp:paragraph -->\n<p>Block</p>\n<!-- /wp:paragraph -->"));
    }

    public function test_plain_text_for_search_matches_the_embedded_cms(): void
    {
        $this->assertSame('Title Body & more…', EOS_Html::plain('<h2>Title</h2><p>Body &amp; <strong>more</strong>&hellip;</p>'));
        $this->assertSame("iжак п'ять", EOS_Search_Index::fold('Їжак П’ять'));
        $this->assertSame(['програма', "п'ять"], array_column(EOS_Search_Index::query_terms('Програма, п’ять!'), 'folded'));
    }
}
