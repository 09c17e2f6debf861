import type { Widen } from '../../widen';
import type { staticPages as en } from '../en/static-pages';

export const staticPages: Widen<typeof en> = {
  sharedLabels: {
    relatedTopics: 'Пов’язані теми',
    by: 'Автор: {author}',
    readingTime: '{minutes} хв читання',
    aboutAuthor: 'Про авторку',
    published: 'Опубліковано',
  },
  research: {
    example: 'Приклад дослідження',
    abstract: 'Анотація',
    findings: 'Ключові висновки',
  },
  circles: {
    pressHint: 'Натисніть, щоб побачити анімацію',
  },
  ukrainePrograms: {
    tabsLabel: 'Розділи сторінки',
    applyNow: 'Подати заявку',
    explorePrograms: 'Переглянути програми',
    tabs: {
      overview: 'Огляд',
      programs: 'Програми',
      resources: 'Ресурси',
      testimonials: 'Відгуки',
      events: 'Події',
      news: 'Новини',
      faq: 'Питання',
      contact: 'Контакти',
    },
    programme: { deadline: 'Кінцевий термін', eligibility: 'Хто може подати', learnMore: 'Детальніше' },
    webinarDuration: 'Тривалість',
    minutes: '{minutes} хвилин',
    download: 'Завантажити PDF',
    event: { date: 'Дата', time: 'Час', location: 'Місце', register: 'Зареєструватися' },
    sessionColumns: { date: 'Дата', time: 'Час', programme: 'Програма', format: 'Формат' },
    readMore: 'Читати далі',
    email: 'Ел. пошта',
    allContacts: 'Усі контакти',
  },
};
