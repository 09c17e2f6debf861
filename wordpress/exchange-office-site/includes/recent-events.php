<?php
defined('ABSPATH') || exit;

/**
 * Events Site Health speaks of (a write refused for its secret, a confirmation mail that could not
 * be sent, the newsletter's daily limit reached), kept in one option per kind of event whatever
 * arrives: per event, the first and last time, how many since the first and the last detail,
 * counted afresh once WINDOW has passed without one.
 */
final class EOS_Recent_Events
{
    /** Seconds in which events count: Site Health speaks of the last day. */
    public const WINDOW = DAY_IN_SECONDS;

    /** @param list<string> $kinds the events the option keeps */
    public static function record(string $option, array $kinds, string $kind, string $detail = '', ?int $now = null): void
    {
        $now ??= time();
        $all = self::stored($option, $kinds);
        $seen = self::recent($option, $kinds, $kind, $now);
        $all[$kind] = ['first' => $seen['first'] ?? $now, 'last' => $now, 'count' => ($seen['count'] ?? 0) + 1, 'detail' => mb_substr($detail, 0, 500, 'UTF-8')];
        update_option($option, $all, false);
    }

    /**
     * @param list<string> $kinds
     * @return array{first: int, last: int, count: int, detail: string}|null the events of a kind within WINDOW
     */
    public static function recent(string $option, array $kinds, string $kind, ?int $now = null): ?array
    {
        $seen = self::stored($option, $kinds)[$kind] ?? null;
        if (!is_array($seen) || (int) ($seen['last'] ?? 0) < ($now ?? time()) - self::WINDOW) {
            return null;
        }
        return ['first' => (int) ($seen['first'] ?? 0), 'last' => (int) $seen['last'], 'count' => (int) ($seen['count'] ?? 0), 'detail' => (string) ($seen['detail'] ?? '')];
    }

    /** @param list<string> $kinds @return array<string, mixed> */
    private static function stored(string $option, array $kinds): array
    {
        $all = get_option($option, []);
        return is_array($all) ? array_intersect_key($all, array_flip($kinds)) : [];
    }
}
