import type { GlobalBlock } from '@/lib/cms/schemas';

/** Global blocks at one position: start, after_content, after_section_N (1-based) or end. */
export function blocksAt(blocks: GlobalBlock[], position: string): GlobalBlock[] {
  return blocks.filter((b) => b.position === position);
}
