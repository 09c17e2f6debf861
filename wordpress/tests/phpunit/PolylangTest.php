<?php
/**
 * With Polylang active, its languages and translation links are the truth: the plugin reads and
 * writes them through Polylang's API (stubbed here with Polylang's function names and signatures).
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class PolylangTest extends EOS_TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        require_once __DIR__ . '/polylang-stub.php';
        $GLOBALS['pll_stub'] = ['lang' => [], 'groups' => []];
    }

    public function test_languages_and_links_go_through_polylang(): void
    {
        $this->assertTrue(EOS_Languages::polylang());
        $uk = wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Новина', 'post_name' => 'novyna']);
        $en = wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'News', 'post_name' => 'news-en']);
        EOS_Languages::set_post_lang($uk, 'uk');
        EOS_Languages::set_post_lang($en, 'en');
        EOS_Languages::link($uk, $en);
        $this->assertSame(['uk' => $uk, 'en' => $en], pll_get_post_translations($uk));
        $this->assertSame('en', EOS_Languages::post_lang($en));
        $this->assertSame($en, EOS_Languages::translation($uk));
        $this->assertSame('novyna', EOS_Languages::alternate_slug($en));
        $this->assertSame('', (string) get_post_meta($uk, EOS_Languages::META_TRANSLATION, true), 'no meta of its own');
        $this->assertSame(['lang' => 'en'], EOS_Languages::query_args('en'));
    }
}
