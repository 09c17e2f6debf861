import type { Widen } from '../../widen';
import type { team as en } from '../en/team';

export const team: Widen<typeof en> = {
  pageName: 'Команда',
  metaTitle: 'Наша команда',
  metaDescription: 'Знайомтеся з командою Програми {product} в Україні: менеджери програм, координатори та консультанти, які допомагають кандидатам і випускникам.',
  membersTitle: 'Наша команда',
  statsMembers: { one: 'фахівець', few: 'фахівці', many: 'фахівців', other: 'фахівця' },
  galleryTitle: 'Галерея команди',
  valuesTitle: 'Наші цінності',
  showMore: 'Показати більше',
  showLess: 'Показати менше',
  keyAchievements: 'Ключові досягнення',
  email: 'Ел. пошта',
  phone: 'Телефон',
  officeHours: 'Години прийому',
  photoOf: 'Фото: {name}',
  galleryEmpty: 'Галерея порожня',
  galleryComingSoon: 'Фотографії незабаром з’являться тут',
  loadMore: 'Завантажити ще',
  loading: 'Завантаження галереї...',
  openPhoto: 'Відкрити фото: {title}',
  untitledPhoto: 'Фото команди {number}',
  noMembers: 'Інформація про команду незабаром з’явиться тут.',
};
