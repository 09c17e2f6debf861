import { OFFICE_FIGURES as F } from '@/lib/office/figures';
import type { Widen } from '../../widen';
import type { stories as en } from '../en/stories';

export const stories: Widen<typeof en> = {
  pageName: 'Історії',
  metaTitle: 'Історії випускників',
  metaDescription: 'Історії випускників програми {product} з України: дослідження, викладання й навчання у США та те, що було після.',
  statStories: { one: 'Історія', few: 'Історії', many: 'Історій', other: 'Історії' },
  statYears: { one: 'Рік', few: 'Роки', many: 'Років', other: 'Року' },
  statPrograms: { one: 'Програма', few: 'Програми', many: 'Програм', other: 'Програми' },
  filtersTitle: 'Знайти історію',
  searchLabel: 'Пошук',
  searchPlaceholder: 'Ім’я, посада або текст',
  yearLabel: 'Рік',
  allYears: 'Усі роки',
  programLabel: 'Програма',
  allPrograms: 'Усі програми',
  pagination: 'Сторінки історій',
  reset: 'Скинути фільтри',
  found: { one: '{count} історія', few: '{count} історії', many: '{count} історій', other: '{count} історії' },
  noStories: 'Історій не знайдено',
  noStoriesHint: 'Спробуйте інший запит або скиньте фільтри.',
  readFull: 'Читати повністю',
  showLess: 'Згорнути',
  photoOf: 'Фото: {name}',
  network: {
    title: 'Глобальна мережа',
    subtitle: 'Українські випускники — частина однієї з найбільших спільнот обміну у світі.',
    cta: 'Долучитися до спільноти',
    meet: 'Знайомтеся з випускниками {product}',
    figures: [
      { value: F.alumniWorldwide.uk, label: 'випускників у світі' },
      { value: F.countries.uk, label: 'країн' },
      { value: F.yearsOfExchange.uk, label: 'років обмінів' },
      { value: F.ukrainianAlumni.uk, label: 'випускників з України' },
    ],
  },
};
