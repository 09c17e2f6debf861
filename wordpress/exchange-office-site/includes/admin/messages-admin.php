<?php
defined('ABSPATH') || exit;

/**
 * Messages from the site's contact form are read, not edited: the list shows sender, e-mail,
 * subject and date; opening one shows it as the visitor wrote it, with a link that answers by
 * e-mail. WordPress's edit screen of a message goes to that view. Editors and administrators only
 * (personal data; EOS_Content_Model::register_messages).
 */
final class EOS_Messages_Admin
{
    public const SLUG = 'eos-message';
    public const CAP = 'edit_others_posts';

    public static function boot(): void
    {
        add_filter('manage_eos_message_posts_columns', [self::class, 'columns']);
        add_action('manage_eos_message_posts_custom_column', [self::class, 'column'], 10, 2);
        add_filter('post_row_actions', [self::class, 'row_actions'], 10, 2);
        add_filter('bulk_actions-edit-eos_message', static fn (array $actions) => array_diff_key($actions, ['edit' => true]));
        add_filter('get_edit_post_link', [self::class, 'read_link'], 10, 2);
        // Every message is private (no one outside the office reads it): no “Private” beside each.
        add_filter('display_post_states', static fn (array $states, WP_Post $post) => $post->post_type === 'eos_message' ? [] : $states, 10, 2);
        add_filter('manage_edit-eos_message_sortable_columns', static fn () => ['title' => 'title', 'eos_received' => 'date']);
        add_action('load-post.php', [self::class, 'no_edit_screen']);
        add_action('admin_menu', static function (): void {
            add_submenu_page('', __('Message from the site', 'exchange-office-site'), '', self::CAP, self::SLUG, [self::class, 'render']);
        });
        // The read view belongs to Messages in the admin menu.
        add_filter('parent_file', static fn ($parent) => ($_GET['page'] ?? '') === self::SLUG ? 'edit.php?post_type=eos_message' : $parent);
    }

    public static function url(int $id): string
    {
        return add_query_arg(['page' => self::SLUG, 'message' => $id], admin_url('admin.php'));
    }

    /** @param array<string, string> $columns */
    public static function columns(array $columns): array
    {
        return [
            'cb' => $columns['cb'] ?? '<input type="checkbox">',
            'eos_sender' => __('Sender', 'exchange-office-site'),
            'eos_email' => __('E-mail', 'exchange-office-site'),
            'title' => __('Subject', 'exchange-office-site'),
            'eos_received' => __('Received', 'exchange-office-site'),
        ];
    }

    public static function column(string $column, int $post_id): void
    {
        if ($column === 'eos_sender') {
            echo '<a href="' . esc_url(self::url($post_id)) . '" translate="no">' . esc_html((string) get_post_meta($post_id, '_eos_name', true)) . '</a>';
        } elseif ($column === 'eos_email') {
            echo '<span translate="no">' . esc_html((string) get_post_meta($post_id, '_eos_email', true)) . '</span>';
        } elseif ($column === 'eos_received') {
            echo esc_html(self::received($post_id));
        }
    }

    /** When the message came, in the reader's language's format (core's date formats are not translated here). */
    private static function received(int $post_id): string
    {
        /* translators: date and time a message was received, a PHP date format */
        return (string) wp_date(__('F j, Y, g:i a', 'exchange-office-site'), (int) get_post_timestamp($post_id));
    }

    /** @param array<string, string> $actions */
    public static function row_actions(array $actions, WP_Post $post): array
    {
        if ($post->post_type !== 'eos_message') {
            return $actions;
        }
        unset($actions['edit'], $actions['inline hide-if-no-js'], $actions['view']);
        if (isset($actions['trash'])) {
            $actions['trash'] = '<a class="submitdelete" href="' . esc_url((string) get_delete_post_link($post->ID)) . '">' . esc_html__('Move to the trash', 'exchange-office-site') . '</a>';
        }
        return ['eos_read' => '<a href="' . esc_url(self::url($post->ID)) . '">' . esc_html__('Read', 'exchange-office-site') . '</a>'] + $actions;
    }

