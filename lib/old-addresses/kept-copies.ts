import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { REDIS_KEY_PREFIX, sharedRedis, timeLimited, type SharedRedis } from '@/lib/cache/redis.mjs';
import { oldAddressEntrySchema, type OldAddressEntry } from '@/lib/cms/schemas';
import { z } from 'zod';

/**
 * Where a copy of the map is kept beside the process's memory, so that a process that starts has
 * one at once and the instances share the one the webhook's instance made:
 * - on disk, `.next/cache/old-addresses.json.gz` (the process's own, across restarts);
 * - with REDIS_URL, in Redis (one for every instance), with its version in a key of its own that
 *   each instance reads at most once a second (OLD_ADDRESSES.sharedCheckMs).
 * A copy names the CMS it was read from: a copy of another CMS (a build against the other one,
 * another site sharing Redis) is never used.
 */

export interface MapCopy {
  /** The CMS it was read from (CMS_API_URL, or the embedded content's folder). */
  source: string;
  /** When it was read from the CMS (ms since the epoch): its version. */
  madeAt: number;
  entries: OldAddressEntry[];
}

const copySchema = z.object({ source: z.string(), madeAt: z.number(), entries: z.array(oldAddressEntrySchema) });

const pack = (copy: MapCopy) => gzipSync(JSON.stringify(copy));

function unpack(packed: Buffer, source: string): MapCopy | null {
  try {
    const copy = copySchema.parse(JSON.parse(gunzipSync(packed).toString('utf8')));
    return copy.source === source ? copy : null;
  } catch {
    return null;
  }
}

export interface KeptCopies {
  /** The newest kept copy of this CMS, or null. */
  read(): Promise<MapCopy | null>;
  /** The shared copy, when it is newer than the copy made at `madeAt`; null otherwise. */
  newerShared(madeAt: number): Promise<MapCopy | null>;
  /** Whether this instance may make the next copy (one instance at a time, with Redis). */
  claimRefresh(): Promise<boolean>;
  keep(copy: MapCopy): Promise<void>;
}

const DISK_FILE = path.join(process.cwd(), '.next', 'cache', 'old-addresses.json.gz');
/** How long one instance's claim to refresh the shared copy lasts (longer than reading the map takes). */
const CLAIM_MS = 60_000;

/** The copies of the process: on disk, and in Redis when REDIS_URL is set. */
export function keptCopies(source: string, redisUrl: string | undefined, file = DISK_FILE): KeptCopies {
  const redis: SharedRedis | null = sharedRedis(redisUrl);
  const key = `${REDIS_KEY_PREFIX}old-addresses:${Buffer.from(source).toString('base64url')}`;

  /** A Redis command's answer, or undefined while Redis cannot be reached (the disk copy then serves). */
  async function shared<T>(run: (r: SharedRedis) => Promise<T>): Promise<T | undefined> {
    if (!redis) return undefined;
    await redis.connecting;
    if (!redis.available()) return undefined;
    try {
      return await timeLimited(run(redis));
    } catch (error) {
      redis.failed(error);
      return undefined;
    }
  }

  const sharedCopy = async () => {
    const packed = await shared((r) => r.client.get(`${key}:copy`));
    return typeof packed === 'string' ? unpack(Buffer.from(packed, 'base64'), source) : null;
  };

  return {
    async read() {
      const onDisk = await readFile(file).then((packed) => unpack(packed, source), () => null);
      const inRedis = await sharedCopy();
      return [onDisk, inRedis].reduce<MapCopy | null>((newest, copy) => (copy && (!newest || copy.madeAt > newest.madeAt) ? copy : newest), null);
    },
    async newerShared(madeAt) {
      const version = Number((await shared((r) => r.client.get(`${key}:version`))) ?? NaN);
      return Number.isFinite(version) && version > madeAt ? sharedCopy() : null;
    },
    async claimRefresh() {
      if (!redis) return true;
      const claimed = await shared((r) => r.client.set(`${key}:claim`, String(process.pid), { condition: 'NX', expiration: { type: 'PX', value: CLAIM_MS } }));
      // Redis unreachable: each instance makes its own, as without Redis.
      return claimed === undefined || claimed === 'OK';
    },
    async keep(copy) {
      const packed = pack(copy);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, packed);
      await rename(temporary, file);
      await shared(async (r) => {
        await r.client.set(`${key}:copy`, packed.toString('base64'));
        await r.client.set(`${key}:version`, String(copy.madeAt));
        await r.client.del(`${key}:claim`);
      });
    },
  };
}
