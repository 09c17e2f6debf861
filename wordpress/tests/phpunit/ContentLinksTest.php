<?php
/**
 * Issue 49, item 4: "A link to any address WordPress gave an item leads to the item's address on
 * the site, in the item's language: /?p=ID, ?page_id=ID, the permalink in the office's structure,
 * an old slug, a category archive; on WordPress's host (http or https, with or without www) or on
 * the site's host, absolute or relative." Content as the block editor and the classic editor save
 * it, rendered by EOS_Html::render as every read renders it.
 */
final class ContentLinksTest extends EOS_TestCase
{
    private string $tag = '';
    private WP_Post $article;
    private WP_Post $page;

    protected function setUp(): void
    {
        parent::setUp();
        $this->tag = strtolower(wp_generate_password(5, false, false));
        $this->news_category(70, 'en');
        $this->news_category(3, 'uk');
        $this->article = $this->item('post', 'uk', ['post_title' => "Стипендія $this->tag", 'post_name' => ''], ['category' => [3]]);
        $this->page = $this->item('page', 'en', ['post_title' => "Visa support $this->tag"]);
    }

    /** The article's address on the site, as a link carries it (each segment encoded once). */
    private function article_href(): string
    {
        return '/uk/news/' . rawurlencode(rawurldecode(get_post($this->article->ID)->post_name));
    }

    /** @return list<string> the href of every link, in order */
    private function hrefs(string $html): array
    {
        preg_match_all('/<a\b[^>]*\bhref="([^"]*)"/i', $html, $m);
        return array_map(static fn (string $h) => html_entity_decode($h, ENT_QUOTES), $m[1]);
    }

    public function test_block_editor_links_in_every_form_lead_to_the_site_in_the_items_language(): void
    {
        $home = untrailingslashit(home_url());
        $host = (string) wp_parse_url($home, PHP_URL_HOST);
        $port = wp_parse_url($home, PHP_URL_PORT);
        $www = 'https://www.' . $host . ($port ? ":$port" : '');
        $id = $this->article->ID;
        $name = $this->article->post_name;
        $links = [
            "/?p=$id", "$home/?p=$id", str_replace('http://', 'https://', "$home/?p=$id"), "$www/?p=$id",
            "https://site.example/?p=$id", "//$host" . ($port ? ":$port" : '') . "/?p=$id", "?page_id=$id",
            "/$name/", '/' . rawurldecode($name) . '/', "$home/" . strtoupper($name) . '/',
        ];
        $paragraphs = '';
        foreach ($links as $i => $link) {
            $paragraphs .= "<!-- wp:paragraph -->\n<p>Link $i: <a href=\"" . esc_attr($link) . "\">стипендія</a></p>\n<!-- /wp:paragraph -->\n\n";
        }
        $paragraphs .= "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"$home/?page_id={$this->page->ID}\">Visa</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->";
        $hrefs = $this->hrefs(EOS_Html::render($paragraphs));
        $this->assertSame(array_merge(array_fill(0, count($links), $this->article_href()), ['/en/' . $this->page->post_name]), $hrefs);
        $this->assertStringContainsString('class="wp-block-button__link wp-element-button"', EOS_Html::render($paragraphs), 'only the href changes');
    }

    public function test_classic_content_old_slugs_categories_feeds_and_fragments(): void
    {
        $old = $this->article->post_name;
        wp_update_post(wp_slash(['ID' => $this->article->ID, 'post_name' => "stypendiia-$this->tag"]));
        $html = "Read <a href=\"/$old/#apply\" class=\"more\" target=\"_self\">the old address</a>.\n\n"
            . "All <a href='" . home_url('/category/category-70/') . "'>news</a>, the <a href=\"/?cat=3&amp;utm=x\">Ukrainian news</a> and the <a href=\"/feed/\">feed</a>.";
        $rendered = EOS_Html::render($html);
        $this->assertSame(["/uk/news/stypendiia-$this->tag#apply", '/en/news?category=70', '/uk/news?category=3', '/uk/news/feed.xml'], $this->hrefs($rendered));
        $this->assertStringContainsString('class="more"', $rendered);
        $this->assertStringContainsString('<p>Read ', $rendered, 'the paragraphs of the classic editor are kept');
    }

    public function test_links_that_name_no_public_item_are_left_as_written(): void
    {
        $private = $this->item('post', 'uk', ['post_title' => "Приватний $this->tag", 'post_status' => 'private'], ['category' => [3]]);
        $protected = $this->item('post', 'en', ['post_title' => "Protected $this->tag", 'post_password' => 'secret'], ['category' => [70]]);
        $links = [
            "/?p=$private->ID", "/?p=$protected->ID", '/?p=99999999', '/no-such-address/', 'https://example.org/?p=' . $this->article->ID,
            'mailto:office@example.org', '#top', '/uk/news/already-the-site', '/wp-content/uploads/2026/10/report.pdf', 'tel:+380445850643',
            '/2026/', '/?author=1',
        ];
        $html = implode(' ', array_map(static fn (string $l) => '<a href="' . esc_attr($l) . '">x</a>', $links));
        $this->assertSame($links, $this->hrefs(EOS_Html::render("<p>$html</p>")));
    }

    public function test_wordpress_6_1_without_the_html_api_rewrites_the_same_links_the_same_way(): void
    {
        $id = $this->article->ID;
        $html = "<p><a href=\"/?p=$id\">a</a> <A HREF='/?p=$id' class=x>b</A> <a class=\"y\" href=/?p=$id>c</a> <abbr title=\"/?p=$id\">d</abbr> <a href=\"https://example.org/\">e</a><a\nhref=\"/?p=$id\"\n>f</a></p>";
        $fallback = new ReflectionMethod(EOS_Content_Links::class, 'with_kses_parser');
        $fallback->setAccessible(true);
        $rewritten = $fallback->invoke(null, $html);
        $this->assertSame(array_merge(array_fill(0, 3, $this->article_href()), ['https://example.org/', $this->article_href()]), $this->hrefs($rewritten));
        $this->assertStringContainsString("<abbr title=\"/?p=$id\">", $rewritten, 'only links change');
        if (class_exists('WP_HTML_Tag_Processor')) {
            $this->assertSame($this->hrefs(EOS_Content_Links::rewrite($html)), $this->hrefs($rewritten));
        }
    }
}
