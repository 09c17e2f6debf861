import type { Widen } from '../../widen';
import type { exhibition as en } from '../en/exhibition';

export const exhibition: Widen<typeof en> = {
  pageName: 'фотовиставки',
  metaTitle: 'Фотовиставка',
  metaDescription: 'Онлайн-фотовиставка Програми {product} в Україні: архівні та сучасні світлини, хронологія подій і автори фотографій.',
  heroLabel: 'Виставка',
  datesLabel: 'Дати',
  galleryTitle: 'Галерея',
  gallerySubtitle: 'Натисніть на світлину, щоб переглянути її на весь екран.',
  galleryLoading: 'Завантаження галереї...',
  authorsLoading: 'Завантаження авторів...',
  noAuthors: 'Авторів не знайдено.',
  readMore: 'Читати далі',
  readMoreAbout: 'про автора: {name}',
  avatarOf: 'Портрет: {name}',
  defaultPhotographer: 'Архів Програми {product}',
  defaultGallery: [
    { title: 'Перші стипендіати', description: 'Київ, 1992' },
    { title: 'Бібліотека вночі', description: 'Енн-Арбор, 2016' },
    { title: 'Урок англійської', description: 'Харків, 2018' },
    { title: 'Клас в укритті', description: 'Харків, 2022' },
    { title: 'Зустріч випускників', description: 'Львів, 2023' },
    { title: 'Випускна церемонія', description: 'Блумінгтон, 2019' },
    { title: 'Повернення додому', description: 'Бориспіль, 2019' },
    { title: 'Конференція випускників', description: 'Київ, 2024' },
  ],
  gallery: {
    label: 'Фотогалерея',
    openImage: 'Відкрити фото: {title}',
    untitled: 'Фото {number}',
    pages: 'Сторінки галереї',
  },
  timeline: {
    instruction: 'Перетягніть або проведіть, щоб переглянути хронологію',
    keyboardHint: 'Гортайте хронологію клавішами зі стрілками, Home та End.',
    region: 'Хронологія подій, прокручується',
    empty: 'Немає подій для відображення',
    loading: 'Завантаження хронології...',
  },
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    about_title: 'Виставка',
    timeline_title: 'Хронологія',
    authors_title: 'Автори',
  },
};
