import { z } from 'zod';
import { listAnswer, wpDate, wpId, wpIdList, wpList, wpRequiredText, wpText } from './primitives';

const libraryResourceSchema = z.object({
  id: wpId,
  title: wpRequiredText,
  description: wpText,
  /** Display name of the main category. */
  category: wpText,
  categories: wpIdList,
  file_type: wpText,
  file_size: wpText,
  file_url: wpText,
  date: wpDate,
  publication_date: wpDate,
});
export type LibraryResource = z.infer<typeof libraryResourceSchema>;

export const libraryListSchema = listAnswer('resources', libraryResourceSchema);
export type LibraryList = z.infer<typeof libraryListSchema>;

const libraryCategorySchema = z.object({ id: wpId, name: wpRequiredText });


export const libraryPageSchema = z.object({
  hero_title: wpRequiredText,
  hero_subtitle: wpText,
  hero_description: wpText,
  stats_resources_label: wpText,
  stats_categories_label: wpText,
  stats_downloads_number: wpText,
  stats_downloads_label: wpText,
  main_title: wpText,
  main_subtitle: wpText,
  all_resources_text: wpText,
  search_placeholder: wpText,
  download_text: wpText,
  no_results_title: wpText,
  no_results_description: wpText,
  no_results_search_text: wpText,
  clear_filters_text: wpText,
  additional_title: wpText,
  additional_subtitle: wpText,
  card1_title: wpText,
  card1_description: wpText,
  card1_button_text: wpText,
  card1_button_url: wpText,
  card2_title: wpText,
  card2_description: wpText,
  card2_button_text: wpText,
  card2_button_url: wpText,
  card3_title: wpText,
  card3_description: wpText,
  card3_button_text: wpText,
  card3_button_url: wpText,
  categories: wpList(libraryCategorySchema),
  resources: wpList(libraryResourceSchema),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;
