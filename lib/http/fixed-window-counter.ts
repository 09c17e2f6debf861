/**
 * Attempt counts per key in fixed windows, in a bounded space: at most `capacity` keys, and a
 * constant amount of work per call (no sweep, no iteration over the keys).
 *
 * The windows live in a ring of `capacity` slots, appended in the order they start. Every window
 * has the same length, so that is also the order in which they end: expired slots are at the
 * ring's head, a few are released on each call, and when the ring is full the slot given up is
 * the one whose window ends soonest (the least to lose). A Map finds a key's slot.
 */
export interface Window {
  count: number;
  resetAt: number;
}

/** Expired slots released per call: more than the one a call may take, so the head keeps up. */
const EXPIRED_RELEASED_PER_CALL = 4;

export class FixedWindowCounter {
  private readonly slotOf = new Map<string, number>();
  private readonly keys: (string | undefined)[];
  private readonly counts: Uint32Array;
  private readonly resets: Float64Array;
  private head = 0;
  private used = 0;
  /** Live windows given up because the ring was full (a sign that the capacity is too small). */
  evictions = 0;

  constructor(
    readonly windowMs: number,
    readonly capacity: number,
  ) {
    if (!Number.isInteger(capacity) || capacity <= 0) throw new Error('capacity must be a positive integer');
    this.keys = new Array<string | undefined>(capacity).fill(undefined);
    this.counts = new Uint32Array(capacity);
    this.resets = new Float64Array(capacity);
  }

  /** Keys with a window (live or not yet released). */
  get size(): number {
    return this.slotOf.size;
  }

  /** Counts one attempt for the key and returns its window. */
  hit(key: string, now: number): Window {
    this.releaseExpired(now);
    const slot = this.slotOf.get(key);
    if (slot !== undefined && this.resets[slot]! > now) {
      this.counts[slot] = Math.min(this.counts[slot]! + 1, 0xffffffff);
      return { count: this.counts[slot]!, resetAt: this.resets[slot]! };
    }
    // A new window goes to the ring's tail; an ended one of the same key is left for the head.
    if (slot !== undefined) this.keys[slot] = undefined;
    if (this.used === this.capacity) this.releaseHead(now);
    const tail = (this.head + this.used) % this.capacity;
    this.used += 1;
    this.keys[tail] = key;
    this.counts[tail] = 1;
    this.resets[tail] = now + this.windowMs;
    this.slotOf.set(key, tail);
    return { count: 1, resetAt: now + this.windowMs };
  }

  /** The key's current window, counting nothing; undefined when it has none. */
  peek(key: string, now: number): Window | undefined {
    const slot = this.slotOf.get(key);
    if (slot === undefined || this.resets[slot]! <= now) return undefined;
    return { count: this.counts[slot]!, resetAt: this.resets[slot]! };
  }

  private releaseExpired(now: number) {
    for (let i = 0; i < EXPIRED_RELEASED_PER_CALL && this.used > 0 && this.resets[this.head]! <= now; i++) {
      this.releaseHead(now);
    }
  }

  private releaseHead(now: number) {
    const key = this.keys[this.head];
    if (key !== undefined) {
      this.slotOf.delete(key);
      this.keys[this.head] = undefined;
      if (this.resets[this.head]! > now) this.evictions += 1;
    }
    this.head = (this.head + 1) % this.capacity;
    this.used -= 1;
  }
}
