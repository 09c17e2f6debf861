<?php
defined('ABSPATH') || exit;

/**
 * Which payload each content change sends to the site's webhook (docs/wordpress.md, "Publishing: the
 * revalidation webhook"; lib/revalidate/tags-for.ts accepts exactly these fields). Publish,
 * update, unpublish, trash, forced delete, rename (with the old slug), menu saves, a change of the
 * menu in a location (which a menu's deletion makes too), text and option saves, term edits and
 * the title or alt text of a featured image each queue payloads; EOS_Webhook stores them when
 * the request ends and delivers them. Items are known by their kind (EOS_Modules): the plugin's
 * own post types, or the office's own ones mapped in the settings.
 */
final class EOS_Revalidate
{
    private const TEAM_GALLERY_CATEGORIES = [256, 258];
    /** Past this many items using one image, an image edit refreshes the whole site. */
    private const IMAGE_USERS_MAX = 20;

    public static function boot(): void
    {
        EOS_Webhook::boot();
        add_action('transition_post_status', [self::class, 'on_transition'], 10, 3);
        add_action('post_updated', [self::class, 'on_update'], 10, 3);
        // A published item deleted without passing through the trash (wp_delete_post with force).
        add_action('before_delete_post', [self::class, 'on_delete'], 10, 2);
        add_action('wp_update_nav_menu', [self::class, 'on_menu']);
        // The REST API (wp/v2/menu-items) saves single items without saving the menu itself.
        add_action('wp_update_nav_menu_item', [self::class, 'on_menu']);
        add_action('before_delete_post', [self::class, 'on_menu_item_delete'], 10, 2);
        // Which menu sits in which location: the admin, the Customizer and wp/v2/menus all save it
        // through set_theme_mod, and so does wp_delete_nav_menu() when it empties the deleted menu's locations.
        add_filter('pre_set_theme_mod_nav_menu_locations', [self::class, 'on_menu_locations'], 10, 2);
        add_action('attachment_updated', [self::class, 'on_attachment_update'], 10, 3);
        foreach (['added_post_meta', 'updated_post_meta', 'deleted_post_meta'] as $meta_hook) {
            add_action($meta_hook, [self::class, 'on_attachment_meta'], 10, 3);
        }
        foreach (EOS_Modules::watched_taxonomies() as $taxonomy) {
            // After the term's own fields (language) are saved at priority 10.
            $on_term = static fn ($term_id, $tt_id = 0) => self::on_term($term_id, $tt_id, $taxonomy);
            add_action("edited_$taxonomy", $on_term, 20, 2);
            add_action("created_$taxonomy", $on_term, 20, 2);
        }
        add_action('delete_term', [self::class, 'on_term'], 10, 3);
        add_action('eos_texts_saved', [self::class, 'on_texts'], 10, 2);
        add_action('set_object_terms', [self::class, 'on_terms_set'], 10, 6);
    }

    private static function in_faq(WP_Post $post): bool
    {
        return (bool) array_intersect(EOS_Output::categories($post->ID), EOS_Special_Categories::CONTRACT['faq']);
    }

    private static function faq_page(string $lang): array
    {
        return ['type' => 'page', 'action' => 'update', 'name' => 'faq', 'lang' => $lang];
    }

    /**
     * A published post put into the FAQ category or taken out of it: the FAQ page gains or loses
     * a question (a post still in it is refreshed with its other payloads).
     */
    public static function on_terms_set(mixed $object_id, mixed $terms, mixed $tt_ids, mixed $taxonomy, mixed $append, mixed $old_tt_ids): void
    {
        $post = get_post((int) $object_id);
        if ($taxonomy !== 'category' || !$post instanceof WP_Post || !EOS_Visibility::is_public($post) || EOS_Modules::post_kind($post->post_type) !== 'news') {
            return;
        }
        $faq = [];
        foreach (EOS_Special_Categories::terms('faq') as $term_id) {
            $term = get_term($term_id, 'category');
            if ($term instanceof WP_Term) {
                $faq[] = (int) $term->term_taxonomy_id;
            }
        }
        $before = (bool) array_intersect(array_map('intval', (array) $old_tt_ids), $faq);
        $after = (bool) array_intersect(array_map('intval', (array) $tt_ids), $faq);
        if ($before !== $after) {
            self::queue([self::faq_page(EOS_Languages::post_lang($post->ID))], self::label($post));
        }
    }

    /** @var array<string, array{0: int, 1: string, 2: string}> item changes of this request, resolved when it ends */
    private static array $intents = [];

