<?php
defined('ABSPATH') || exit;

/**
 * What the contract needs, registered with WordPress: the custom post types, the taxonomies with
 * the contract's term ids (programme groups, library categories; news, team and page categories
 * are the standard `category`), and one nav menu location per language.
 */
final class EOS_Content_Model
{
    /** post type => [supports, dashicon]; labels() names each for editors. */
    public const TYPES = [
        'eos_program' => [['title', 'editor', 'thumbnail', 'page-attributes', 'revisions'], 'dashicons-welcome-learn-more'],
        'eos_resource' => [['title', 'page-attributes'], 'dashicons-media-document'],
        'eos_testimonial' => [['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-format-quote'],
        'eos_team' => [['title', 'thumbnail', 'page-attributes'], 'dashicons-groups'],
        'eos_curator' => [['title', 'thumbnail', 'page-attributes'], 'dashicons-id'],
        'eos_hero_slide' => [['title', 'thumbnail', 'page-attributes'], 'dashicons-images-alt2'],
        'eos_timeline_event' => [['title', 'editor', 'page-attributes'], 'dashicons-calendar-alt'],
        'eos_gallery_photo' => [['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-format-gallery'],
        'eos_author' => [['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-camera'],
        'eos_faq' => [['title', 'editor', 'page-attributes'], 'dashicons-editor-help'],
        'eos_block' => [['title', 'editor'], 'dashicons-align-wide'],
    ];
    /** Types with a page of their own on the site (Preview and View open it). */
    public const VIEWABLE_TYPES = ['eos_program'];

    /**
     * What editors read for each post type: in the menu, on its list and its edit screen. Written
     * out one by one, since a composed "Add %s" cannot take the grammatical case Ukrainian needs.
     * @return array<string, string>
     */
    public static function labels(string $type): array
    {
        return match ($type) {
            'eos_program' => [
                'name' => __('Programmes', 'exchange-office-site'),
                'singular_name' => __('Programme', 'exchange-office-site'),
                'add_new_item' => __('Add a programme', 'exchange-office-site'),
                'edit_item' => __('Edit the programme', 'exchange-office-site'),
                'new_item' => __('New programme', 'exchange-office-site'),
                'view_item' => __('View the programme on the site', 'exchange-office-site'),
                'search_items' => __('Search programmes', 'exchange-office-site'),
                'not_found' => __('No programmes found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No programmes in the trash.', 'exchange-office-site'),
                'all_items' => __('All programmes', 'exchange-office-site'),
                'item_published' => __('The programme is published.', 'exchange-office-site'),
                'item_updated' => __('The programme is updated.', 'exchange-office-site'),
            ],
            'eos_resource' => [
                'name' => __('Library', 'exchange-office-site'),
                'singular_name' => __('Library resource', 'exchange-office-site'),
                'add_new_item' => __('Add a resource to the library', 'exchange-office-site'),
                'edit_item' => __('Edit the library resource', 'exchange-office-site'),
                'new_item' => __('New library resource', 'exchange-office-site'),
                'search_items' => __('Search the library', 'exchange-office-site'),
                'not_found' => __('No library resources found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No library resources in the trash.', 'exchange-office-site'),
                'all_items' => __('All resources', 'exchange-office-site'),
                'item_published' => __('The resource is published.', 'exchange-office-site'),
                'item_updated' => __('The resource is updated.', 'exchange-office-site'),
            ],
            'eos_testimonial' => [
                'name' => __('Testimonials', 'exchange-office-site'),
                'singular_name' => __('Testimonial', 'exchange-office-site'),
                'add_new_item' => __('Add a testimonial', 'exchange-office-site'),
                'edit_item' => __('Edit the testimonial', 'exchange-office-site'),
                'new_item' => __('New testimonial', 'exchange-office-site'),
                'search_items' => __('Search testimonials', 'exchange-office-site'),
                'not_found' => __('No testimonials found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No testimonials in the trash.', 'exchange-office-site'),
                'all_items' => __('All testimonials', 'exchange-office-site'),
                'item_published' => __('The testimonial is published.', 'exchange-office-site'),
                'item_updated' => __('The testimonial is updated.', 'exchange-office-site'),
            ],
            'eos_team' => [
                'name' => __('Team', 'exchange-office-site'),
                'singular_name' => __('Team member', 'exchange-office-site'),
                'add_new_item' => __('Add a team member', 'exchange-office-site'),
                'edit_item' => __('Edit the team member', 'exchange-office-site'),
                'new_item' => __('New team member', 'exchange-office-site'),
                'search_items' => __('Search the team', 'exchange-office-site'),
                'not_found' => __('No team members found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No team members in the trash.', 'exchange-office-site'),
                'all_items' => __('All team members', 'exchange-office-site'),
                'item_published' => __('The team member is published.', 'exchange-office-site'),
                'item_updated' => __('The team member is updated.', 'exchange-office-site'),
            ],
            'eos_curator' => [
                'name' => __('Curators', 'exchange-office-site'),
                'singular_name' => __('Curator', 'exchange-office-site'),
                'add_new_item' => __('Add a curator', 'exchange-office-site'),
                'edit_item' => __('Edit the curator', 'exchange-office-site'),
                'new_item' => __('New curator', 'exchange-office-site'),
                'search_items' => __('Search curators', 'exchange-office-site'),
                'not_found' => __('No curators found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No curators in the trash.', 'exchange-office-site'),
                'all_items' => __('All curators', 'exchange-office-site'),
                'item_published' => __('The curator is published.', 'exchange-office-site'),
                'item_updated' => __('The curator is updated.', 'exchange-office-site'),
            ],
            'eos_hero_slide' => [
                'name' => __('Home page slides', 'exchange-office-site'),
                'singular_name' => __('Home page slide', 'exchange-office-site'),
                'add_new_item' => __('Add a slide', 'exchange-office-site'),
                'edit_item' => __('Edit the slide', 'exchange-office-site'),
                'new_item' => __('New slide', 'exchange-office-site'),
                'search_items' => __('Search slides', 'exchange-office-site'),
                'not_found' => __('No slides found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No slides in the trash.', 'exchange-office-site'),
                'all_items' => __('All slides', 'exchange-office-site'),
                'item_published' => __('The slide is published.', 'exchange-office-site'),
                'item_updated' => __('The slide is updated.', 'exchange-office-site'),
            ],
            'eos_timeline_event' => [
                'name' => __('Timeline', 'exchange-office-site'),
                'singular_name' => __('Timeline event', 'exchange-office-site'),
                'add_new_item' => __('Add an event to the timeline', 'exchange-office-site'),
                'edit_item' => __('Edit the timeline event', 'exchange-office-site'),
                'new_item' => __('New timeline event', 'exchange-office-site'),
                'search_items' => __('Search the timeline', 'exchange-office-site'),
                'not_found' => __('No timeline events found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No timeline events in the trash.', 'exchange-office-site'),
                'all_items' => __('All timeline events', 'exchange-office-site'),
                'item_published' => __('The timeline event is published.', 'exchange-office-site'),
                'item_updated' => __('The timeline event is updated.', 'exchange-office-site'),
            ],
            'eos_gallery_photo' => [
                'name' => __('Exhibition photos', 'exchange-office-site'),
                'singular_name' => __('Exhibition photo', 'exchange-office-site'),
                'add_new_item' => __('Add a photo to the exhibition', 'exchange-office-site'),
                'edit_item' => __('Edit the exhibition photo', 'exchange-office-site'),
                'new_item' => __('New exhibition photo', 'exchange-office-site'),
                'search_items' => __('Search exhibition photos', 'exchange-office-site'),
                'not_found' => __('No exhibition photos found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No exhibition photos in the trash.', 'exchange-office-site'),
                'all_items' => __('All exhibition photos', 'exchange-office-site'),
                'item_published' => __('The photo is published.', 'exchange-office-site'),
                'item_updated' => __('The photo is updated.', 'exchange-office-site'),
            ],
            'eos_author' => [
                'name' => __('Exhibition authors', 'exchange-office-site'),
                'singular_name' => __('Exhibition author', 'exchange-office-site'),
                'add_new_item' => __('Add an exhibition author', 'exchange-office-site'),
                'edit_item' => __('Edit the exhibition author', 'exchange-office-site'),
                'new_item' => __('New exhibition author', 'exchange-office-site'),
                'search_items' => __('Search exhibition authors', 'exchange-office-site'),
                'not_found' => __('No exhibition authors found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No exhibition authors in the trash.', 'exchange-office-site'),
                'all_items' => __('All exhibition authors', 'exchange-office-site'),
                'item_published' => __('The author is published.', 'exchange-office-site'),
                'item_updated' => __('The author is updated.', 'exchange-office-site'),
            ],
            'eos_faq' => [
                'name' => __('Questions (FAQ)', 'exchange-office-site'),
                'singular_name' => __('Question', 'exchange-office-site'),
                'add_new_item' => __('Add a question', 'exchange-office-site'),
                'edit_item' => __('Edit the question', 'exchange-office-site'),
                'new_item' => __('New question', 'exchange-office-site'),
                'search_items' => __('Search questions', 'exchange-office-site'),
                'not_found' => __('No questions found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No questions in the trash.', 'exchange-office-site'),
                'all_items' => __('All questions', 'exchange-office-site'),
                'item_published' => __('The question is published.', 'exchange-office-site'),
                'item_updated' => __('The question is updated.', 'exchange-office-site'),
            ],
            'eos_block' => [
                'name' => __('Shared blocks', 'exchange-office-site'),
                'singular_name' => __('Shared block', 'exchange-office-site'),
                'add_new_item' => __('Add a shared block', 'exchange-office-site'),
                'edit_item' => __('Edit the shared block', 'exchange-office-site'),
                'new_item' => __('New shared block', 'exchange-office-site'),
                'search_items' => __('Search shared blocks', 'exchange-office-site'),
                'not_found' => __('No shared blocks found.', 'exchange-office-site'),
                'not_found_in_trash' => __('No shared blocks in the trash.', 'exchange-office-site'),
                'all_items' => __('All shared blocks', 'exchange-office-site'),
                'item_published' => __('The shared block is published.', 'exchange-office-site'),
                'item_updated' => __('The shared block is updated.', 'exchange-office-site'),
            ],
            'eos_message' => [
                'name' => __('Messages', 'exchange-office-site'),
                'singular_name' => __('Message', 'exchange-office-site'),
                'edit_item' => __('Message from the site', 'exchange-office-site'),
                'view_item' => __('Read the message', 'exchange-office-site'),
                'search_items' => __('Search messages', 'exchange-office-site'),
                'not_found' => __('No messages yet.', 'exchange-office-site'),
                'not_found_in_trash' => __('No messages in the trash.', 'exchange-office-site'),
                'all_items' => __('All messages', 'exchange-office-site'),
            ],
            default => [],
        };
    }

    public static function boot(): void
    {
        add_action('init', [self::class, 'register']);
        // Slugs need only be unique within one language (each language's item is its own post).
        add_filter('wp_unique_post_slug', [self::class, 'unique_slug_per_language'], 10, 6);
    }

    /** Contact messages belong to the writes (the routes module), not to the content model. */
    public static function boot_messages(): void
    {
        add_action('init', [self::class, 'register_messages']);
    }

    /** Contact messages from the site: stored, readable by the office, never created by hand. */
    public static function register_messages(): void
    {
        register_post_type('eos_message', [
            'labels' => self::labels('eos_message'),
            'public' => false,
            'show_ui' => true,
            'show_in_rest' => false,
            'menu_icon' => 'dashicons-email',
            // No editor: the text is plain text, shown escaped in a box of its own (EOS_Meta_Boxes).
            'supports' => ['title'],
            'capability_type' => 'post',
            // Personal data: editors and administrators read them (authors and contributors do not
            // see the menu); nobody writes one by hand.
            'capabilities' => ['create_posts' => 'do_not_allow', 'edit_posts' => 'edit_others_posts', 'delete_posts' => 'delete_others_posts'],
            'map_meta_cap' => true,
        ]);
    }

    public static function register(): void
    {
        foreach (self::TYPES as $type => [$supports, $icon]) {
            $viewable = in_array($type, self::VIEWABLE_TYPES, true);
            register_post_type($type, [
                'labels' => self::labels($type),
                'public' => false,
                // A programme has a page on the site: viewable, so the editors get Preview and View
                // (both open the site: EOS_Site_Links, EOS_Preview; EOS_Front_End sends WordPress's
                // own address of it on to the site).
                'publicly_queryable' => $viewable,
                'show_ui' => true,
                'show_in_menu' => true,
                'show_in_rest' => true,
                'menu_icon' => $icon,
                'supports' => $supports,
                'hierarchical' => false,
                'rewrite' => false,
                'query_var' => false,
                'map_meta_cap' => true,
                'capability_type' => 'post',
            ]);
        }
        $taxonomy = static fn (string $name, string $type, array $labels, array $extra = []) => register_taxonomy($name, [$type], $extra + [
            'labels' => $labels,
            'public' => false,
            'show_ui' => true,
            'show_in_rest' => true,
            'show_admin_column' => true,
            'hierarchical' => true,
            'rewrite' => false,
        ]);
        $taxonomy('eos_program_group', 'eos_program', [
            'name' => __('Programme groups', 'exchange-office-site'),
            'singular_name' => __('Programme group', 'exchange-office-site'),
            'search_items' => __('Search programme groups', 'exchange-office-site'),
            'all_items' => __('All programme groups', 'exchange-office-site'),
            'edit_item' => __('Edit the programme group', 'exchange-office-site'),
            'update_item' => __('Update the programme group', 'exchange-office-site'),
            'add_new_item' => __('Add a programme group', 'exchange-office-site'),
            'new_item_name' => __('Name of the new programme group', 'exchange-office-site'),
            'not_found' => __('No programme groups found.', 'exchange-office-site'),
            'parent_item' => __('Parent group', 'exchange-office-site'),
        ]);
        // Keeps the order the editor gave: the first category is the resource's display name.
        $taxonomy('eos_library_category', 'eos_resource', [
            'name' => __('Library categories', 'exchange-office-site'),
            'singular_name' => __('Library category', 'exchange-office-site'),
            'search_items' => __('Search library categories', 'exchange-office-site'),
            'all_items' => __('All library categories', 'exchange-office-site'),
            'edit_item' => __('Edit the library category', 'exchange-office-site'),
            'update_item' => __('Update the library category', 'exchange-office-site'),
            'add_new_item' => __('Add a library category', 'exchange-office-site'),
            'new_item_name' => __('Name of the new library category', 'exchange-office-site'),
            'not_found' => __('No library categories found.', 'exchange-office-site'),
            'parent_item' => __('Parent category', 'exchange-office-site'),
        ], ['sort' => true]);
        // Pages (dynamic content) and team members are filed in the standard categories too.
        register_taxonomy_for_object_type('category', 'page');
        register_taxonomy_for_object_type('category', 'eos_team');
        register_nav_menus([
            'primary_uk' => __('Menu in the site’s header, Ukrainian pages', 'exchange-office-site'),
            'primary_en' => __('Menu in the site’s header, English pages', 'exchange-office-site'),
            'footer_uk' => __('Quick links in the site’s footer, Ukrainian pages', 'exchange-office-site'),
            'footer_en' => __('Quick links in the site’s footer, English pages', 'exchange-office-site'),
        ]);
    }

    /** Undoes WordPress's `-2` suffix when the only item with the slug is in the other language. */
    public static function unique_slug_per_language(mixed $slug, mixed $post_id, mixed $status, mixed $type, mixed $parent, mixed $original): string
    {
        [$slug, $post_id, $type, $original] = [(string) $slug, (int) $post_id, (string) $type, (string) $original];
        if ($slug === $original || $post_id <= 0 || in_array($type, ['attachment', 'nav_menu_item', 'revision'], true)) {
            return $slug;
        }
        $lang = EOS_Languages::post_lang($post_id);
        global $wpdb;
        $others = $wpdb->get_col($wpdb->prepare(
            "SELECT ID FROM $wpdb->posts WHERE post_name = %s AND post_type = %s AND ID != %d AND post_status NOT IN ('auto-draft', 'inherit')",
            $original,
            $type,
            $post_id
        ));
        foreach ($others as $other) {
            if (EOS_Languages::post_lang((int) $other) === $lang) {
                return $slug;
            }
        }
        return $original;
    }

    /** Public posts of one type and language, in the editor's order (Order, then oldest first): a page of them at most. */
    public static function items(string $type, string $lang, array $extra = []): array
    {
        $args = array_merge(EOS_Visibility::query_args(), [
            'post_type' => $type,
            'posts_per_page' => EOS_List_Page::MAX_PER_PAGE,
            'orderby' => ['menu_order' => 'ASC', 'ID' => 'ASC'],
            'no_found_rows' => true,
            'suppress_filters' => false,
        ], EOS_Languages::query_args($lang), $extra);
        return get_posts($args);
    }

    /** The term ids of a post in one taxonomy, in their stored order. @return list<int> */
    public static function term_ids(int $post_id, string $taxonomy): array
    {
        $terms = wp_get_object_terms($post_id, $taxonomy, ['orderby' => 'term_order', 'fields' => 'ids']);
        return is_wp_error($terms) ? [] : array_map('intval', $terms);
    }
}
