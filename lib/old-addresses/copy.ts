import { OLD_ADDRESSES } from '@/lib/constants';
import type { OldAddressEntry } from '@/lib/cms/schemas';
import type { KeptCopies, MapCopy } from './kept-copies';
import { buildOldAddressIndex, type OldAddressIndex } from './match';

/**
 * The process's copy of the old-address map, which the proxy looks addresses up in; never one
 * CMS read per address, so a crawler of old addresses cannot make the site hammer the CMS.
 * - A process starts from the copy kept on disk or in Redis (kept-copies.ts), and reads the map
 *   from the CMS when there is none or it is older than OLD_ADDRESSES.refreshAfterMs. An old
 *   address that arrives before a process has any copy waits for it (firstCopyWaitMs), then is
 *   answered 503 with Retry-After: a permanent redirect to a wrong place would stay in browsers
 *   and search engines.
 * - The revalidation webhook makes a new copy at once (`refresh`); reads asked while one runs are
 *   joined into one more read after it. With REDIS_URL the new copy goes to Redis, and every other
 *   instance takes it at its next look-up (at most one check a second); a copy older than
 *   refreshAfterMs is made again by one instance at a time.
 * - A failed read keeps the copy in use and is tried again after retryAfterMs at the earliest.
 * Everything lives in one object on `globalThis` (copyHolder), so that the proxy and the webhook's
 * route, which Next bundles apart, share it in one process.
 */

export interface CopyDeps {
  /** Reads the whole map from the CMS (throws when the CMS fails). */
  read: () => Promise<OldAddressEntry[]>;
  kept: KeptCopies;
  /** The CMS the copy is of (kept copies of another are ignored). */
  source: string;
  /** Whether the proxy may redirect to a target (targets.ts). */
  allowed: (target: string) => boolean;
  now: () => number;
  log: (line: string) => void;
}

export interface OldAddressCopy {
  /** The index to look an address up in; null when the process has none yet (or could not make one). */
  index(): Promise<OldAddressIndex | null>;
  /** Makes a new copy from the CMS now (the webhook); resolves when it is in use. */
  refresh(): Promise<void>;
}

export function createOldAddressCopy(deps: CopyDeps): OldAddressCopy {
  let index: OldAddressIndex | null = null;
  let madeAt = 0;
  let making: Promise<void> | null = null;
  let again = false;
  let failedAt = Number.NEGATIVE_INFINITY;
  let opening: Promise<void> | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking = false;

  function adopt(copy: MapCopy, from: string): void {
    const started = deps.now();
    index = buildOldAddressIndex(copy.entries, deps.allowed);
    madeAt = copy.madeAt;
    deps.log(`[old-addresses] ${index.size} addresses from ${copy.entries.length} items in use (${from}, made ${new Date(copy.madeAt).toISOString()}; indexed in ${deps.now() - started} ms)`);
  }

  /** One read of the map from the CMS at a time; a refresh asked meanwhile makes one more after it. */
  function make(): Promise<void> {
    if (making) {
      again = true;
      return making;
    }
    making = (async () => {
      try {
        do {
          again = false;
          const started = deps.now();
          const entries = await deps.read();
          const copy: MapCopy = { source: deps.source, madeAt: deps.now(), entries };
          adopt(copy, `read from the CMS in ${copy.madeAt - started} ms`);
          await deps.kept.keep(copy).catch((error: unknown) => deps.log(`[old-addresses] could not keep the copy: ${String(error)}`));
        } while (again);
      } catch (error) {
        failedAt = deps.now();
        deps.log(`[old-addresses] the map could not be read (${error instanceof Error ? error.message : String(error)}): ${index ? 'the copy in use stays' : 'old addresses answer 503'}; next try in ${OLD_ADDRESSES.retryAfterMs / 1000} s at the earliest`);
      } finally {
        making = null;
      }
    })();
    return making;
  }

  /** A process's first copy: a kept one, else (or when it is old) a read from the CMS. */
  function open(): Promise<void> {
    opening ??= (async () => {
      const kept = await deps.kept.read().catch(() => null);
      if (kept) adopt(kept, 'kept copy');
      if (!kept || deps.now() - kept.madeAt > OLD_ADDRESSES.refreshAfterMs) await make();
    })().finally(() => {
      opening = null;
    });
    return opening;
  }

  /** Another instance's newer copy (Redis), looked for at most once per sharedCheckMs. */
  async function takeShared(): Promise<void> {
    const now = deps.now();
    if (checking || now - checkedAt < OLD_ADDRESSES.sharedCheckMs) return;
    checking = true;
    checkedAt = now;
    try {
      const newer = await deps.kept.newerShared(madeAt);
      if (newer && newer.madeAt > madeAt) adopt(newer, 'shared copy');
    } finally {
      checking = false;
    }
  }

  const mayRetry = () => deps.now() - failedAt >= OLD_ADDRESSES.retryAfterMs;

  async function refreshStale(): Promise<void> {
    if (making || !mayRetry()) return;
    if (await deps.kept.claimRefresh()) await make();
    else await takeShared();
  }

  return {
    async index() {
      if (!index) {
        if (opening || making || mayRetry()) {
          let timer: NodeJS.Timeout | undefined;
          const waited = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, OLD_ADDRESSES.firstCopyWaitMs);
          });
          await Promise.race([making ?? open(), waited]).finally(() => clearTimeout(timer));
        }
        return index;
      }
      if (deps.now() - madeAt > OLD_ADDRESSES.refreshAfterMs) void refreshStale();
      else void takeShared().catch(() => undefined);
      return index;
    },
    refresh: make,
  };
}
