import { plural } from '../../plural';

export const team = {
  pageName: 'team',
  metaTitle: 'Our team',
  metaDescription: 'Meet the people of the {product} Program in Ukraine: program officers, coordinators and advisers who help applicants and alumni.',
  /** The word beside the hero's member count, by plural form. */
  statsMembers: plural('staff member', 'staff members'),
  email: 'E-mail',
  phone: 'Phone',
  officeHours: 'Office hours',
  photoOf: 'Photo of {name}',
  loading: 'Loading gallery...',
  openPhoto: 'Open photo: {title}',
  untitledPhoto: 'Team photo {number}',
  noMembers: 'Team information will appear here soon.',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    team_section_title: 'Our team',
    gallery_title: 'Team gallery',
    values_title: 'Our values',
    show_more_text: 'Show more',
    show_less_text: 'Show less',
    key_achievements_text: 'Key achievements',
    gallery_button_text: 'Load more',
    no_gallery_text: 'Gallery is empty',
    gallery_coming_soon: 'Photos will appear here soon',
  },
};
