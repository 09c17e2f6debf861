<?php
defined('ABSPATH') || exit;

/**
 * Writes refused for their secret (EOS_Writes::from_site), so that Site Health can say that the
 * site's write secret differs from WordPress's: per kind (a wrong secret, none at all), in one
 * option (EOS_Recent_Events).
 */
final class EOS_Write_Refusals
{
    public const OPTION = 'eos_write_refusals';
    public const WRONG = 'wrong';
    public const MISSING = 'missing';
    /** Seconds in which refusals count: Site Health speaks of the last day. */
    public const WINDOW = EOS_Recent_Events::WINDOW;

    public static function record(string $kind, ?int $now = null): void
    {
        EOS_Recent_Events::record(self::OPTION, [self::WRONG, self::MISSING], $kind, '', $now);
    }

    /** @return array{first: int, last: int, count: int, detail: string}|null refusals of a kind within WINDOW */
    public static function recent(string $kind, ?int $now = null): ?array
    {
        return EOS_Recent_Events::recent(self::OPTION, [self::WRONG, self::MISSING], $kind, $now);
    }
}
