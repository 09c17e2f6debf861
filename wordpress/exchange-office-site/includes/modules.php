<?php
defined('ABSPATH') || exit;

/**
 * Which parts of the plugin run (Settings → Exchange Office Site → Modules), and, for a WordPress
 * whose own plugin already serves the contract, which of its post types and taxonomies are which
 * of the contract's kinds: the revalidation webhook then follows the office's own content.
 */
final class EOS_Modules
{
    public const OPTION = 'eos_modules';
    /** The content model: post types, taxonomies, menus, meta boxes, term fields, Site texts. */
    public const CONTENT_MODEL = 'content_model';
    /** The contract's routes under the namespace, the writes, and the plugin's changes to wp/v2/posts. */
    public const ROUTES = 'routes';
    /** The revalidation webhook (with its log) and the draft preview. */
    public const REVALIDATION = 'revalidation';
    public const MODULES = [self::CONTENT_MODEL, self::ROUTES, self::REVALIDATION];

    /** Kinds an office's post type can be: the webhook's `type` for its items. */
    public const POST_KINDS = ['news', 'program', 'dynamic', 'team', 'library', 'testimonial', 'curator', 'hero', 'timeline', 'gallery', 'author'];
    /** Kinds an office's taxonomy can be. */
    public const TAXONOMY_KINDS = ['news_category', 'program_group', 'library_category'];

    /** The plugin's own post types and taxonomies, when its content model is on. */
    private const OWN_POST_TYPES = [
        'post' => 'news', 'page' => 'dynamic', 'eos_program' => 'program', 'eos_resource' => 'library',
        'eos_testimonial' => 'testimonial', 'eos_team' => 'team', 'eos_curator' => 'curator',
        'eos_hero_slide' => 'hero', 'eos_timeline_event' => 'timeline', 'eos_gallery_photo' => 'gallery', 'eos_author' => 'author',
    ];
    private const OWN_TAXONOMIES = ['category' => 'news_category', 'eos_program_group' => 'program_group', 'eos_library_category' => 'library_category'];

    /** @return array{modules: array<string, bool>, post_types: array<string, string>, taxonomies: array<string, string>} */
    public static function all(): array
    {
        $saved = get_option(self::OPTION, []);
        $saved = is_array($saved) ? $saved : [];
        $modules = [];
        foreach (self::MODULES as $module) {
            $modules[$module] = (bool) ($saved['modules'][$module] ?? true);
        }
        return [
            'modules' => $modules,
            'post_types' => self::clean_map($saved['post_types'] ?? [], self::POST_KINDS),
            'taxonomies' => self::clean_map($saved['taxonomies'] ?? [], self::TAXONOMY_KINDS),
        ];
    }

    public static function on(string $module): bool
    {
        return self::all()['modules'][$module] ?? true;
    }

    /** @param array{modules?: array<string, bool>, post_types?: array<string, string>, taxonomies?: array<string, string>} $values */
    public static function update(array $values): void
    {
        $current = self::all();
        foreach (self::MODULES as $module) {
            if (isset($values['modules'][$module])) {
                $current['modules'][$module] = (bool) $values['modules'][$module];
            }
        }
        foreach (['post_types' => self::POST_KINDS, 'taxonomies' => self::TAXONOMY_KINDS] as $key => $kinds) {
            if (isset($values[$key])) {
                $current[$key] = self::clean_map($values[$key], $kinds);
            }
        }
        update_option(self::OPTION, $current);
    }

    /** @param list<string> $kinds @return array<string, string> */
    private static function clean_map(mixed $map, array $kinds): array
    {
        $clean = [];
        foreach (is_array($map) ? $map : [] as $name => $kind) {
            $name = sanitize_key((string) $name);
            if ($name !== '' && in_array($kind, $kinds, true)) {
                $clean[$name] = $kind;
            }
        }
        return $clean;
    }

    /** The contract kind of a post type: the office's mapping first, then the plugin's own types. */
    public static function post_kind(string $post_type): ?string
    {
        $map = self::all()['post_types'];
        if (isset($map[$post_type])) {
            return $map[$post_type];
        }
        return self::on(self::CONTENT_MODEL) ? (self::OWN_POST_TYPES[$post_type] ?? null) : null;
    }

    public static function taxonomy_kind(string $taxonomy): ?string
    {
        $map = self::all()['taxonomies'];
        if (isset($map[$taxonomy])) {
            return $map[$taxonomy];
        }
        return self::on(self::CONTENT_MODEL) ? (self::OWN_TAXONOMIES[$taxonomy] ?? null) : null;
    }

    /** @return list<string> the taxonomies whose term edits refresh the site */
    public static function watched_taxonomies(): array
    {
        $own = self::on(self::CONTENT_MODEL) ? array_keys(self::OWN_TAXONOMIES) : [];
        return array_values(array_unique(array_merge($own, array_keys(self::all()['taxonomies']))));
    }

    /** A kind's name for editors (settings page and revalidation log). */
    public static function kind_label(string $kind): string
    {
        return match ($kind) {
            'news' => __('News article', 'exchange-office-site'),
            'program' => __('Programme', 'exchange-office-site'),
            'dynamic' => __('Page', 'exchange-office-site'),
            'team' => __('Team member', 'exchange-office-site'),
            'library' => __('Library resource', 'exchange-office-site'),
            'testimonial' => __('Testimonial', 'exchange-office-site'),
            'curator' => __('Curator', 'exchange-office-site'),
            'hero' => __('Hero slide', 'exchange-office-site'),
            'timeline' => __('Timeline event', 'exchange-office-site'),
            'gallery' => __('Exhibition photo', 'exchange-office-site'),
            'author' => __('Exhibition author', 'exchange-office-site'),
            'news_category' => __('News category', 'exchange-office-site'),
            'program_group' => __('Programme group', 'exchange-office-site'),
            'library_category' => __('Library category', 'exchange-office-site'),
            default => $kind,
        };
    }
}
