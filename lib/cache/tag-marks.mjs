// @ts-check
import { REDIS_KEY_PREFIX, timeLimited } from './redis.mjs';

/**
 * Revalidated tags, shared by every instance through Redis.
 *
 * Each process records revalidated tags ({stale, expired} times per tag, tag-times.mjs) and
 * judges every cache entry by them: an entry older than its tag's `stale` time is served once
 * more while it is regenerated, one older than a passed `expired` time is regenerated before it
 * is served. `revalidateTag` on one instance records the times on that instance only. Here the
 * instance that revalidates publishes its times to a Redis hash, and every instance copies the
 * times of an entry's tags into its own record before it judges the entry: the same rules as
 * with one instance.
 *
 * Each mark carries the time of the call (`at`): the newest call wins, in Redis (a Lua script
 * compares before writing) and in each manifest. Marks made while Redis is unreachable wait in
 * memory and are published when it is back.
 */

/**
 * @typedef {import('./tag-times.mjs').TagTimes} ManifestEntry
 * @typedef {ManifestEntry & { at: number }} Mark
 * @typedef {import('./redis.mjs').SharedRedis} SharedRedis
 */

export const TAG_MARKS_KEY = `${REDIS_KEY_PREFIX}tag-marks`;

/** Writes each mark unless Redis holds a newer one for its tag. ARGV: tag, mark JSON, at, … */
const PUBLISH_SCRIPT = `
for i = 1, #ARGV, 3 do
  local current = redis.call('HGET', KEYS[1], ARGV[i])
  if (not current) or ((tonumber(cjson.decode(current).at) or 0) < tonumber(ARGV[i + 2])) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 1`;

/**
 * @param {unknown} text
 * @returns {Mark | null}
 */
function parseMark(text) {
  if (typeof text !== 'string') return null;
  try {
    const value = JSON.parse(text);
    if (typeof value?.at !== 'number') return null;
    /** @type {Mark} */
    const mark = { at: value.at };
    if (typeof value.stale === 'number') mark.stale = value.stale;
    if (typeof value.expired === 'number') mark.expired = value.expired;
    return mark;
  } catch {
    return null;
  }
}

/**
 * @param {{ redis: SharedRedis, manifest: Map<string, ManifestEntry>, now?: () => number }} options
 */
export function createTagMarks({ redis, manifest, now = Date.now }) {
  /** When the mark each tag of the local manifest came from was made. */
  const appliedAt = new Map();
  /** Marks made while Redis was unreachable, by tag. */
  /** @type {Map<string, Mark>} */
  const pending = new Map();

  /** @param {Map<string, Mark>} marks */
  async function write(marks) {
    const args = [...marks].flatMap(([tag, mark]) => [tag, JSON.stringify(mark), String(mark.at)]);
    await timeLimited(redis.client.eval(PUBLISH_SCRIPT, { keys: [TAG_MARKS_KEY], arguments: args }));
  }

  async function flushPending() {
    if (pending.size === 0 || !redis.available()) return;
    const marks = new Map(pending);
    pending.clear();
    try {
      await write(marks);
    } catch (error) {
      for (const [tag, mark] of marks) if (!pending.has(tag)) pending.set(tag, mark);
      redis.failed(error);
    }
  }
  redis.onReady(() => void flushPending());

  return {
    /**
     * Shares what this instance's record now says about `tags` (call after its own
     * revalidateTag has updated it).
     * @param {string[]} tags
     */
    async publish(tags) {
      const at = now();
      for (const tag of tags) {
        pending.set(tag, { ...manifest.get(tag), at });
        appliedAt.set(tag, at);
      }
      await flushPending();
    },

    /**
     * Copies the shared marks of `tags` into this instance's manifest where they are newer.
     * @param {string[]} tags
     */
    async sync(tags) {
      const unique = [...new Set(tags)].filter(Boolean);
      if (unique.length === 0) return;
      await redis.connecting;
      if (!redis.available()) return;
      await flushPending();
      let values;
      try {
        values = await timeLimited(redis.client.hmGet(TAG_MARKS_KEY, unique));
      } catch (error) {
        redis.failed(error);
        return;
      }
      unique.forEach((tag, index) => {
        const mark = parseMark(values[index]);
        if (!mark || mark.at <= (appliedAt.get(tag) ?? 0)) return;
        const { at, ...entry } = mark;
        manifest.set(tag, entry);
        appliedAt.set(tag, at);
      });
    },

    /** Marks still waiting for Redis (tests, logs). */
    get pendingCount() {
      return pending.size;
    },
  };
}
