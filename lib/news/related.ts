import { RELATED_NEWS_MAX } from '@/lib/constants';
import { newestFirst, type Filterable } from './filter';
import { isPublic } from './visibility';

/** "up to 3 related latest news (current article excluded)". */
export function relatedNews<T extends Filterable>(items: readonly T[], currentId: number, max = RELATED_NEWS_MAX): T[] {
  return newestFirst(items.filter((item) => item.id !== currentId && isPublic(item))).slice(0, max);
}
