import path from 'node:path';
import { readOldAddresses } from '@/lib/cms/old-addresses';
import { config } from '@/lib/config';
import { createOldAddressCopy, type OldAddressCopy } from './copy';
import { keptCopies } from './kept-copies';
import { isAllowedTarget } from './targets';

const HOLDER = Symbol.for('exchange-office-site.old-addresses');

/**
 * The one copy of the old-address map in this process. Next bundles the proxy and the route
 * handlers apart, each with its own instance of this module; the copy lives on `globalThis`, so
 * the webhook's refresh is the copy the proxy reads.
 */
export function processOldAddressCopy(): OldAddressCopy {
  const holder = globalThis as { [HOLDER]?: OldAddressCopy };
  if (!holder[HOLDER]) {
    const source = config.cmsApiUrl ?? `embedded:${path.resolve(config.contentDir)}`;
    holder[HOLDER] = createOldAddressCopy({
      read: () => readOldAddresses(),
      kept: keptCopies(source, config.redisUrl),
      source,
      allowed: (target) => isAllowedTarget(target, config.cmsApiUrl),
      now: Date.now,
      log: (line) => console.info(line),
    });
  }
  return holder[HOLDER];
}
