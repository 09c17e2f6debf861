export const founder = {
  pageName: 'biography',
  metaTitle: 'J. William Fulbright',
  metaDescription: 'The life and legacy of Senator J. William Fulbright, who founded the international educational exchange program in 1946.',
  factsLabel: 'Key facts',
  navLabel: 'Continue reading',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    bio_title: 'Biography',
    achievements_title: 'Achievements',
    legacy_title: 'Legacy',
    mission_title: 'Ideas that live on',
  },
  /** Interface texts the CMS may replace in the page's translations map. */
  translations: {
    born: 'Born',
  },
};
