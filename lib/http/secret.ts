import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of two secrets (SHA-256 digests, so lengths never differ). */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
