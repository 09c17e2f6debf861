<?php
/**
 * Editors change the site's menus through the plugin's capability (on the menus
 * screen, its AJAX calls and the REST API's menu routes), while themes, widgets and the Customizer
 * stay with administrators; authors and contributors get nothing.
 */
final class MenusForEditorsTest extends EOS_TestCase
{
    protected function tearDown(): void
    {
        $GLOBALS['pagenow'] = 'index.php';
        unset($GLOBALS['current_screen']);
        parent::tearDown();
    }

    /** As if the request were the admin's menus screen. */
    private function on_menus_screen(): void
    {
        $GLOBALS['pagenow'] = 'nav-menus.php';
        set_current_screen('nav-menus');
    }

    public function test_editors_and_administrators_have_the_capability_authors_do_not(): void
    {
        $this->assertTrue(user_can($this->user('editor'), EOS_Schema::MENUS_CAP));
        $this->assertTrue(user_can($this->user('administrator'), EOS_Schema::MENUS_CAP));
        $this->assertFalse(user_can($this->user('author'), EOS_Schema::MENUS_CAP));
    }

    public function test_an_editor_may_edit_menus_on_the_menus_screen_only(): void
    {
        $this->user('editor', true);
        $this->assertFalse(current_user_can('edit_theme_options'), 'elsewhere (themes, widgets)');
        $this->on_menus_screen();
        $this->assertTrue(current_user_can('edit_theme_options'), 'the menus screen');
        $this->assertFalse(current_user_can('customize'), 'not the Customizer, even there');
        $this->assertFalse(current_user_can('switch_themes'));

        $this->user('author', true);
        $this->assertFalse(current_user_can('edit_theme_options'), 'an author, on the menus screen too');
        $this->user('administrator', true);
        $this->assertTrue(current_user_can('customize'), 'the administrator keeps everything');
    }

    public function test_an_editor_changes_a_menu_item_over_rest_but_not_the_widgets(): void
    {
        $menu = wp_create_nav_menu('Menu ' . wp_generate_password(6, false));
        $this->assertIsInt($menu);
        $item = wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Before', 'menu-item-url' => '/about', 'menu-item-status' => 'publish', 'menu-item-type' => 'custom']);
        $this->assertIsInt($item);

        $this->user('author', true);
        $this->assertSame(403, $this->rest('POST', "/wp/v2/menu-items/$item", ['title' => 'By an author'])['status']);
        $this->user('editor', true);
        $changed = $this->rest('POST', "/wp/v2/menu-items/$item", ['title' => 'By an editor']);
        $this->assertSame(200, $changed['status'], json_encode($changed['data']));
        $this->assertSame('By an editor', get_post($item)->post_title);
        $this->assertSame(200, $this->rest('GET', '/wp/v2/menu-locations')['status']);
        $this->assertSame(403, $this->rest('GET', '/wp/v2/widgets')['status'], 'widgets stay with administrators');
        $this->assertFalse(current_user_can('edit_theme_options'), 'the grant ends with the request');
    }

    public function test_the_admin_menu_gives_editors_site_menus_instead_of_appearance(): void
    {
        require_once ABSPATH . 'wp-admin/includes/plugin.php';
        global $menu, $admin_page_hooks, $_registered_pages, $_parent_pages;
        [$admin_page_hooks, $_registered_pages, $_parent_pages] = [[], [], []];
        $appearance = [__('Appearance'), 'edit_theme_options', 'themes.php', '', 'menu-top menu-icon-appearance', 'menu-appearance', 'dashicons-admin-appearance'];

        $menu = [60 => $appearance];
        $this->user('editor', true);
        EOS_Menus_For_Editors::menu();
        $this->assertSame(['nav-menus.php'], array_values(array_map(static fn ($m) => $m[2], $menu)), 'Site menus, no Appearance');
        $this->assertSame(['Site menus', EOS_Schema::MENUS_CAP], array_slice(array_values($menu)[0], 0, 2));

        $menu = [60 => $appearance];
        $this->user('administrator', true);
        EOS_Menus_For_Editors::menu();
        $this->assertSame([60 => $appearance], $menu, 'the administrator keeps Appearance');
    }
}