    /**
     * Remembers an item change; its payloads are built when the request ends, once the meta boxes
     * and terms of the same save are stored too.
     */
    /** A published item whose rendering changed without an edit (an embed found later): the site refreshes it. */
    public static function rendering_changed(WP_Post $post): void
    {
        if (EOS_Modules::on(EOS_Modules::REVALIDATION) && self::watched($post) && $post->post_status === 'publish') {
            self::intend($post, 'update');
        }
    }

    private static function intend(WP_Post $post, string $action, string $old_slug = ''): void
    {
        if (!self::$intents) {
            add_action('shutdown', [self::class, 'resolve'], 1);
        }
        $key = $post->ID . ':' . $action;
        $previous = self::$intents[$key][2] ?? '';
        self::$intents[$key] = [$post->ID, $action, $previous !== '' ? $previous : $old_slug];
    }

    /** Turns this request's item changes into queued payloads. */
    public static function resolve(): void
    {
        $intents = self::$intents;
        self::$intents = [];
        foreach ($intents as [$id, $action, $old_slug]) {
            $post = get_post($id);
            if (!$post) {
                continue;
            }
            self::queue(self::payloads_for($post, $action, $old_slug), self::label($post));
            $other = self::translation_of($post);
            self::queue(self::translation_payloads($post, $action), $other ? self::label($other) : '');
        }
    }

    /** How the revalidation log names an item: its kind and title (`News article “Title”`, EOS_Delivery_Words). */
    public static function label(WP_Post $post): string
    {
        $kind = EOS_Modules::post_kind($post->post_type);
        return EOS_Delivery_Words::label(['kind' => $kind ?? 'type:' . $post->post_type, 'title' => $post->post_title !== '' ? $post->post_title : '#' . $post->ID]);
    }

    /** The item's translation, or null (get_post(0) would answer with the global post instead). */
    private static function translation_of(WP_Post $post): ?WP_Post
    {
        $id = EOS_Languages::translation($post->ID);
        $other = $id > 0 ? get_post($id) : null;
        return $other instanceof WP_Post ? $other : null;
    }

    /**
     * An item that appears, goes or moves changes its published translation too: that one's
     * `alternate_slug` (its language switch and hreflang links, in its page, list and the sitemap).
     * @return list<array>
     */
    public static function translation_payloads(WP_Post $post, string $action): array
    {
        if ($action === 'update' || !in_array(EOS_Modules::post_kind($post->post_type), ['news', 'dynamic', 'program'], true)) {
            return [];
        }
        $other = self::translation_of($post);
        if (!EOS_Visibility::is_public($other)) {
            return [];
        }
        return array_values(array_filter(self::payloads_for($other, 'update'), static fn ($p) => $p['type'] !== 'seo'));
    }

    /** A slug as the site's webhook accepts it (WordPress keeps non-Latin slugs percent-encoded). */
    public static function clean_slug(string $slug): string
    {
        $slug = preg_replace('/__trashed(-\d+)?$/', '', urldecode($slug)) ?? '';
        return preg_match('/^[\p{L}\p{N}_-]+$/u', $slug) ? $slug : '';
    }

