import type { Widen } from '../../widen';
import type { newsletter as en } from '../en/newsletter';

export const newsletter: Widen<typeof en> = {
  title: 'Підпишіться на розсилку',
  subtitle: 'Конкурси, дедлайни та події в одному листі.',
  emailLabel: 'Адреса електронної пошти',
  placeholder: 'Ваш e-mail',
  button: 'Підписатися',
  submitting: 'Підписуємо...',
  decoyLabel: 'Залиште це поле порожнім',
  required: 'Будь ласка, введіть адресу електронної пошти',
  invalid: 'Будь ласка, введіть коректну адресу електронної пошти',
  success: 'Дякуємо за підписку на нашу розсилку!',
  already: 'Ви вже підписані на нашу розсилку!',
  rateLimit: 'Забагато спроб. Спробуйте ще раз через 10 хвилин.',
  invalidEmail: 'Будь ласка, введіть коректну адресу електронної пошти',
  blockedDomain: 'Цей домен електронної пошти не дозволено',
  generic: 'Вибачте, щось пішло не так. Спробуйте пізніше.',
  httpError: 'Помилка HTTP! Статус: {status}',
};
