export const founder = {
  pageName: 'biography',
  metaTitle: 'J. William Fulbright',
  metaDescription: 'The life and legacy of Senator J. William Fulbright, who founded the international educational exchange program in 1946.',
  factsLabel: 'Key facts',
  bioTitle: 'Biography',
  bornLabel: 'Born',
  achievementsTitle: 'Achievements',
  legacyTitle: 'Legacy',
  missionTitle: 'Ideas that live on',
  navLabel: 'Continue reading',
};
