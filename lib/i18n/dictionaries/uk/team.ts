import { plural } from '../../plural';
import type { Widen } from '../../widen';
import type { team as en } from '../en/team';

export const team: Widen<typeof en> = {
  pageName: 'Команда',
  metaTitle: 'Наша команда',
  metaDescription: 'Знайомтеся з командою Програми {product} в Україні: менеджери програм, координатори та консультанти, які допомагають кандидатам і випускникам.',
  statsMembers: plural('фахівець', 'фахівці', 'фахівців', 'фахівця'),
  email: 'Ел. пошта',
  phone: 'Телефон',
  officeHours: 'Години прийому',
  photoOf: 'Фото: {name}',
  loading: 'Завантаження галереї...',
  openPhoto: 'Відкрити фото: {title}',
  untitledPhoto: 'Фото команди {number}',
  noMembers: 'Інформація про команду незабаром з’явиться тут.',
  /** Texts the CMS may replace, keyed by its field. */
  defaults: {
    team_section_title: 'Наша команда',
    gallery_title: 'Галерея команди',
    values_title: 'Наші цінності',
    show_more_text: 'Показати більше',
    show_less_text: 'Показати менше',
    key_achievements_text: 'Ключові досягнення',
    gallery_button_text: 'Завантажити ще',
    no_gallery_text: 'Галерея порожня',
    gallery_coming_soon: 'Фотографії незабаром з’являться тут',
  },
};
