import { plural } from '../../plural';

export const library = {
  pageName: 'library',
  metaTitle: 'Resource Library',
  metaDescription: 'Guides, reports and forms of the {product} Program in Ukraine.',
  filterLabel: 'Filter resources by category',
  categoryDropdown: 'Category',
  searchLabel: 'Search resources',
  allFallback: 'All resources',
  downloadFallback: 'Download',
  noResources: 'No resources found.',
  clearFallback: 'Clear filters',
  pagination: 'Library pages',
  resultsLabel: 'Resources',
  download: '{action}: {title} ({type}, {size})',
  fileType: 'File type',
  fileSize: 'Size',
  date: 'Date',
  /** Words beside the hero's counts, by plural form. */
  stats: {
    resources: plural('resource', 'resources'),
    categories: plural('category', 'categories'),
  },
};
