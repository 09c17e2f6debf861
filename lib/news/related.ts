import { RELATED_NEWS_MAX } from '@/lib/constants';
import { isListed, newestFirst, type Filterable } from './filter';

/** Spec part 1 §2: "up to 3 related latest news (current article excluded)". */
export function relatedNews<T extends Filterable>(items: readonly T[], currentId: number, max = RELATED_NEWS_MAX): T[] {
  return newestFirst(items.filter((item) => item.id !== currentId && isListed(item))).slice(0, max);
}
