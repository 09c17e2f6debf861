<?php
defined('ABSPATH') || exit;

if (!class_exists('WP_List_Table')) {
    require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/** The newsletter addresses as a WordPress list table (EOS_Subscribers_Page). */
final class EOS_Subscribers_Table extends WP_List_Table
{
    private const PER_PAGE = 50;

    public function __construct()
    {
        parent::__construct(['singular' => 'subscriber', 'plural' => 'subscribers', 'ajax' => false, 'screen' => 'users_page_eos-subscribers']);
    }

    public function search(): string
    {
        return sanitize_text_field(wp_unslash($_REQUEST['s'] ?? ''));
    }

    public function get_columns(): array
    {
        return [
            'cb' => '<input type="checkbox">',
            'email' => __('Email', 'exchange-office-site'),
            'lang' => __('Language', 'exchange-office-site'),
            'created_at' => __('Subscribed', 'exchange-office-site'),
            'status' => __('Status', 'exchange-office-site'),
        ];
    }

    protected function get_sortable_columns(): array
    {
        return ['email' => ['email', false], 'lang' => ['lang', false], 'created_at' => ['created_at', true]];
    }

    protected function get_bulk_actions(): array
    {
        return ['delete' => __('Delete', 'exchange-office-site')];
    }

    public function prepare_items(): void
    {
        $search = $this->search();
        $total = EOS_Newsletter_Table::count($search);
        $this->set_pagination_args(['total_items' => $total, 'per_page' => self::PER_PAGE]);
        $this->_column_headers = [$this->get_columns(), [], $this->get_sortable_columns(), 'email'];
        $this->items = EOS_Newsletter_Table::page(
            $search,
            self::PER_PAGE,
            $this->get_pagenum(),
            sanitize_key(wp_unslash($_GET['orderby'] ?? 'created_at')),
            sanitize_key(wp_unslash($_GET['order'] ?? 'desc'))
        );
    }

    public function no_items(): void
    {
        esc_html_e('No subscribers found.', 'exchange-office-site');
    }

    protected function column_cb($item): string
    {
        return '<input type="checkbox" name="subscriber[]" value="' . (int) $item['id'] . '">';
    }

    protected function column_email(array $item): string
    {
        $delete = wp_nonce_url(EOS_Subscribers_Page::url(['action' => 'delete', 'subscriber' => $item['id']]), 'eos_delete_subscriber_' . $item['id']);
        return '<strong>' . esc_html($item['email']) . '</strong>' . $this->row_actions([
            'delete' => '<a class="submitdelete" href="' . esc_url($delete) . '">' . esc_html__('Delete', 'exchange-office-site') . '</a>',
        ]);
    }

    protected function column_default($item, $column_name): string
    {
        if ($column_name === 'created_at') {
            return esc_html(get_date_from_gmt($item['created_at'], 'Y-m-d H:i'));
        }
        if ($column_name === 'status') {
            if (!$item['pending']) {
                return esc_html__('Confirmed', 'exchange-office-site');
            }
            $until = strtotime($item['created_at'] . ' UTC') + EOS_Newsletter_Signup::PENDING_TTL;
            return esc_html(sprintf(
                /* translators: %s: date and time */
                __('Waiting for confirmation until %s (not in the export)', 'exchange-office-site'),
                wp_date('Y-m-d H:i', $until)
            ));
        }
        return esc_html((string) ($item[$column_name] ?? ''));
    }
}
