import type { Widen } from '../../widen';
import type { stories as en } from '../en/stories';

export const stories: Widen<typeof en> = {
  pageName: 'Історії',
  metaTitle: 'Історії випускників',
  metaDescription: 'Історії випускників програми {product} з України: дослідження, викладання й навчання у США та те, що було після.',
  statStories: 'Історій',
  statYears: 'Років',
  statPrograms: 'Програм',
  filtersTitle: 'Знайти історію',
  searchLabel: 'Пошук',
  searchPlaceholder: 'Ім’я, посада або текст',
  yearLabel: 'Рік',
  allYears: 'Усі роки',
  programLabel: 'Програма',
  allPrograms: 'Усі програми',
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
      { value: '400 000+', label: 'випускників у світі' },
      { value: '160+', label: 'країн' },
      { value: '75+', label: 'років обмінів' },
      { value: '1 000+', label: 'випускників з України' },
    ],
  },
};
