<?php
defined('ABSPATH') || exit;

/**
 * Writes refused for their secret (EOS_Writes::from_site), so that Site Health can say that the
 * site's write secret differs from WordPress's. One option, whatever arrives: per kind (a wrong
 * secret, none at all), the first and last time and how many since the first, counted afresh
 * once WINDOW has passed without one.
 */
final class EOS_Write_Refusals
{
    public const OPTION = 'eos_write_refusals';
    public const WRONG = 'wrong';
    public const MISSING = 'missing';
    /** Seconds in which refusals count: Site Health speaks of the last day. */
    public const WINDOW = DAY_IN_SECONDS;

    public static function record(string $kind, ?int $now = null): void
    {
        $now ??= time();
        $all = self::stored();
        $seen = self::recent($kind, $now);
        $all[$kind] = ['first' => $seen['first'] ?? $now, 'last' => $now, 'count' => ($seen['count'] ?? 0) + 1];
        update_option(self::OPTION, $all, false);
    }

    /** @return array{first: int, last: int, count: int}|null refusals of a kind within WINDOW */
    public static function recent(string $kind, ?int $now = null): ?array
    {
        $seen = self::stored()[$kind] ?? null;
        if (!is_array($seen) || (int) ($seen['last'] ?? 0) < ($now ?? time()) - self::WINDOW) {
            return null;
        }
        return ['first' => (int) ($seen['first'] ?? 0), 'last' => (int) $seen['last'], 'count' => (int) ($seen['count'] ?? 0)];
    }

    /** @return array<string, mixed> */
    private static function stored(): array
    {
        $all = get_option(self::OPTION, []);
        return is_array($all) ? array_intersect_key($all, [self::WRONG => 1, self::MISSING => 1]) : [];
    }
}
