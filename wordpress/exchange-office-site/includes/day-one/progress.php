<?php
defined('ABSPATH') || exit;

/**
 * The background work in sentences for the settings page: how far the languages of the existing
 * content (EOS_Day_One) and the search index (EOS_Search_Build) have come, and whether they are
 * still running.
 */
final class EOS_Day_One_Progress
{
    /** @return list<string> */
    public static function languages(): array
    {
        $state = EOS_Day_One::state();
        if (!$state) {
            return [__('The existing content has not been looked at yet: that starts when the plugin is activated.', 'exchange-office-site')];
        }
        $n = static fn ($value) => number_format_i18n((int) $value);
        $out = [sprintf(
            /* translators: 1: items looked at, 2: all items, 3: items given a language */
            __('Posts, pages and the site’s other items looked at: %1$s of %2$s. Given a language because they had none: %3$s (Polylang’s where Polylang had one, otherwise the language their text is written in).', 'exchange-office-site'),
            $n($state['posts_seen'] ?? 0),
            ($state['posts_total'] ?? null) === null ? '…' : $n($state['posts_total']),
            $n($state['posts_given'] ?? 0)
        )];
        if (($state['posts_unserved'] ?? 0) > 0) {
            $out[] = sprintf(
                /* translators: %s: a number */
                __('Items in a language the site does not serve (Polylang gave them another one), left out of the site: %s.', 'exchange-office-site'),
                $n($state['posts_unserved'])
            );
        }
        if (($state['pairs'] ?? 0) > 0) {
            $out[] = sprintf(
                /* translators: %s: a number */
                __('Translations linked as Polylang had linked them: %s.', 'exchange-office-site'),
                $n($state['pairs'])
            );
        }
        $out[] = sprintf(
            /* translators: 1: terms looked at, 2: all terms, 3: terms given a language */
            __('Categories, programme groups and library categories looked at: %1$s of %2$s. Given a language: %3$s (the one most of their posts have, otherwise the language of their name).', 'exchange-office-site'),
            $n($state['terms_seen'] ?? 0),
            ($state['terms_total'] ?? null) === null ? '…' : $n($state['terms_total']),
            $n($state['terms_given'] ?? 0)
        );
        if (($state['terms_unserved'] ?? 0) > 0) {
            $out[] = sprintf(
                /* translators: %s: a number */
                __('Categories of such a language, left out: %s.', 'exchange-office-site'),
                $n($state['terms_unserved'])
            );
        }
        $out[] = EOS_Day_One::running()
            ? self::still_running(EOS_Day_One::HOOK)
            : sprintf(
                /* translators: %s: date and time */
                __('Finished on %s.', 'exchange-office-site'),
                self::when((int) ($state['finished_at'] ?? 0))
            );
        $out[] = __('Editors correct an item’s language in its “Language and translation” box, or for many items at once in the lists of posts and pages: the filter “No language” shows the items without one, and the bulk action “Set the language” sets it.', 'exchange-office-site');
        return $out;
    }

    /** @return list<string> */
    public static function search_index(): array
    {
        $rows = EOS_Search_Table::count();
        $out = [sprintf(
            /* translators: %s: a number */
            __('Entries in the search index: %s.', 'exchange-office-site'),
            number_format_i18n($rows)
        )];
        if (EOS_Search_Table::ready()) {
            $out[] = __('The index is complete, and each save keeps it current.', 'exchange-office-site');
            return $out;
        }
        $state = EOS_Search_Build::state();
        if (EOS_Day_One::running()) {
            $out[] = __('The index will be built once every item has a language.', 'exchange-office-site');
        } elseif (($state['phase'] ?? 'clear') === 'clear') {
            $out[] = __('The index will be built from the start at the next run of WP-Cron.', 'exchange-office-site');
        } else {
            $out[] = sprintf(
                /* translators: 1: items read, 2: all items */
                __('The index is being built: %1$s of %2$s published items read.', 'exchange-office-site'),
                number_format_i18n((int) ($state['seen'] ?? 0)),
                number_format_i18n((int) ($state['total'] ?? 0))
            );
        }
        $out[] = sprintf(
            /* translators: %d: a number of items */
            __('Until it is complete, search looks for the words in the titles and summaries of the %d newest matching items only.', 'exchange-office-site'),
            EOS_Search_Fallback::CANDIDATES
        );
        $out[] = self::still_running(EOS_Search_Build::HOOK);
        return $out;
    }

    /**
     * One skipped item (EOS_Batch_Job::skipped) as HTML: its title, linked to its edit screen when
     * there is one, when it was skipped and what PHP said.
     * @param array{kind: string, id: int, title: string, error: string, at: int} $item
     */
    public static function skipped_item(array $item): string
    {
        $name = match ($item['kind']) {
            'named' => __('The texts of the site’s own pages (Site texts)', 'exchange-office-site'),
            'translations' => sprintf(
                /* translators: %s: titles of the items */
                __('Polylang’s translations of %s', 'exchange-office-site'),
                $item['title']
            ),
            default => $item['title'] !== '' ? $item['title'] : __('(no title)', 'exchange-office-site'),
        };
        $edit = match ($item['kind']) {
            'post' => get_edit_post_link($item['id'], 'raw'),
            'term' => get_edit_term_link($item['id']),
            default => null,
        };
        $html = $edit ? '<a href="' . esc_url($edit) . '">' . esc_html($name) . '</a>' : esc_html($name);
        $html .= ' — ' . esc_html(sprintf(
            /* translators: %s: date and time */
            __('skipped on %s', 'exchange-office-site'),
            self::when((int) $item['at'])
        ));
        if ($item['error'] !== '') {
            $html .= '. ' . esc_html__('The error:', 'exchange-office-site') . ' <code>' . esc_html($item['error']) . '</code>';
        }
        return $html;
    }

    private static function still_running(string $hook): string
    {
        $next = wp_next_scheduled($hook);
        return $next ? sprintf(
            /* translators: %s: date and time */
            __('Still running in the background (WP-Cron): the next batch is due on %s.', 'exchange-office-site'),
            self::when((int) $next)
        ) : __('Still running in the background (WP-Cron): a batch is under way.', 'exchange-office-site');
    }

    private static function when(int $timestamp): string
    {
        return wp_date(get_option('date_format') . ' ' . get_option('time_format'), $timestamp) ?: '';
    }
}
