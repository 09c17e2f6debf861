import type { Widen } from '../../widen';
import type { ui as en } from '../en/ui';

export const ui: Widen<typeof en> = {
  lightbox: {
    dialog: 'Перегляд зображень',
    close: 'Закрити',
    previous: 'Попереднє зображення',
    next: 'Наступне зображення',
    restart: 'До першого зображення',
    play: 'Запустити слайд-шоу',
    pause: 'Призупинити слайд-шоу',
    counter: '{current} з {total}',
    photoBy: 'Фото: {photographer}',
  },
  /** A video in CMS content, before the reader starts it: "Play the video" + its title + "on YouTube". */
  video: {
    /** The title of a video whose host gave none. */
    untitled: 'Відео',
    play: 'Відтворити відео',
    on: 'на {provider}',
  },
  pagination: {
    titleOfPage: '{title}, сторінка {page}',
    label: 'Сторінки',
    previous: 'Попередня сторінка',
    next: 'Наступна сторінка',
    page: 'Сторінка {page}',
    goToPage: 'Перейти на сторінку {page}',
  },
  opensInNewTab: '(відкриється в новій вкладці)',
  feedTitle: '{site} — Новини',
  og: {
    language: 'Українська',
    sections: {
      home: 'Головна', news: 'Новини', programs: 'Програми', library: 'Бібліотека', search: 'Пошук', about: 'Про нас',
      history: 'Історія', team: 'Команда', contacts: 'Контакти', faq: 'Питання та відповіді', stories: 'Історії',
      participants: 'Учасники', alumni: 'Випускники', 'photo-exhibition': 'Фотовиставка', impact: 'Вплив',
      'custom-article': 'Стаття', 'circles-demo': 'Дизайн', 'ukraine-programs': 'Програми в Україні',
      research: 'Дослідження', authors: 'Автори', page: 'Сторінка',
    },
  },
  preview: { label: 'Попередній перегляд: неопубліковані зміни', exit: 'Вийти з перегляду' },
  loading: {
    content: 'Завантаження вмісту...',
    programs: 'Завантаження програм...',
    program: 'Завантаження програми...',
    news: 'Завантаження новин...',
    article: 'Завантаження статті...',
    library: 'Завантаження ресурсів...',
    team: 'Завантаження команди...',
    stories: 'Завантаження історій...',
    gallery: 'Завантаження галереї...',
  },
  spinner: 'Завантаження…',
  pageData: {
    title: 'Сторінку не знайдено',
    message: 'Не вдалося завантажити дані сторінки «{page}».',
  },
};
