<?php
/**
 * Stored content as WordPress's `the_content` renders it: blocks rendered, paragraphs of the classic
 * editor from blank lines (among tags too), shortcodes run, quotes and dashes as typed.
 */
final class HtmlTest extends PHPUnit\Framework\TestCase
{
    public function test_stored_html_keeps_its_text_and_one_line_of_text_stays_text(): void
    {
        $this->assertSame("<p>It’s “quoted” -- as typed</p>\n<ul>\n<li>one</li>\n</ul>", EOS_Html::render('<p>It’s “quoted” -- as typed</p><ul><li>one</li></ul>'));
        $this->assertSame('Plain text, one paragraph.', EOS_Html::render('Plain text, one paragraph.'));
    }

    // Issue 49: `"A\n\nB\n\n<h2>C</h2>"` reached the site as `A B <h2>C</h2>`.
    public function test_classic_paragraphs_around_tags_and_blocks(): void
    {
        $this->assertSame("<p>First</p>\n<p>Second</p>", EOS_Html::render("First\n\nSecond"));
        $this->assertSame("<p>A</p>\n<p>B</p>\n<h2>C</h2>", EOS_Html::render("A\n\nB\n\n<h2>C</h2>"));
        $this->assertSame("<p>Block</p>", EOS_Html::render("<!-- wp:paragraph -->\n<p>Block</p>\n<!-- /wp:paragraph -->"));
    }

    public function test_shortcodes_of_plugins_the_office_no_longer_has_leave_their_text(): void
    {
        $this->assertSame(
            'Inner text [sic], [see above], [1].',
            EOS_Html::render('[vc_row][vc_column width="1/2"]Inner text [sic], [see above], [1].[/vc_column][/vc_row]'),
        );
        $this->assertSame('Form:', EOS_Html::render('Form: [contact-form-7 id="12" title="Contact"]'));
    }

    // Issue 49: "[gallery] without ids shows the post's own images only"; with no post, nothing.
    public function test_a_gallery_of_no_post_shows_nothing(): void
    {
        $this->assertStringNotContainsString('gallery-item', EOS_Html::render('[gallery]'));
    }

    public function test_layout_styles_travel_in_one_element_and_cannot_close_it(): void
    {
        $this->assertSame('', EOS_Layout_Styles::element(''));
        $this->assertSame('<style data-eos-layout>.a{b:c}\3C /style></style>', EOS_Layout_Styles::element('.a{b:c}</style>'));
    }

    public function test_youtube_and_vimeo_addresses_become_privacy_enhanced_players(): void
    {
        $youtube = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
        $players = [
            'https://youtu.be/M7lc1UVf-VE' => $youtube,
            'https://www.youtube.com/watch?v=M7lc1UVf-VE&amp;t=30s' => $youtube,
            'https://m.youtube.com/shorts/M7lc1UVf-VE' => $youtube,
            'https://vimeo.com/76979871/8272103f6e' => 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
            'https://www.youtube.com/channel/UC123' => null,
            'https://example.org/watch?v=M7lc1UVf-VE' => null,
        ];
        $this->assertSame($players, array_map([EOS_Video_Embeds::class, 'player_url'], array_combine(array_keys($players), array_keys($players))));
    }

    public function test_plain_text_for_search_matches_the_embedded_cms(): void
    {
        $this->assertSame('Title Body & more…', EOS_Html::plain('<h2>Title</h2><p>Body &amp; <strong>more</strong>&hellip;</p>'));
        $this->assertSame("iжак п'ять", EOS_Search_Index::fold('Їжак П’ять'));
        $this->assertSame(['програма', "п'ять"], array_column(EOS_Search_Index::query_terms('Програма, п’ять!'), 'folded'));
    }
}
