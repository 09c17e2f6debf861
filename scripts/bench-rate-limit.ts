/**
 * Memory and cost per call of the in-memory rate limiter at 1,000, 100,000 and 400,000 live keys
 * (the cost stays flat once the keys outgrow the CPU caches: no work grows with them).
 * Usage: NODE_OPTIONS=--expose-gc npx tsx scripts/bench-rate-limit.ts
 * (npm run bench:rate-limit). Keys look like the routes' own (address + post id).
 */
import { FixedWindowCounter } from '../lib/http/fixed-window-counter';
import { liveBytes } from './lib/heap';

const key = (i: number, net = 203) => `${net}.0.${(i >> 8) & 255}.${i & 255}:${1000 + (i % 97)}`;

function nsPerCall(run: () => void, calls: number): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / calls;
}

function measure(keys: number) {
  const calls = 1_000_000;
  const base = liveBytes();
  const counter = new FixedWindowCounter(600_000, keys);
  // Key strings are built here, as a request builds them, so the counter alone keeps them alive.
  for (let i = 0; i < keys; i++) counter.hit(key(i), 0);
  const bytes = liveBytes() - base;
  const existing = Array.from({ length: keys }, (_, i) => key(i));
  const newcomers = Array.from({ length: keys }, (_, i) => key(i, 198));
  const repeat = nsPerCall(() => {
    for (let i = 0; i < calls; i++) counter.hit(existing[(i * 7919) % keys]!, 1);
  }, calls);
  // Every call a key the full counter does not know: each one gives up the oldest window.
  const evicting = nsPerCall(() => {
    for (let i = 0; i < calls; i++) counter.hit(newcomers[(i * 7919) % keys]! + (i >= keys ? `:${i}` : ''), 2);
  }, calls);
  return { keys, mb: bytes / 1e6, bytesPerKey: Math.round(bytes / keys), repeat, evicting, size: counter.size };
}

measure(1000); // warm-up: let the JIT settle before the figures
for (const keys of [1000, 100_000, 400_000]) {
  const r = measure(keys);
  console.log(
    `${r.keys.toLocaleString('en')} keys: ${r.mb.toFixed(1)} MB (${r.bytesPerKey} bytes a key, key strings included), ` +
      `${(r.repeat / 1000).toFixed(2)} µs a call for a known key, ${(r.evicting / 1000).toFixed(2)} µs for a new key on a full counter; ` +
      `size stays ${r.size.toLocaleString('en')}`,
  );
}
