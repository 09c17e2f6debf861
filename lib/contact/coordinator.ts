import { EXPAND_THRESHOLD } from '@/lib/constants';
import { cutAt } from '@/lib/html/cut';

/**
 * "Coordinator description is truncated to 150 characters with an ellipsis until
 * expanded." Returns null when the text is short enough to show whole (no toggle).
 */
export function truncatedDescription(text: string, limit = EXPAND_THRESHOLD): string | null {
  return cutAt(text.trim(), limit);
}
