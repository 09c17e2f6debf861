<?php
defined('ABSPATH') || exit;

/**
 * Which payload each content change sends to the site's webhook (README, "Publishing: the
 * revalidation webhook"; lib/revalidate/tags-for.ts accepts exactly these fields). Publish,
 * update, unpublish, trash, rename (with the old slug), menu save, text and option saves and
 * term edits each queue payloads; EOS_Webhook sends them when the request ends.
 */
final class EOS_Revalidate
{
    private const TEAM_GALLERY_CATEGORIES = [256, 258];
    /** post type => webhook type for items that are not addressed by slug */
    private const LIST_TYPES = [
        'eos_resource' => 'library', 'eos_testimonial' => 'testimonial', 'eos_team' => 'team',
        'eos_curator' => 'curator', 'eos_hero_slide' => 'hero', 'eos_timeline_event' => 'timeline',
        'eos_gallery_photo' => 'gallery', 'eos_author' => 'author',
    ];

    public static function boot(): void
    {
        EOS_Webhook::boot();
        add_action('transition_post_status', [self::class, 'on_transition'], 10, 3);
        add_action('post_updated', [self::class, 'on_update'], 10, 3);
        add_action('wp_update_nav_menu', [self::class, 'on_menu']);
        // The REST API (wp/v2/menu-items) saves single items without saving the menu itself.
        add_action('wp_update_nav_menu_item', [self::class, 'on_menu']);
        add_action('before_delete_post', [self::class, 'on_menu_item_delete'], 10, 2);
        foreach (['category', 'eos_program_group', 'eos_library_category'] as $taxonomy) {
            // After the term's own fields (language) are saved at priority 10.
            $on_term = static fn ($term_id, $tt_id = 0) => self::on_term($term_id, $tt_id, $taxonomy);
            add_action("edited_$taxonomy", $on_term, 20, 2);
            add_action("created_$taxonomy", $on_term, 20, 2);
        }
        add_action('delete_term', [self::class, 'on_term'], 10, 3);
        add_action('eos_texts_saved', [self::class, 'on_texts'], 10, 2);
    }

    /** @var array<string, array{0: int, 1: string, 2: string}> item changes of this request, resolved when it ends */
    private static array $intents = [];

    /**
     * Remembers an item change; its payloads are built when the request ends, once the meta boxes
     * and terms of the same save are stored too.
     */
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
            self::queue(self::payloads_for($post, $action, $old_slug));
            self::queue(self::translation_payloads($post, $action));
        }
    }

    /**
     * An item that appears, goes or moves changes its published translation too: that one's
     * `alternate_slug` (its language switch and hreflang links, in its page, list and the sitemap).
     * @return list<array>
     */
    public static function translation_payloads(WP_Post $post, string $action): array
    {
        if ($action === 'update' || !in_array($post->post_type, ['post', 'page', 'eos_program'], true)) {
            return [];
        }
        $other = get_post(EOS_Languages::translation($post->ID));
        if (!$other instanceof WP_Post || $other->post_status !== 'publish') {
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
        switch ($post->post_type) {
            case 'post':
                $categories = EOS_Output::categories($post->ID);
                $type = array_intersect($categories, self::TEAM_GALLERY_CATEGORIES) ? 'team_gallery' : 'news';
                $payloads[] = ['type' => $type] + ($type === 'news' ? $item : ['action' => $action, 'lang' => $lang]);
                break;
            case 'page':
                if (isset($item['slug']) || isset($item['old_slug'])) {
                    $payloads[] = ['type' => 'dynamic'] + $item;
                }
                break;
            case 'eos_program':
                if (isset($item['slug']) || isset($item['old_slug'])) {
                    $payloads[] = ['type' => 'program'] + $item;
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
                if (isset(self::LIST_TYPES[$post->post_type])) {
                    $payloads[] = ['type' => self::LIST_TYPES[$post->post_type], 'action' => $action, 'lang' => $lang];
                    if ($post->post_type === 'eos_team') {
                        $payloads[] = ['type' => 'page', 'action' => 'update', 'name' => 'contacts', 'lang' => $lang];
                    }
                }
        }
        if (in_array($post->post_type, ['post', 'page', 'eos_program'], true) && EOS_Fields::text($post->ID, 'seo_title') !== '') {
            $payloads[] = ['type' => 'seo', 'action' => $action, 'id' => $post->ID];
        }
        return array_values(array_filter($payloads, static fn ($p) => !in_array($p['type'], ['program', 'dynamic'], true) || isset($p['slug']) || isset($p['old_slug'])));
    }

    private static function watched(WP_Post $post): bool
    {
        return in_array($post->post_type, array_merge(['post', 'page'], array_keys(EOS_Content_Model::TYPES)), true);
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
            if ((int) $assigned !== $menu_id || !preg_match('/^(primary|footer)_(uk|en)$/', $location, $m)) {
                continue;
            }
            $payloads[] = ['type' => $m[1] === 'primary' ? 'menu' : 'footer', 'action' => 'update', 'lang' => $m[2]];
        }
        self::queue($payloads ?: [['type' => 'menu', 'action' => 'update']]);
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
        $lang = EOS_Languages::term_lang($term_id);
        $payload = match ($taxonomy) {
            'category' => ['type' => 'news_category', 'action' => 'update', 'lang' => $lang],
            'eos_program_group' => ['tags' => ["programs:$lang"], 'action' => 'update'],
            'eos_library_category' => ['type' => 'library', 'action' => 'update', 'lang' => $lang],
            default => null,
        };
        if ($payload) {
            self::queue([$payload]);
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
        self::queue([$payload + ['action' => 'update', 'lang' => $lang]]);
    }

    private static function queue(array $payloads): void
    {
        foreach ($payloads as $payload) {
            EOS_Webhook::queue($payload);
        }
    }
}
