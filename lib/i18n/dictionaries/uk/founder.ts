import type { Widen } from '../../widen';
import type { founder as en } from '../en/founder';

export const founder: Widen<typeof en> = {
  pageName: 'біографії',
  metaTitle: 'Джеймс Вільям Фулбрайт',
  metaDescription: 'Життя і спадщина сенатора Джеймса Вільяма Фулбрайта, який у 1946 році заснував міжнародну програму освітніх обмінів.',
  factsLabel: 'Ключові факти',
  bioTitle: 'Біографія',
  bornLabel: 'Народився',
  achievementsTitle: 'Досягнення',
  legacyTitle: 'Спадщина',
  missionTitle: 'Ідеї, що живуть далі',
  navLabel: 'Читати далі',
};
