import { plural } from '../../plural';
import type { Widen } from '../../widen';
import type { library as en } from '../en/library';

export const library: Widen<typeof en> = {
  pageName: 'бібліотеки',
  metaTitle: 'Бібліотека ресурсів',
  metaDescription: 'Посібники, звіти та форми Програми {product} в Україні.',
  filterLabel: 'Фільтр ресурсів за категорією',
  categoryDropdown: 'Категорія',
  searchLabel: 'Пошук ресурсів',
  allFallback: 'Усі ресурси',
  downloadFallback: 'Завантажити',
  noResources: 'Ресурсів не знайдено.',
  clearFallback: 'Скинути фільтри',
  pagination: 'Сторінки бібліотеки',
  resultsLabel: 'Ресурси',
  download: '{action}: {title} ({type}, {size})',
  fileType: 'Тип файлу',
  fileSize: 'Розмір',
  date: 'Дата',
  stats: {
    resources: plural('ресурс', 'ресурси', 'ресурсів', 'ресурсу'),
    categories: plural('категорія', 'категорії', 'категорій', 'категорії'),
  },
};
