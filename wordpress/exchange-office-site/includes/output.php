<?php
defined('ABSPATH') || exit;

/** One item of each content type in the shape docs/cms-contract/ gives it. */
final class EOS_Output
{
    public const DATE_T = 'Y-m-d\TH:i:s';
    public const DATE_SPACE = 'Y-m-d H:i:s';

    public static function image(int $post_id): string|false
    {
        $thumb = (int) get_post_thumbnail_id($post_id);
        $url = $thumb > 0 ? wp_get_attachment_url($thumb) : false;
        return $url ?: false;
    }

    public static function date(string $mysql, string $format): string
    {
        if ($mysql === '' || str_starts_with($mysql, '0000')) {
            return '';
        }
        $time = date_create_immutable($mysql);
        return $time ? $time->format($format) : '';
    }

    /**
     * Category ids of a post as the site reads them, ascending (`category` keeps no order of its
     * own): the special categories chosen in the settings carry the contract's ids.
     * @return list<int>
     */
    public static function categories(int $post_id): array
    {
        return EOS_Special_Categories::to_contract(EOS_Content_Model::term_ids($post_id, 'category'));
    }

    private static function t(int $id, string $key): string
    {
        return EOS_Fields::text($id, $key);
    }

    /**
     * An item's slug; a draft that never had one (WordPress gives it at publishing) is named by
     * its id, the address its preview link opens (EOS_Preview).
     */
    public static function slug(WP_Post $p): string
    {
        return EOS_Slugs::of($p);
    }

    // --- News ------------------------------------------------------------------------------

    public static function news_item(WP_Post $p, bool $full = true): array
    {
        $id = $p->ID;
        $item = [
            'id' => $id,
            'title' => $p->post_title,
            'slug' => self::slug($p),
            'date' => self::date($p->post_date, self::DATE_T),
            'modified' => self::date($p->post_modified, self::DATE_T),
            'status' => $p->post_status,
            'image' => self::image($id),
            'description' => $p->post_excerpt,
            'link' => self::t($id, 'link'),
            'categories' => self::categories($id),
            'wordpress_url' => self::t($id, 'wordpress_url'),
            'views' => (int) self::t($id, 'views'),
            'news_template' => self::t($id, 'news_template') ?: 'default',
            'author' => self::t($id, 'author_name'),
            'alternate_slug' => EOS_Languages::alternate_slug($id),
        ];
        if ($full) {
            $item['full_description'] = self::t($id, 'full_description');
            $item['content'] = EOS_Html::render($p->post_content, $p);
            $item['images'] = array_map(static fn (array $row) => [
                'url' => (string) ($row['url'] ?? ''),
                'title' => (string) ($row['title'] ?? ''),
                'description' => (string) ($row['description'] ?? ''),
            ], EOS_Fields::rows($id, 'images'));
        }
        return $item;
    }

    // --- Programmes ---------------------------------------------------------------------------

    public static function program(WP_Post $p): array
    {
        $id = $p->ID;
        $curator = (int) self::t($id, 'curator');
        return [
            'id' => $id,
            'title' => $p->post_title,
            'slug' => self::slug($p),
            'description' => self::t($id, 'description'),
            'learnMoreLink' => self::t($id, 'learn_more_link') ?: '/programs/' . self::slug($p),
            'deadline' => self::t($id, 'deadline'),
            'submit' => EOS_Fields::bool($id, 'submit'),
            'auto_manage_submissions' => EOS_Fields::bool($id, 'auto_manage_submissions'),
            'application_start_date' => self::t($id, 'application_start_date'),
            'application_end_date' => self::t($id, 'application_end_date'),
            'submit_url' => self::t($id, 'submit_url'),
            'curator_id' => $curator > 0 ? $curator : '',
            'alternate_slug' => EOS_Languages::alternate_slug($id),
            'modified' => self::date($p->post_modified, 'Y-m-d'),
            // Marked noindex in Yoast SEO or Rank Math: the sitemap leaves it out.
            'noindex' => EOS_Seo_Record::noindex($p),
        ];
    }

