export const history = {
  pageName: 'history',
  metaTitle: 'History of the {product} Program',
  metaDescription: 'How the {product} Program began in 1946 and grew into the Ukraine–U.S. partnership of today: milestones, partnership and legacy.',
  rangeLabel: 'Years',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    timeline_title: 'Milestones',
    partnership_title: 'Partnership',
    legacy_title: 'Legacy',
  },
};