    /**
     * The payloads for one item in a state: $action is publish, update, unpublish, delete or
     * rename; $old_slug the address it had.
     * @return list<array>
     */
    public static function payloads_for(WP_Post $post, string $action, string $old_slug = ''): array
    {
        $lang = EOS_Languages::post_lang($post->ID);
        $slug = self::clean_slug($post->post_name);
        $old = self::clean_slug($old_slug);
        // An unpublished or deleted item has no address any more: only the old one is sent.
        $gone = in_array($action, ['unpublish', 'delete'], true);
        $item = array_filter([
            'action' => $action,
            'slug' => $gone ? '' : $slug,
            'old_slug' => $gone ? ($old !== '' ? $old : $slug) : ($old !== $slug ? $old : ''),
            'lang' => $lang,
        ], static fn ($v) => $v !== '');
        $payloads = [];
        $kind = EOS_Modules::post_kind($post->post_type);
        switch ($post->post_type === 'post' && $kind === 'news' && array_intersect(EOS_Output::categories($post->ID), self::TEAM_GALLERY_CATEGORIES) ? 'team_gallery' : ($kind ?? $post->post_type)) {
            case 'team_gallery':
                $payloads[] = ['type' => 'team_gallery', 'action' => $action, 'lang' => $lang];
                break;
            case 'news':
            case 'dynamic':
            case 'program':
                // A page or a programme without any address has nothing to refresh (the filter below).
                $payloads[] = ['type' => $kind] + $item;
                if ($kind === 'news' && self::in_faq($post)) {
                    // Its title and text are a question of the FAQ page.
                    $payloads[] = self::faq_page($lang);
                }
                break;
            case 'eos_faq':
                $program = (int) EOS_Fields::text($post->ID, 'program');
                $parent = $program > 0 ? get_post($program) : null;
                $payloads[] = $parent
                    ? ['type' => 'program', 'action' => 'update', 'slug' => self::clean_slug($parent->post_name), 'lang' => $lang]
                    : ['type' => 'page', 'action' => 'update', 'name' => 'faq', 'lang' => $lang];
                break;
            case 'eos_block':
                // A global block may sit on any programme or page.
                $payloads[] = ['type' => 'all', 'action' => $action];
                break;
            default:
                if ($kind !== null) {
                    $payloads[] = ['type' => $kind, 'action' => $action, 'lang' => $lang];
                    if ($kind === 'team') {
                        $payloads[] = ['type' => 'page', 'action' => 'update', 'name' => 'contacts', 'lang' => $lang];
                    }
                }
        }
        if (in_array($kind, ['news', 'dynamic', 'program'], true) && EOS_Fields::text($post->ID, 'seo_title') !== '') {
            $payloads[] = ['type' => 'seo', 'action' => $action, 'id' => $post->ID];
        }
        return array_values(array_filter($payloads, static fn ($p) => !in_array($p['type'], ['program', 'dynamic'], true) || isset($p['slug']) || isset($p['old_slug'])));
    }

    private static function watched(WP_Post $post): bool
    {
        return EOS_Modules::post_kind($post->post_type) !== null
            || (EOS_Modules::on(EOS_Modules::CONTENT_MODEL) && in_array($post->post_type, ['eos_faq', 'eos_block'], true));
    }

    /** Publish, unpublish and trash; an update of a published item is handled by on_update. */
    public static function on_transition(string $new, string $old, WP_Post $post): void
    {
        if (!self::watched($post) || $new === $old) {
            return;
        }
        if ($new === 'publish') {
            self::intend($post, 'publish');
        } elseif ($old === 'publish') {
            $slug = $new === 'trash' ? (string) get_post_meta($post->ID, '_wp_desired_post_slug', true) : '';
            self::intend($post, $new === 'trash' ? 'delete' : 'unpublish', $slug !== '' ? $slug : $post->post_name);
        }
    }

    /** An edit of a published item: update, or rename when the slug changed. */
    public static function on_update(mixed $post_id, WP_Post $after, WP_Post $before): void
    {
        if (!self::watched($after) || $after->post_status !== 'publish' || $before->post_status !== 'publish') {
            return;
        }
        $renamed = $after->post_name !== $before->post_name;
        self::intend($after, $renamed ? 'rename' : 'update', $renamed ? $before->post_name : '');
    }

    public static function on_menu(mixed $menu_id): void
    {
        $menu_id = (int) $menu_id;
        $payloads = [];
        foreach (get_nav_menu_locations() as $location => $assigned) {
            if ((int) $assigned === $menu_id) {
                $payloads = array_merge($payloads, self::location_payloads((string) $location));
            }
        }
        $menu = wp_get_nav_menu_object($menu_id);
        $label = EOS_Delivery_Words::label(['menu' => $menu ? $menu->name : '#' . $menu_id]);
        self::queue($payloads ?: [['type' => 'menu', 'action' => 'update']], $label);
    }

    /** A deleted menu item: its menu changed (the terms are still attached before the delete). */
    public static function on_menu_item_delete(mixed $post_id, mixed $post = null): void
    {
        if (!$post instanceof WP_Post || $post->post_type !== 'nav_menu_item') {
            return;
        }
        $menus = wp_get_object_terms($post->ID, 'nav_menu', ['fields' => 'ids']);
        foreach (is_wp_error($menus) ? [] : $menus as $menu_id) {
            self::on_menu($menu_id);
        }
    }

    public static function on_term(mixed $term_id, mixed $tt_id, mixed $taxonomy): void
    {
        [$term_id, $taxonomy] = [(int) $term_id, (string) $taxonomy];
        $kind = EOS_Modules::taxonomy_kind($taxonomy);
        $lang = EOS_Languages::term_lang($term_id);
        $payload = match ($kind) {
            'news_category' => ['type' => 'news_category', 'action' => 'update', 'lang' => $lang],
            'program_group' => ['tags' => ["programs:$lang"], 'action' => 'update'],
            'library_category' => ['type' => 'library', 'action' => 'update', 'lang' => $lang],
            default => null,
        };
        if ($payload) {
            $term = get_term($term_id);
            $name = $term instanceof WP_Term ? $term->name : '#' . $term_id;
            self::queue([$payload], EOS_Delivery_Words::label(['kind' => (string) $kind, 'title' => $name]));
        }
    }

