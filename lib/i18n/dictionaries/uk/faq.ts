import type { Widen } from '../../widen';
import type { faq as en } from '../en/faq';

export const faq: Widen<typeof en> = {
  metaTitle: 'Часті запитання',
  metaDescription: 'Відповіді на часті запитання про Програму {product} в Україні: вимоги, подання заявок, терміни та життя після гранту.',
  defaults: {
    heroTitle: 'Часті запитання',
    heroSubtitle: 'Відповіді на найпоширеніші запитання про наші програми',
    mainTitle: 'Запитання та відповіді',
    mainSubtitle: 'Знайдіть відповідь на своє запитання нижче',
    contactTitle: 'Залишилися запитання?',
    contactSubtitle: 'Напишіть нам, і наша команда відповість якнайшвидше.',
    contactButtonText: 'Зв’язатися з нами',
  },
  noQuestions: 'Наразі немає доступних FAQ питань',
  quickNavigation: 'Швидка навігація',
};
