<?php
defined('ABSPATH') || exit;

/**
 * Personal data the plugin keeps (newsletter addresses, contact messages) in WordPress's own
 * privacy tools: Tools → Export Personal Data and Erase Personal Data find them by address, and
 * Settings → Privacy suggests a paragraph for the privacy policy.
 */
final class EOS_Privacy
{
    private const PAGE = 50;

    public static function boot(): void
    {
        add_filter('wp_privacy_personal_data_exporters', static function (array $exporters): array {
            $exporters['eos-newsletter'] = ['exporter_friendly_name' => __('Newsletter subscription', 'exchange-office-site'), 'callback' => [self::class, 'export_subscription']];
            $exporters['eos-messages'] = ['exporter_friendly_name' => __('Contact messages', 'exchange-office-site'), 'callback' => [self::class, 'export_messages']];
            return $exporters;
        });
        add_filter('wp_privacy_personal_data_erasers', static function (array $erasers): array {
            $erasers['eos-newsletter'] = ['eraser_friendly_name' => __('Newsletter subscription', 'exchange-office-site'), 'callback' => [self::class, 'erase_subscription']];
            $erasers['eos-messages'] = ['eraser_friendly_name' => __('Contact messages', 'exchange-office-site'), 'callback' => [self::class, 'erase_messages']];
            return $erasers;
        });
        add_action('admin_init', [self::class, 'policy_text']);
    }

    /** @return array{data: list<array>, done: bool} */
    public static function export_subscription(string $email, int $page = 1): array
    {
        $row = EOS_Newsletter_Table::record($email);
        $data = $row ? [[
            'group_id' => 'eos-newsletter',
            'group_label' => __('Newsletter subscription', 'exchange-office-site'),
            'item_id' => 'eos-newsletter-' . $row['id'],
            'data' => [
                ['name' => __('Email', 'exchange-office-site'), 'value' => $row['email']],
                ['name' => __('Language', 'exchange-office-site'), 'value' => $row['lang']],
                ['name' => __('Subscribed on (UTC)', 'exchange-office-site'), 'value' => $row['created_at']],
                ['name' => __('Status', 'exchange-office-site'), 'value' => $row['pending'] ? __('Waiting for confirmation by e-mail', 'exchange-office-site') : __('Confirmed', 'exchange-office-site')],
                ['name' => __('Confirmed on (UTC)', 'exchange-office-site'), 'value' => $row['confirmed_at'] !== '' ? $row['confirmed_at'] : __('not recorded', 'exchange-office-site')],
                ['name' => __('Page of the sign-up', 'exchange-office-site'), 'value' => $row['source_page'] !== '' ? EOS_Settings::get('site_url') . $row['source_page'] : __('not recorded', 'exchange-office-site')],
                ['name' => __('Consent text shown', 'exchange-office-site'), 'value' => $row['consent_text'] !== '' ? $row['consent_text'] : __('not recorded', 'exchange-office-site')],
                ['name' => __('Keyed hash of the network address of the sign-up', 'exchange-office-site'), 'value' => $row['request_client_hash'] !== '' ? $row['request_client_hash'] : __('not recorded', 'exchange-office-site')],
                ['name' => __('Keyed hash of the network address of the confirmation', 'exchange-office-site'), 'value' => $row['confirm_client_hash'] !== '' ? $row['confirm_client_hash'] : __('not recorded', 'exchange-office-site')],
            ],
        ]] : [];
        return ['data' => $data, 'done' => true];
    }

    /** @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool} */
    public static function erase_subscription(string $email, int $page = 1): array
    {
        return ['items_removed' => EOS_Newsletter_Table::remove($email), 'items_retained' => false, 'messages' => [], 'done' => true];
    }

    /** @return list<WP_Post> one page of the messages sent from this address, those in the trash too */
    private static function messages(string $email, int $page): array
    {
        return get_posts([
            'post_type' => 'eos_message',
            // Every status: 'any' leaves out the trash, which still holds the visitor's message.
            'post_status' => array_values(get_post_stati()),
            'posts_per_page' => self::PAGE,
            'paged' => max(1, $page),
            'orderby' => 'ID',
            'order' => 'ASC',
            'meta_query' => [['key' => '_eos_email', 'value' => $email]],
            'suppress_filters' => true,
        ]);
    }

    /** @return array{data: list<array>, done: bool} */
    public static function export_messages(string $email, int $page = 1): array
    {
        $posts = self::messages($email, $page);
        $data = array_map(static fn (WP_Post $post) => [
            'group_id' => 'eos-messages',
            'group_label' => __('Contact messages', 'exchange-office-site'),
            'item_id' => 'eos-message-' . $post->ID,
            'data' => [
                ['name' => __('Sent on', 'exchange-office-site'), 'value' => $post->post_date],
                ['name' => __('Name', 'exchange-office-site'), 'value' => (string) get_post_meta($post->ID, '_eos_name', true)],
                ['name' => __('Email', 'exchange-office-site'), 'value' => (string) get_post_meta($post->ID, '_eos_email', true)],
                ['name' => __('Subject', 'exchange-office-site'), 'value' => $post->post_title],
                ['name' => __('Message', 'exchange-office-site'), 'value' => $post->post_content],
            ],
        ], $posts);
        return ['data' => $data, 'done' => count($posts) < self::PAGE];
    }

    /** @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool} */
    public static function erase_messages(string $email, int $page = 1): array
    {
        // Always the first page: each pass deletes what it found.
        $posts = self::messages($email, 1);
        $removed = false;
        foreach ($posts as $post) {
            $removed = (bool) wp_delete_post($post->ID, true) || $removed;
        }
        return ['items_removed' => $removed, 'items_retained' => false, 'messages' => [], 'done' => count($posts) < self::PAGE];
    }

    public static function policy_text(): void
    {
        if (!function_exists('wp_add_privacy_policy_content')) {
            return;
        }
        $paragraphs = [
            __('When you subscribe to our newsletter on the website, we send you an email with a link: you are subscribed only once you confirm there. If you do not, your address is deleted when the link expires. For a subscription we keep your email address, the language and page of the website you subscribed on, the consent text you were shown, when you asked and when you confirmed, and a keyed hash of your network address at those two moments (never the address itself), only to send you the newsletter and to show that you agreed. Every newsletter has a link that unsubscribes you at once and deletes all of this; you can also ask us to delete it.', 'exchange-office-site'),
            sprintf(
                /* translators: %d: number of months */
                _n('When you write to us through the contact form, we keep your name, your email address, the subject and your message, and send them to our office by email, only to answer you. We delete messages %d month after they were sent.', 'When you write to us through the contact form, we keep your name, your email address, the subject and your message, and send them to our office by email, only to answer you. We delete messages %d months after they were sent.', EOS_Mail_Settings::retention_months(), 'exchange-office-site'),
                EOS_Mail_Settings::retention_months()
            ),
            __('The website sends your subscription and your message from its own server to ours; no one else receives them. You can ask us for a copy of this data or for its deletion at any time.', 'exchange-office-site'),
        ];
        wp_add_privacy_policy_content(
            __('Exchange Office Site', 'exchange-office-site'),
            implode('', array_map(static fn ($p) => '<p>' . esc_html($p) . '</p>', $paragraphs))
        );
    }
}
