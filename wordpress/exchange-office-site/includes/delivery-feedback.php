<?php
defined('ABSPATH') || exit;

/**
 * After a save, the editor sees whether the site took the change: in the block editor a notice
 * once the save (and its meta boxes) is done, on the classic screen and the Site texts page a
 * notice after the reload. assets/delivery-feedback.js asks `exchange-office-site/v1/deliveries`
 * for the calls the user's saves made since the save began (EOS_Deliveries::by_user) until the
 * site has answered them, and shows the answer in words.
 */
final class EOS_Delivery_Feedback
{
    public const ROUTE = '/deliveries';
    /** How far back a reloaded screen looks for the calls of the save that led to it. */
    public const RELOAD_WINDOW = 30;

    public static function boot(): void
    {
        add_action('rest_api_init', [self::class, 'register']);
        add_action('admin_enqueue_scripts', [self::class, 'assets']);
        add_action('admin_notices', [self::class, 'after_classic_save']);
    }

    public static function register(): void
    {
        register_rest_route(EOS_Texts_Endpoint::NAMESPACE, self::ROUTE, [
            'methods' => 'GET',
            'callback' => static fn (WP_REST_Request $r) => new WP_REST_Response(self::state(get_current_user_id(), (int) $r['since'], time())),
            'permission_callback' => static fn () => current_user_can('edit_posts'),
            'args' => ['since' => ['required' => true, 'type' => 'integer', 'minimum' => 0]],
        ]);
    }

    /**
     * What the site made of a user's saves since $since: `waiting` (not all tried yet), `refreshed`,
     * `retrying`, `failed`, `none` (nothing was sent) or `not_configured`; with a sentence.
     * @return array{state: string, message: string}
     */
    public static function state(int $user_id, int $since, int $now): array
    {
        $rows = EOS_Deliveries::by_user($user_id, $since);
        if (!$rows) {
            return EOS_Webhook::configured()
                ? ['state' => 'none', 'message' => '']
                : ['state' => 'not_configured', 'message' => __('The public site is not connected (its address or the webhook secret is missing in Settings → The public site): it shows the change within 5 minutes.', 'exchange-office-site')];
        }
        $failed = array_filter($rows, static fn ($r) => $r->status === EOS_Deliveries::FAILED);
        $retrying = array_filter($rows, static fn ($r) => $r->status === EOS_Deliveries::PENDING && ((int) $r->attempts > 0 || (int) $r->next_attempt_at > $now));
        $waiting = array_filter($rows, static fn ($r) => $r->status === EOS_Deliveries::PENDING && (int) $r->attempts === 0 && (int) $r->next_attempt_at <= $now);
        if ($failed) {
            $first = reset($failed);
            return ['state' => 'failed', 'message' => sprintf(
                /* translators: %s: why (the site did not answer…) */
                __('The site did not take the change: %s. Use “Refresh the whole site” in Tools → Site refresh log once the site is back.', 'exchange-office-site'),
                EOS_Delivery_Words::answer((string) $first->last_answer)
            )];
        }
        if ($retrying) {
            $next = min(array_map(static fn ($r) => (int) $r->next_attempt_at, $retrying));
            $first = reset($retrying);
            return ['state' => 'retrying', 'message' => sprintf(
                /* translators: 1: why (the site did not answer…), 2: time of the next try */
                __('The site did not answer (%1$s); it will be retried at %2$s. Tools → Site refresh log shows when it takes the change.', 'exchange-office-site'),
                (int) $first->attempts > 0 ? EOS_Delivery_Words::answer((string) $first->last_answer) : __('it failed another call just before', 'exchange-office-site'),
                EOS_Delivery_Words::time($next)
            )];
        }
        if ($waiting) {
            return ['state' => 'waiting', 'message' => __('Sending the change to the site…', 'exchange-office-site')];
        }
        return ['state' => 'refreshed', 'message' => __('The site was refreshed: the change is live.', 'exchange-office-site')];
    }

    public static function assets(string $hook): void
    {
        $editor = in_array($hook, ['post.php', 'post-new.php'], true);
        if (!$editor && $hook !== 'toplevel_page_' . EOS_Texts_Page::SLUG) {
            return;
        }
        $deps = ['wp-api-fetch'];
        $block_editor = $editor && get_current_screen()?->is_block_editor();
        if ($block_editor) {
            $deps = array_merge($deps, ['wp-data', 'wp-notices', 'wp-edit-post']);
        }
        wp_enqueue_script('eos-delivery-feedback', plugins_url('assets/delivery-feedback.js', EOS_FILE), $deps, EOS_VERSION, true);
        wp_localize_script('eos-delivery-feedback', 'eosDelivery', [
            'path' => '/' . EOS_Texts_Endpoint::NAMESPACE . self::ROUTE,
            'serverNow' => time(),
            'blockEditor' => $block_editor ? '1' : '',
            'sending' => __('Sending the change to the site…', 'exchange-office-site'),
            'timeout' => __('The site has not answered yet. Tools → Site refresh log shows when it takes the change.', 'exchange-office-site'),
            'translated' => isset($_GET['eos_translated']) ? __('This is the translation’s draft, linked to the original: translate the title, the text and the fields, then publish it. Categories and groups are per language: choose this language’s.', 'exchange-office-site') : '',
        ]);
    }

    /** The notice a reloaded screen fills in (the classic editor after a save, the Site texts page after saving). */
    public static function placeholder(): void
    {
        echo '<div class="notice notice-info eos-delivery-notice" data-since="' . (int) (time() - self::RELOAD_WINDOW) . '" aria-live="polite"><p>' . esc_html__('Sending the change to the site…', 'exchange-office-site') . '</p></div>';
    }

    /** The classic edit screen after a save of a published item, or of one that was just unpublished. */
    public static function after_classic_save(): void
    {
        $screen = get_current_screen();
        if (($GLOBALS['pagenow'] ?? '') !== 'post.php' || !isset($_GET['message']) || !$screen || $screen->is_block_editor()) {
            return;
        }
        if (EOS_Deliveries::by_user(get_current_user_id(), time() - self::RELOAD_WINDOW) || (!EOS_Webhook::configured() && get_post_status((int) ($_GET['post'] ?? 0)) === 'publish')) {
            self::placeholder();
        }
    }
}
