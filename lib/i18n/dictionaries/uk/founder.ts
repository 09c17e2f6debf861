import type { Widen } from '../../widen';
import type { founder as en } from '../en/founder';

export const founder: Widen<typeof en> = {
  pageName: 'біографії',
  metaTitle: 'Джеймс Вільям Фулбрайт',
  metaDescription: 'Життя і спадщина сенатора Джеймса Вільяма Фулбрайта, який у 1946 році заснував міжнародну програму освітніх обмінів.',
  factsLabel: 'Ключові факти',
  navLabel: 'Читати далі',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    bio_title: 'Біографія',
    achievements_title: 'Досягнення',
    legacy_title: 'Спадщина',
    mission_title: 'Ідеї, що живуть далі',
  },
  /** Interface texts the CMS may replace in the page's translations map. */
  translations: {
    born: 'Народився',
  },
};
