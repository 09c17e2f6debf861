import type { Widen } from '../../widen';
import type { about as en } from '../en/about';

export const about: Widen<typeof en> = {
  pageName: 'сторінки «Про нас»',
  metaTitle: 'Про Програму {product}',
  metaDescription: 'Програма {product} в Україні: наша історія, вплив, місія, цінності та програми для студентів, молодих науковців і дослідників.',
  featuresOf: 'Переваги: {title}',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    story_title: 'Наша історія',
    impact_title: 'Наш вплив',
    mission_title: 'Місія',
    programs_title: 'Програми',
    network_title: 'Глобальна мережа',
  },
  /** Interface texts the CMS may replace in the page's translations map. */
  translations: {
    our_values: 'Наші цінності',
    read_more: 'Дізнатися більше',
  },
};
