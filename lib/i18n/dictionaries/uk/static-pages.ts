import type { Widen } from '../../widen';
import type { staticPages as en } from '../en/static-pages';

export const staticPages: Widen<typeof en> = {
  subscribe: {
    emailLabel: 'Адреса електронної пошти',
    emailPlaceholder: 'your@email.com',
    submit: 'Підписатися',
    submitting: 'Підписуємо...',
    required: 'Будь ласка, введіть адресу електронної пошти',
    invalid: 'Будь ласка, введіть правильну адресу електронної пошти',
    success: 'Дякуємо за підписку на нашу розсилку!',
    already: 'Ви вже підписані на нашу розсилку!',
    rateLimit: 'Забагато спроб. Спробуйте ще раз через 10 хвилин.',
    blockedDomain: 'Цей поштовий домен не дозволено',
    generic: 'Вибачте, щось пішло не так. Спробуйте ще раз пізніше.',
    httpError: 'Помилка HTTP! Статус: {code}',
    network: 'Помилка підключення. Перевірте інтернет-з’єднання.',
    decoyLabel: 'Залиште це поле порожнім',
  },
  tabs: {
    label: 'Розділи сторінки',
  },
  sharedLabels: {
    relatedTopics: 'Пов’язані теми',
    by: 'Автор: {author}',
    readingTime: '{minutes} хв читання',
  },
};
