<?php
defined('ABSPATH') || exit;

/** A revalidation call (a row of EOS_Deliveries) in words for the log page and the notice. */
final class EOS_Delivery_Words
{
    /**
     * What a call is about, stored with it in no language (`{"kind":"news","title":"…"}`), so that
     * the log names it in the language of whoever reads it: `kind` and `title` an item or a term,
     * `menu` a menu's name, `texts` a record of the Site texts, `locations`, `image`, `refresh`.
     */
    public static function label(array $what): string
    {
        // The column holds 255 characters: a long title is cut, the label stays JSON.
        foreach (['title', 'menu'] as $key) {
            if (isset($what[$key])) {
                $what[$key] = mb_substr((string) $what[$key], 0, 120);
            }
        }
        return (string) wp_json_encode($what, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }

    /** A stored label in words; one stored as text (before version 1.2) is shown as it is. */
    public static function label_text(string $stored): string
    {
        $what = str_starts_with($stored, '{') ? json_decode($stored, true) : null;
        if (!is_array($what)) {
            return $stored;
        }
        return match (true) {
            isset($what['kind']) => sprintf(
                /* translators: 1: kind of item (News article), 2: its title */
                __('%1$s “%2$s”', 'exchange-office-site'),
                str_starts_with((string) $what['kind'], 'type:')
                    ? (get_post_type_object(substr((string) $what['kind'], 5))->labels->singular_name ?? substr((string) $what['kind'], 5))
                    : EOS_Modules::kind_label((string) $what['kind']),
                (string) ($what['title'] ?? '')
            ),
            /* translators: %s: menu name */
            isset($what['menu']) => sprintf(__('Menu “%s”', 'exchange-office-site'), (string) $what['menu']),
            /* translators: %s: name of a group of site texts (Header, News page) */
            isset($what['texts']) => sprintf(__('Site texts: %s', 'exchange-office-site'), EOS_Text_Labels::record((string) $what['texts'])),
            isset($what['locations']) => __('Menu locations', 'exchange-office-site'),
            isset($what['image']) => __('Image used on many pages', 'exchange-office-site'),
            isset($what['refresh']) => __('The whole site (Refresh button)', 'exchange-office-site'),
            default => $stored,
        };
    }

    /** `News article “Title” (uk)`: the change, and the language it refreshes. */
    public static function change(object $row): string
    {
        $payload = json_decode((string) $row->payload, true);
        $payload = is_array($payload) ? $payload : [];
        $label = (string) $row->label !== '' ? self::label_text((string) $row->label) : self::type_label($payload);
        $lang = is_string($payload['lang'] ?? null) ? ' (' . $payload['lang'] . ')' : '';
        $action = self::action((string) ($payload['action'] ?? 'update'));
        return $label . $lang . ($action !== '' ? ' — ' . $action : '');
    }

    /** What a payload without a label refreshes. */
    private static function type_label(array $payload): string
    {
        $type = (string) ($payload['type'] ?? '');
        return match ($type) {
            'all' => __('The whole site', 'exchange-office-site'),
            'menu' => __('Primary menu', 'exchange-office-site'),
            'footer' => __('Footer', 'exchange-office-site'),
            'header' => __('Header', 'exchange-office-site'),
            'about' => __('About block of the home page', 'exchange-office-site'),
            'team_gallery' => __('Team gallery', 'exchange-office-site'),
            /* translators: %s: name of a page's texts (news, team…) */
            'page' => sprintf(__('Texts of the page “%s”', 'exchange-office-site'), (string) ($payload['name'] ?? '')),
            '' => sprintf(
                /* translators: %s: list of cache tags */
                __('Cache tags %s', 'exchange-office-site'),
                implode(', ', array_map('strval', (array) ($payload['tags'] ?? [])))
            ),
            default => EOS_Modules::kind_label($type),
        };
    }

    private static function action(string $action): string
    {
        return match ($action) {
            'publish' => __('published', 'exchange-office-site'),
            'unpublish' => __('unpublished', 'exchange-office-site'),
            'delete' => __('deleted', 'exchange-office-site'),
            'rename' => __('address changed', 'exchange-office-site'),
            default => '',
        };
    }

    /** `refreshed 12:03`, `waiting: attempt 3 of 30 failed (the site did not answer); next try at 12:10`, `failed: …`. */
    public static function state(object $row): string
    {
        $attempts = (int) $row->attempts;
        return match ((string) $row->status) {
            /* translators: %s: time */
            EOS_Deliveries::DELIVERED => sprintf(__('refreshed %s', 'exchange-office-site'), self::time((int) $row->last_attempt_at)),
            /* translators: %s: why the call failed */
            EOS_Deliveries::FAILED => sprintf(__('failed: %s', 'exchange-office-site'), self::answer((string) $row->last_answer)),
            default => $attempts === 0
                ? ((int) $row->next_attempt_at > time()
                    ? sprintf(
                        /* translators: %s: time of the first try */
                        __('waiting: the site did not answer another call just before; first try at %s', 'exchange-office-site'),
                        self::time((int) $row->next_attempt_at)
                    )
                    : __('sending…', 'exchange-office-site'))
                : sprintf(
                    /* translators: 1: attempt number, 2: number of attempts, 3: why it failed, 4: time of the next try */
                    __('waiting: attempt %1$d of %2$d failed (%3$s); next try at %4$s', 'exchange-office-site'),
                    $attempts,
                    EOS_Webhook::max_attempts(),
                    self::answer((string) $row->last_answer),
                    self::time((int) $row->next_attempt_at)
                ),
        };
    }

    /** Why the site did not take a call, from its answer (`401`, `error: cURL error 7…`). */
    public static function answer(string $answer): string
    {
        if ($answer === '') {
            return __('it was never sent: WP-Cron does not seem to run on this WordPress', 'exchange-office-site');
        }
        if (!preg_match('/^\d+$/', $answer)) {
            return __('the site did not answer', 'exchange-office-site');
        }
        $status = (int) $answer;
        return match (true) {
            $status === 401 => __('the site refused the webhook secret', 'exchange-office-site'),
            $status === 503 => __('the site has no webhook secret set', 'exchange-office-site'),
            $status === 429 => __('the site asked to slow down', 'exchange-office-site'),
            $status >= 500 => sprintf(
                /* translators: %d: HTTP status */
                __('the site had an error (%d)', 'exchange-office-site'),
                $status
            ),
            default => sprintf(
                /* translators: %d: HTTP status */
                __('the site did not accept the call (%d)', 'exchange-office-site'),
                $status
            ),
        };
    }

    /** A time of day in the site's time zone, with the date when it is not today. */
    public static function time(int $timestamp): string
    {
        if ($timestamp <= 0) {
            return '';
        }
        $today = wp_date('Y-m-d') === wp_date('Y-m-d', $timestamp);
        return (string) wp_date($today ? 'H:i' : 'Y-m-d H:i', $timestamp);
    }
}
