import type { Widen } from '../../widen';
import type { history as en } from '../en/history';

export const history: Widen<typeof en> = {
  pageName: 'сторінки «Історія»',
  metaTitle: 'Історія Програми {product}',
  metaDescription: 'Як Програма {product} розпочалася у 1946 році та стала сучасним партнерством України і США: віхи, партнерство та спадщина.',
  rangeLabel: 'Роки',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    timeline_title: 'Віхи',
    partnership_title: 'Партнерство',
    legacy_title: 'Спадщина',
  },
};
