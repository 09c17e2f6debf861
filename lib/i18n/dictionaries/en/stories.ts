import { officeFigures } from '../../office-figures';
import { plural } from '../../plural';

export const stories = {
  pageName: 'stories',
  metaTitle: 'Alumni stories',
  metaDescription: 'Stories of {product} alumni from Ukraine: research, teaching and study in the United States, and what came after.',
  statStories: plural('Story', 'Stories'),
  statYears: plural('Year', 'Years'),
  statPrograms: plural('Program', 'Programs'),
  filtersTitle: 'Find a story',
  searchLabel: 'Search',
  searchPlaceholder: 'Name, position or text',
  yearLabel: 'Year',
  allYears: 'All years',
  programLabel: 'Program',
  allPrograms: 'All programs',
  pagination: 'Story pages',
  reset: 'Reset filters',
  found: plural('{count} story', '{count} stories'),
  noStories: 'No stories found',
  noStoriesHint: 'Try another search or reset the filters.',
  readFull: 'Read full story',
  showLess: 'Show less',
  photoOf: 'Photo of {name}',
  network: {
    title: 'A global network',
    subtitle: 'Ukrainian alumni are part of one of the world’s largest exchange communities.',
    cta: 'Join the community',
    meet: 'Meet Our {product}ers',
    figures: officeFigures('en', {
      alumniWorldwide: 'alumni worldwide',
      countries: 'countries',
      yearsOfExchange: 'years of exchange',
      ukrainianAlumni: 'Ukrainian alumni',
    }),
  },
};
