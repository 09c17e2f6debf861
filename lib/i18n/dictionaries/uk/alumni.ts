import type { Widen } from '../../widen';
import type { alumni as en } from '../en/alumni';

export const alumni: Widen<typeof en> = {
  pageName: 'Випускники',
  metaTitle: 'Випускники {product}',
  metaDescription: 'Спільнота випускників програми {product} в Україні: історії, глобальна мережа та способи залишатися на звʼязку.',
  statsAlumni: 'Випускників',
  statsCountries: 'Країн',
  statsUniversities: 'Університетів',
  filtersTitle: 'Знайти випускників',
  filtersDisabled: 'Пошук і фільтри запрацюють, щойно відкриється довідник випускників.',
  searchLabel: 'Пошук за іменем',
  searchPlaceholder: 'Ім’я',
  fieldLabel: 'Галузь',
  allFields: 'Усі галузі',
  yearLabel: 'Рік',
  allYears: 'Усі роки',
  fields: ['Інженерія', 'Медицина', 'Економіка', 'Політологія', 'Комп’ютерні науки', 'Міжнародні відносини', 'Освіта', 'Мистецтво'],
  progressTitle: 'Розділ у розробці',
  progressText: 'Довідник випускників готується. А поки в нашій бібліотеці є публікації та бюлетені випускників.',
  progressLink: 'Перейти до бібліотеки',
  participantsLink: 'Учасники програми',
  testimonialsTitle: 'Відгуки випускників',
  circleTitle: 'Залишайтеся в колі',
  circles: [
    { title: 'Асоціація випускників', description: 'Долучайтеся до випускників по всій Україні.', link: 'Докладніше' },
    { title: 'Події', description: 'Зустрічі, конференції та зустрічі випускників.', link: 'Переглянути події' },
    { title: 'Менторство', description: 'Допоможіть новим стипендіатам підготуватися до поїздки.', link: 'Стати ментором' },
  ],
};