    /** @param array{url: string, title: string}|null $next the programme after it in the catalogue (EOS_Reads::program_by_slug) */
    public static function program_detail(WP_Post $p, ?array $next, string $lang): array
    {
        $id = $p->ID;
        $curator_id = (int) self::t($id, 'curator');
        $curator = $curator_id > 0 ? get_post($curator_id) : null;
        // A page of questions at most, like the FAQ page.
        $faq = get_posts(array_merge(EOS_Visibility::query_args(), [
            'post_type' => 'eos_faq',
            'posts_per_page' => EOS_List_Page::MAX_PER_PAGE,
            'orderby' => ['menu_order' => 'ASC', 'ID' => 'ASC'],
            'meta_query' => [['key' => '_eos_program', 'value' => (string) $id]],
        ]));
        $texts = EOS_Texts::get('interface', $lang);
        return array_merge(self::program($p), [
            'featured_image' => self::image($id),
            'content' => EOS_Html::render($p->post_content, $p),
            'sections' => array_map(static fn (array $row) => [
                'title' => (string) ($row['title'] ?? ''),
                'content' => EOS_Html::render((string) ($row['content'] ?? ''), $p),
            ], EOS_Fields::rows($id, 'sections')),
            'faq_questions' => array_map(static fn (WP_Post $q) => [
                'id' => $q->ID,
                'question' => $q->post_title,
                'short_answer' => EOS_Fields::text($q->ID, 'short_answer'),
                'answer' => EOS_Html::render($q->post_content, $q),
            ], $faq),
            'global_blocks' => self::global_blocks($id),
            'breadcrumb' => ['programs' => EOS_Texts::field($texts, 'breadcrumb_programs'), 'current' => $p->post_title],
            'additional_contacts' => self::contacts($id),
            'next_program' => $next,
            'curator' => EOS_Visibility::is_public($curator) ? self::curator($curator) : null,
        ]);
    }

    public static function global_blocks(int $post_id): array
    {
        $out = [];
        foreach (EOS_Fields::rows($post_id, 'global_blocks') as $row) {
            $block = get_post((int) ($row['block'] ?? 0));
            if (!$block || $block->post_type !== 'eos_block' || !EOS_Visibility::is_public($block)) {
                continue;
            }
            $out[] = ['id' => $block->ID, 'position' => (string) ($row['position'] ?? 'end'), 'content' => EOS_Html::render($block->post_content, $block)];
        }
        return $out;
    }

    public static function contacts(int $post_id): array
    {
        return array_map(static fn (array $row) => [
            'label' => (string) ($row['label'] ?? ''),
            'email' => (string) ($row['email'] ?? ''),
        ], EOS_Fields::rows($post_id, 'additional_contacts'));
    }

    // --- People --------------------------------------------------------------------------------

    public static function curator(WP_Post $p): array
    {
        $photo = self::image($p->ID);
        return [
            'id' => $p->ID,
            'name' => $p->post_title,
            'position' => self::t($p->ID, 'position'),
            'image' => $photo,
            'photo' => $photo,
            'email' => self::t($p->ID, 'email'),
            'phone' => self::t($p->ID, 'phone'),
            'office_hours' => self::t($p->ID, 'office_hours'),
        ];
    }

    public static function team_member(WP_Post $p): array
    {
        $id = $p->ID;
        return [
            'id' => $id,
            'name' => $p->post_title,
            'position' => self::t($id, 'position'),
            'department' => self::t($id, 'department'),
            'photo' => self::image($id),
            'email' => self::t($id, 'email'),
            'phone' => self::t($id, 'phone'),
            'office_hours' => self::t($id, 'office_hours'),
            'shortDescription' => self::t($id, 'short_description'),
            'fullDescription' => self::t($id, 'full_description'),
            'achievements' => self::achievements($id),
            'position_order' => self::t($id, 'position_order'),
            'categories' => self::categories($id),
        ];
    }

