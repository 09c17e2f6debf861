import type { Widen } from '../../widen';
import type { alumni as en } from '../en/alumni';

export const alumni: Widen<typeof en> = {
  pageName: 'Випускники',
  metaTitle: 'Випускники {product}',
  metaDescription: 'Спільнота випускників програми {product} в Україні: історії, глобальна мережа та способи залишатися на звʼязку.',
  filtersTitle: 'Знайти випускників',
  filtersDisabled: 'Пошук і фільтри запрацюють, щойно відкриється довідник випускників.',
  searchLabel: 'Пошук за іменем',
  allFields: 'Усі галузі',
  allYears: 'Усі роки',
  fields: ['Інженерія', 'Медицина', 'Економіка', 'Політологія', 'Комп’ютерні науки', 'Міжнародні відносини', 'Освіта', 'Мистецтво'],
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    stats_alumni_label: 'Випускників',
    stats_countries_label: 'Країн',
    stats_universities_label: 'Університетів',
    search_placeholder: 'Ім’я',
    filter_field_label: 'Галузь',
    filter_year_label: 'Рік',
    progress_title: 'Розділ у розробці',
    progress_text: 'Довідник випускників готується. А поки в нашій бібліотеці є публікації та бюлетені випускників.',
    progress_link_text: 'Перейти до бібліотеки',
    participants_link_text: 'Учасники програми',
    testimonials_title: 'Відгуки випускників',
    circle_title: 'Залишайтеся в колі',
    circle1_title: 'Асоціація випускників',
    circle1_description: 'Долучайтеся до випускників по всій Україні.',
    circle1_link_text: 'Докладніше',
    circle2_title: 'Події',
    circle2_description: 'Зустрічі, конференції та зустрічі випускників.',
    circle2_link_text: 'Переглянути події',
    circle3_title: 'Менторство',
    circle3_description: 'Допоможіть новим стипендіатам підготуватися до поїздки.',
    circle3_link_text: 'Стати ментором',
  },
};