    /** Every “edit” link of a message (the list's title, the admin bar) opens the read view. */
    public static function read_link(mixed $link, mixed $post_id): mixed
    {
        return get_post_type((int) $post_id) === 'eos_message' ? self::url((int) $post_id) : $link;
    }

    public static function no_edit_screen(): void
    {
        $id = (int) ($_GET['post'] ?? 0);
        // Only the edit screen itself: trashing and restoring go through post.php too.
        if ($id > 0 && get_post_type($id) === 'eos_message' && sanitize_key(wp_unslash($_GET['action'] ?? 'edit')) === 'edit') {
            wp_safe_redirect(self::url($id));
            exit;
        }
    }

    /** The “Reply” link: the visitor's address, the subject with “Re:”. */
    public static function reply_link(WP_Post $message): string
    {
        $email = sanitize_email((string) get_post_meta($message->ID, '_eos_email', true));
        if ($email === '') {
            return '';
        }
        /* translators: %s: subject of the message being answered */
        $subject = sprintf(__('Re: %s', 'exchange-office-site'), $message->post_title);
        return 'mailto:' . $email . '?subject=' . rawurlencode($subject);
    }

    public static function render(): void
    {
        $message = get_post((int) ($_GET['message'] ?? 0));
        if (!$message instanceof WP_Post || $message->post_type !== 'eos_message' || !current_user_can('read_post', $message->ID)) {
            wp_die(esc_html__('This message does not exist, or you may not read it.', 'exchange-office-site'), 404);
        }
        $name = (string) get_post_meta($message->ID, '_eos_name', true);
        $email = (string) get_post_meta($message->ID, '_eos_email', true);
        $lang = EOS_Languages::names()[EOS_Languages::post_lang($message->ID)];
        $mailed = get_post_meta($message->ID, '_eos_mailed', true) === '1';
        // The visitor's own words (subject, name, text) are theirs: translate="no".
        echo '<div class="wrap eos-screen eos-message-view"><h1 translate="no">' . esc_html($message->post_title) . '</h1>';
        echo '<table class="form-table" role="presentation">';
        $rows = [
            __('From', 'exchange-office-site') => '<span translate="no">' . esc_html($name) . '</span>',
            __('E-mail', 'exchange-office-site') => '<a translate="no" href="mailto:' . esc_attr($email) . '">' . esc_html($email) . '</a>',
            __('Received', 'exchange-office-site') => esc_html(self::received($message->ID)),
            __('Written on the site’s pages in', 'exchange-office-site') => esc_html($lang),
            __('Mailed to the office', 'exchange-office-site') => esc_html($mailed ? __('Yes', 'exchange-office-site') : __('No: the mail could not be sent; this copy is the only one', 'exchange-office-site')),
        ];
        foreach ($rows as $label => $value) {
            echo '<tr><th scope="row">' . esc_html($label) . '</th><td>' . $value . '</td></tr>';
        }
        echo '</table><h2>' . esc_html__('Message', 'exchange-office-site') . '</h2><div class="eos-message" translate="no">' . EOS_Messages::display($message) . '</div>';
        $reply = self::reply_link($message);
        echo '<p>';
        if ($reply !== '') {
            echo '<a class="button button-primary" href="' . esc_url($reply, ['mailto']) . '">' . esc_html__('Reply by e-mail', 'exchange-office-site') . '</a> ';
        }
        echo '<a class="button" href="' . esc_url(admin_url('edit.php?post_type=eos_message')) . '">' . esc_html__('Back to the messages', 'exchange-office-site') . '</a>';
        if (current_user_can('delete_post', $message->ID)) {
            echo ' <a class="button-link-delete" href="' . esc_url(get_delete_post_link($message->ID)) . '">' . esc_html__('Move to the trash', 'exchange-office-site') . '</a>';
        }
        echo '</p></div>';
    }
}