    public static function coordinator(WP_Post $p): array
    {
        $id = $p->ID;
        return [
            'id' => $id,
            'name' => $p->post_title,
            'photo' => self::image($id),
            'department' => self::t($id, 'department'),
            'position' => self::t($id, 'position'),
            'email' => self::t($id, 'email'),
            'phone' => self::t($id, 'phone'),
            'description' => self::t($id, 'full_description'),
            'achievements' => self::achievements($id),
        ];
    }

    private static function achievements(int $id): array
    {
        return array_values(array_filter(array_map(
            static fn (array $row) => (string) ($row['text'] ?? ''),
            EOS_Fields::rows($id, 'achievements')
        ), static fn (string $s) => $s !== ''));
    }

    // --- Other collections -------------------------------------------------------------------------

    public static function resource(WP_Post $p): array
    {
        $id = $p->ID;
        $categories = EOS_Content_Model::term_ids($id, 'eos_library_category');
        $first = $categories ? get_term($categories[0], 'eos_library_category') : null;
        return [
            'id' => $id,
            'title' => $p->post_title,
            'description' => self::t($id, 'description'),
            'category' => $first && !is_wp_error($first) ? $first->name : '',
            'categories' => $categories,
            'file_type' => self::t($id, 'file_type'),
            'file_size' => self::t($id, 'file_size'),
            'file_url' => self::t($id, 'file_url'),
            'date' => self::date($p->post_date, self::DATE_SPACE),
            'publication_date' => self::t($id, 'publication_date'),
        ];
    }

    public static function testimonial(WP_Post $p): array
    {
        $id = $p->ID;
        return [
            'id' => $id,
            'name' => $p->post_title,
            'position' => self::t($id, 'position'),
            'institution' => self::t($id, 'institution'),
            'year' => self::t($id, 'year'),
            'photo' => self::image($id),
            'content' => EOS_Html::render($p->post_content, $p),
            'program' => self::t($id, 'program'),
            'is_home' => EOS_Fields::bool($id, 'is_home'),
        ];
    }

    public static function hero_slide(WP_Post $p): array
    {
        return [
            'id' => $p->ID,
            'image' => self::image($p->ID),
            'title' => $p->post_title,
            'description' => self::t($p->ID, 'description'),
            'cta_text' => self::t($p->ID, 'cta_text'),
            'cta_link' => self::t($p->ID, 'cta_link'),
        ];
    }

    public static function author(WP_Post $p, string $lang): array
    {
        return [
            'id' => $p->ID,
            'name' => $p->post_title,
            'avatar' => self::image($p->ID),
            'shortInfo' => EOS_Html::render($p->post_content, $p),
            'permalink' => home_url("/$lang/author/{$p->post_name}/"),
        ];
    }

    public static function timeline_event(WP_Post $p): array
    {
        return [
            'id' => $p->ID,
            'date' => self::t($p->ID, 'date'),
            'title' => $p->post_title,
            'description' => EOS_Html::render($p->post_content, $p),
        ];
    }

    public static function gallery_photo(WP_Post $p): array
    {
        return [
            'id' => $p->ID,
            'src' => self::image($p->ID),
            'title' => $p->post_title,
            'shortDescription' => self::t($p->ID, 'short_description'),
            'fullDescription' => EOS_Html::render($p->post_content, $p),
            'photographer' => self::t($p->ID, 'photographer'),
        ];
    }

    public static function dynamic_content(WP_Post $p, string $lang): array
    {
        $id = $p->ID;
        $curator = (int) self::t($id, 'curator');
        $texts = EOS_Texts::get('interface', $lang);
        return [
            'id' => $id,
            'slug' => self::slug($p),
            'title' => $p->post_title,
            'content' => EOS_Html::render($p->post_content, $p),
            'featured_image' => self::image($id),
            'curator_id' => $curator > 0 ? $curator : '',
            'breadcrumb' => ['home' => EOS_Texts::field($texts, 'breadcrumb_home'), 'current' => $p->post_title],
            'additional_contacts' => self::contacts($id),
            'global_blocks' => self::global_blocks($id),
            'modified' => self::date($p->post_modified, self::DATE_SPACE),
            'categories' => self::categories($id),
            'status' => $p->post_status,
            'alternate_slug' => EOS_Languages::alternate_slug($id),
        ];
    }
}
