import { z } from 'zod';
import { wpDate, wpId, wpNumber, wpRequiredText, wpText } from './primitives';

export { SEARCH_TYPES, type SearchType } from '../search-types';

const searchResultSchema = z.object({
  id: wpId,
  type: z.enum(['news', 'program', 'page', 'team']),
  title: wpRequiredText,
  excerpt: wpText,
  url: wpText,
  date: wpDate,
  highlight: wpText,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  total: wpNumber,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
