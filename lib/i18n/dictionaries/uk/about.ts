import type { Widen } from '../../widen';
import type { about as en } from '../en/about';

export const about: Widen<typeof en> = {
  pageName: 'сторінки «Про нас»',
  metaTitle: 'Про Програму {product}',
  metaDescription: 'Програма {product} в Україні: наша історія, вплив, місія, цінності та програми для студентів, молодих науковців і дослідників.',
  storyTitle: 'Наша історія',
  impactTitle: 'Наш вплив',
  missionTitle: 'Місія',
  valuesTitle: 'Наші цінності',
  programsTitle: 'Програми',
  networkTitle: 'Глобальна мережа',
  learnMore: 'Дізнатися більше',
  featuresOf: 'Переваги: {title}',
};
