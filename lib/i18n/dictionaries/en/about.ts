export const about = {
  pageName: 'about',
  metaTitle: 'About the {product} Program',
  metaDescription: 'The {product} Program in Ukraine: our story, impact, mission, values and programs for students, young researchers and scholars.',
  storyTitle: 'Our story',
  impactTitle: 'Our impact',
  missionTitle: 'Mission',
  valuesTitle: 'Our values',
  programsTitle: 'Programs',
  networkTitle: 'Global network',
  learnMore: 'Learn more',
  featuresOf: 'Features of {title}',
};