    /** A text record saved on the Site texts page. */
    public static function on_texts(mixed $record, mixed $lang): void
    {
        $payload = match ($record) {
            'header' => ['type' => 'header'],
            'footer' => ['type' => 'footer'],
            'about_data' => ['type' => 'about'],
            // Breadcrumbs and list texts appear on many pages.
            'interface' => ['type' => 'all'],
            default => ['type' => 'page', 'name' => $record],
        };
        self::queue([$payload + ['action' => 'update', 'lang' => $lang]], EOS_Delivery_Words::label(['texts' => (string) $record]));
    }

    /**
     * A published item deleted for good without passing through the trash (the trash has sent its
     * delete already): its payloads are built now, while the item and its meta still exist.
     */
    public static function on_delete(mixed $post_id, mixed $post = null): void
    {
        if (!$post instanceof WP_Post || $post->post_status !== 'publish' || !self::watched($post)) {
            return;
        }
        self::queue(self::payloads_for($post, 'delete', $post->post_name), self::label($post));
        $other = self::translation_of($post);
        self::queue(self::translation_payloads($post, 'delete'), $other ? self::label($other) : '');
    }

    /**
     * Another menu (or none) in a location: the header or the footer of that language changes.
     * @return mixed the new locations, unchanged
     */
    public static function on_menu_locations(mixed $locations, mixed $before): mixed
    {
        $after = is_array($locations) ? $locations : [];
        $before = is_array($before) ? $before : [];
        $payloads = [];
        foreach (array_unique(array_merge(array_keys($after), array_keys($before))) as $location) {
            if ((int) ($after[$location] ?? 0) !== (int) ($before[$location] ?? 0)) {
                $payloads = array_merge($payloads, self::location_payloads((string) $location));
            }
        }
        self::queue($payloads, EOS_Delivery_Words::label(['locations' => true]));
        return $locations;
    }

    /** @return list<array> what a menu location shows on the site (header menu or footer links of a language) */
    private static function location_payloads(string $location): array
    {
        if (!preg_match('/^(primary|footer)_(uk|en)$/', $location, $m)) {
            return [];
        }
        return [['type' => $m[1] === 'primary' ? 'menu' : 'footer', 'action' => 'update', 'lang' => $m[2]]];
    }

    /** A media item's title changed. */
    public static function on_attachment_update(mixed $post_id, mixed $after, mixed $before): void
    {
        if ($after instanceof WP_Post && $before instanceof WP_Post && $after->post_title !== $before->post_title) {
            self::image_changed((int) $post_id);
        }
    }

    /** A media item's alt text changed (added, updated or removed). */
    public static function on_attachment_meta(mixed $meta_ids, mixed $object_id, mixed $meta_key): void
    {
        if ($meta_key === '_wp_attachment_image_alt') {
            self::image_changed((int) $object_id);
        }
    }

    /**
     * The site shows a media item's own texts only with the items it is the featured image of
     * (`_thumbnail_id`; the plugin's image fields store the file's address, which a title or alt
     * edit does not change): those published items are refreshed; past IMAGE_USERS_MAX of them,
     * the whole site.
     */
    private static function image_changed(int $attachment_id): void
    {
        global $wpdb;
        $users = $wpdb->get_col($wpdb->prepare(
            "SELECT p.ID FROM $wpdb->postmeta m JOIN $wpdb->posts p ON p.ID = m.post_id WHERE m.meta_key = '_thumbnail_id' AND m.meta_value = %s AND p.post_status = 'publish' LIMIT %d",
            (string) $attachment_id,
            self::IMAGE_USERS_MAX + 1
        ));
        if (count($users) > self::IMAGE_USERS_MAX) {
            self::queue([['type' => 'all', 'action' => 'update']], EOS_Delivery_Words::label(['image' => true]));
            return;
        }
        foreach ($users as $id) {
            $post = get_post((int) $id);
            if ($post instanceof WP_Post && self::watched($post)) {
                self::intend($post, 'update');
            }
        }
    }

    private static function queue(array $payloads, string $label = ''): void
    {
        foreach ($payloads as $payload) {
            EOS_Webhook::queue($payload, $label);
        }
    }
}
