export const about = {
  pageName: 'about',
  metaTitle: 'About the {product} Program',
  metaDescription: 'The {product} Program in Ukraine: our story, impact, mission, values and programs for students, young researchers and scholars.',
  featuresOf: 'Features of {title}',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    story_title: 'Our story',
    impact_title: 'Our impact',
    mission_title: 'Mission',
    programs_title: 'Programs',
    network_title: 'Global network',
  },
  /** Interface texts the CMS may replace in the page's translations map. */
  translations: {
    our_values: 'Our values',
    read_more: 'Learn more',
  },
};
