import type { Widen } from '../../widen';
import type { shell as en } from '../en/shell';

export const shell: Widen<typeof en> = {
  skipToContent: 'Перейти до основного вмісту',
  siteName: 'Програма {product} в Україні',
  header: {
    primaryNav: 'Головна навігація',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    openSubmenu: 'Показати підменю: {label}',
    search: 'Пошук',
    openSearch: 'Відкрити пошук',
    languageSwitch: 'Оберіть мову',
    switchTo: 'Перейти на {language}',
  },
  footer: {
    aboutTitle: 'Про програму',
    aboutFallback:
      'Програма {product} в Україні надає гранти на навчання, дослідження та викладання у США українським студентам, науковцям і фахівцям.',
    quickLinks: 'Швидкі посилання',
    contacts: 'Контакти',
    followUs: 'Ми в соцмережах',
    notice:
      'Програма {product} в Україні фінансується Державним департаментом США та адмініструється Інститутом міжнародної освіти.',
    copyright: '© {year} Програма {product} в Україні. Усі права захищено.',
    privacy: 'Політика конфіденційності',
    terms: 'Умови використання',
    social: {
      facebook: '{product} Україна у Facebook',
      twitter: '{product} Україна в X (Twitter)',
      linkedin: '{product} Україна в LinkedIn',
      instagram: '{product} Україна в Instagram',
      youtube: '{product} Україна на YouTube',
    },
    phoneLabel: 'Телефон',
    emailLabel: 'Електронна пошта',
    addressLabel: 'Адреса',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    subtitle: 'Вибачте, сторінка, яку ви шукаєте, не існує або була переміщена.',
    backHome: 'На головну',
    goBack: 'Назад',
    metaTitle: 'Сторінку не знайдено',
    metaDescription: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
  },
  common: {
    loading: 'Завантаження…',
    pageNotFound: 'Сторінку не знайдено',
    unableToLoad: 'Не вдалося завантажити дані сторінки «{page}».',
    readMore: 'Читати далі',
    learnMore: 'Дізнатися більше',
    close: 'Закрити',
    previous: 'Попередній',
    next: 'Наступний',
  },
};
