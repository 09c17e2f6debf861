import { officeFigures } from '../../office-figures';
import { plural } from '../../plural';
import type { Widen } from '../../widen';
import type { stories as en } from '../en/stories';

export const stories: Widen<typeof en> = {
  pageName: 'Історії',
  metaTitle: 'Історії випускників',
  metaDescription: 'Історії випускників програми {product} з України: дослідження, викладання й навчання у США та те, що було після.',
  statStories: plural('Історія', 'Історії', 'Історій', 'Історії'),
  statYears: plural('Рік', 'Роки', 'Років', 'Року'),
  statPrograms: plural('Програма', 'Програми', 'Програм', 'Програми'),
  filtersTitle: 'Знайти історію',
  searchLabel: 'Пошук',
  searchPlaceholder: 'Ім’я, посада або текст',
  yearLabel: 'Рік',
  allYears: 'Усі роки',
  programLabel: 'Програма',
  allPrograms: 'Усі програми',
  pagination: 'Сторінки історій',
  reset: 'Скинути фільтри',
  found: plural('{count} історія', '{count} історії', '{count} історій', '{count} історії'),
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
    figures: officeFigures('uk', {
      alumniWorldwide: 'випускників у світі',
      countries: 'країн',
      yearsOfExchange: 'років обмінів',
      ukrainianAlumni: 'випускників з України',
    }),
  },
};
