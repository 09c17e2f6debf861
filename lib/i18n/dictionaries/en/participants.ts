import { officeFigures } from '../../office-figures';
import { plural } from '../../plural';

export const participants = {
  metaTitle: 'Participants',
  metaDescription: 'Participants of the {product} Program in Ukraine: statistics by year and, soon, short profiles of our grantees.',
  heroTitle: 'Program participants',
  heroSubtitle: 'Ukrainians who studied, taught and did research in the United States',
  figures: officeFigures('en', {
    ukrainianAlumni: 'participants',
    yearsInUkraine: 'years',
  }),
  /** The word beside the counted programs, by plural form. */
  programsFigure: plural('program', 'programs'),
  statsTitle: 'Participants by year',
  statsCaption: 'Grantees selected each year',
  yearColumn: 'Year',
  countColumn: 'Participants',
  filtersTitle: 'Filter participants',
  filtersDisabled: 'Filters will be available when the profiles are published.',
  searchLabel: 'Search by name',
  searchPlaceholder: 'Name or field',
  yearLabel: 'Year',
  programLabel: 'Program',
  fieldLabel: 'Field',
  all: 'All',
  reset: 'Reset',
  found: plural('Found: {count} participant', 'Found: {count} participants'),
  progressTitle: 'Section in Progress',
  progressText: 'Short profiles of our participants will appear here soon. Meanwhile, read about them in the newsletters in our library.',
  progressLink: 'Newsletters in the library',
};
