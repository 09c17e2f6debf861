import type { Widen } from '../../widen';
import type { history as en } from '../en/history';

export const history: Widen<typeof en> = {
  pageName: 'сторінки «Історія»',
  metaTitle: 'Історія Програми {product}',
  metaDescription: 'Як Програма {product} розпочалася у 1946 році та стала сучасним партнерством України і США: віхи, партнерство та спадщина.',
  rangeLabel: 'Роки',
  timelineTitle: 'Віхи',
  partnershipTitle: 'Партнерство',
  legacyTitle: 'Спадщина',
};
