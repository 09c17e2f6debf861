<?php
defined('ABSPATH') || exit;

/**
 * What a preview shows of an item to the user whose token opened it. WordPress saves a draft's
 * changes into the draft itself, so a draft is shown as it is. Any other item (published,
 * scheduled, pending, private) keeps its live version while it is edited: Preview makes an
 * autosave of the editor's unsaved changes, one per user, and the preview shows that user's
 * autosave; without one, the latest revision. Either only when it is not older than the item
 * itself: an autosave left from before the item's last update is stale, as the editor also says.
 */
final class EOS_Preview_Version
{
    /** Revisions read to find the latest that is not an autosave (each user has at most one autosave). */
    private const REVISIONS_READ = 20;

    public static function of(WP_Post $post, int $user_id): WP_Post
    {
        if ($user_id <= 0 || in_array($post->post_status, ['draft', 'auto-draft'], true)) {
            return $post;
        }
        $version = self::current(wp_get_post_autosave($post->ID, $user_id), $post) ?? self::current(self::latest_revision($post), $post);
        if ($version === null) {
            return $post;
        }
        // The live item with the fields revisions carry (title, content, excerpt): its id, slug,
        // language, terms and meta stay the item's.
        $data = get_object_vars($post);
        foreach (array_keys(_wp_post_revision_fields($data)) as $field) {
            $data[$field] = $version->$field;
        }
        return new WP_Post((object) $data);
    }

    private static function current(mixed $revision, WP_Post $post): ?WP_Post
    {
        return $revision instanceof WP_Post && $revision->post_modified_gmt >= $post->post_modified_gmt ? $revision : null;
    }

    private static function latest_revision(WP_Post $post): ?WP_Post
    {
        foreach (wp_get_post_revisions($post->ID, ['posts_per_page' => self::REVISIONS_READ]) as $revision) {
            if (!wp_is_post_autosave($revision)) {
                return $revision;
            }
        }
        return null;
    }
}
