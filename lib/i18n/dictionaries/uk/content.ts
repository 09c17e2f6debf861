import type { Widen } from '../../widen';
import type { content as en } from '../en/content';

export const content: Widen<typeof en> = {
  loading: 'Завантаження вмісту...',
  breadcrumb: 'Навігаційний ланцюжок',
  home: 'Головна',
  back: 'Назад',
  faqNotice: 'Цей матеріал є частиною розділу FAQ. Вас буде автоматично перенаправлено...',
  faqWait: 'Будь ласка, зачекайте...',
  faqLink: 'Перейти до FAQ зараз',
  coordinatorTitle: 'Координатор програми',
  coordinatorDefaultPosition: 'Координатор програми',
  officeHours: 'Години прийому',
  emailLabel: 'Ел. пошта',
  phoneLabel: 'Телефон',
  contactsTitle: 'Контакти',
  metaDescription: '{title} — Програма {product} в Україні.',
};
