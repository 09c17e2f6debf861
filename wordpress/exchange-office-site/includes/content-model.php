<?php
defined('ABSPATH') || exit;

/**
 * What the contract needs, registered with WordPress: the custom post types, the taxonomies with
 * the contract's term ids (programme groups, library categories; news, team and page categories
 * are the standard `category`), and one nav menu location per language.
 */
final class EOS_Content_Model
{
    /** post type => [plural label, singular label, supports, dashicon] */
    public const TYPES = [
        'eos_program' => ['Programmes', 'Programme', ['title', 'editor', 'thumbnail', 'page-attributes', 'revisions'], 'dashicons-welcome-learn-more'],
        'eos_resource' => ['Library', 'Resource', ['title', 'page-attributes'], 'dashicons-media-document'],
        'eos_testimonial' => ['Testimonials', 'Testimonial', ['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-format-quote'],
        'eos_team' => ['Team', 'Team member', ['title', 'thumbnail', 'page-attributes'], 'dashicons-groups'],
        'eos_curator' => ['Curators', 'Curator', ['title', 'thumbnail', 'page-attributes'], 'dashicons-id'],
        'eos_hero_slide' => ['Hero slides', 'Hero slide', ['title', 'thumbnail', 'page-attributes'], 'dashicons-images-alt2'],
        'eos_timeline_event' => ['Timeline', 'Timeline event', ['title', 'editor', 'page-attributes'], 'dashicons-calendar-alt'],
        'eos_gallery_photo' => ['Exhibition photos', 'Exhibition photo', ['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-format-gallery'],
        'eos_author' => ['Exhibition authors', 'Exhibition author', ['title', 'editor', 'thumbnail', 'page-attributes'], 'dashicons-camera'],
        'eos_faq' => ['FAQ', 'Question', ['title', 'editor', 'page-attributes'], 'dashicons-editor-help'],
        'eos_block' => ['Global blocks', 'Global block', ['title', 'editor'], 'dashicons-align-wide'],
    ];

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
            'labels' => ['name' => __('Messages', 'exchange-office-site'), 'singular_name' => __('Message', 'exchange-office-site')],
            'public' => false,
            'show_ui' => true,
            'show_in_rest' => false,
            'menu_icon' => 'dashicons-email',
            // No editor: the text is plain text, shown escaped in a box of its own (EOS_Meta_Boxes).
            'supports' => ['title'],
            'capability_type' => 'post',
            'capabilities' => ['create_posts' => 'do_not_allow'],
            'map_meta_cap' => true,
        ]);
    }

    public static function register(): void
    {
        foreach (self::TYPES as $type => [$plural, $singular, $supports, $icon]) {
            register_post_type($type, [
                'labels' => [
                    'name' => $plural,
                    'singular_name' => $singular,
                    'add_new_item' => "Add $singular",
                    'edit_item' => "Edit $singular",
                ],
                'public' => false,
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
        $taxonomy = static fn (string $name, string $type, string $plural, string $singular, array $extra = []) => register_taxonomy($name, [$type], $extra + [
            'labels' => ['name' => $plural, 'singular_name' => $singular],
            'public' => false,
            'show_ui' => true,
            'show_in_rest' => true,
            'show_admin_column' => true,
            'hierarchical' => true,
            'rewrite' => false,
        ]);
        $taxonomy('eos_program_group', 'eos_program', 'Programme groups', 'Programme group');
        // Keeps the order the editor gave: the first category is the resource's display name.
        $taxonomy('eos_library_category', 'eos_resource', 'Library categories', 'Library category', ['sort' => true]);
        // Pages (dynamic content) and team members are filed in the standard categories too.
        register_taxonomy_for_object_type('category', 'page');
        register_taxonomy_for_object_type('category', 'eos_team');
        register_nav_menus([
            'primary_uk' => 'Primary menu (Ukrainian)',
            'primary_en' => 'Primary menu (English)',
            'footer_uk' => 'Footer quick links (Ukrainian)',
            'footer_en' => 'Footer quick links (English)',
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

    /** Public posts of one type and language, in the editor's order (Order, then oldest first). */
    public static function items(string $type, string $lang, array $extra = []): array
    {
        $args = array_merge(EOS_Visibility::query_args(), [
            'post_type' => $type,
            'posts_per_page' => -1,
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
