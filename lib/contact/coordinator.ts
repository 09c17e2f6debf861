import { EXPAND_THRESHOLD } from '@/lib/constants';

/**
 * "Coordinator description is truncated to 150 characters with an ellipsis until
 * expanded." Returns null when the text is short enough to show whole (no toggle).
 */
export function truncatedDescription(text: string, limit = EXPAND_THRESHOLD): string | null {
  const clean = text.trim();
  if (clean.length <= limit) return null;
  return `${clean.slice(0, limit).trimEnd()}…`;
}
