import { officeFigures } from '../../office-figures';
import { plural } from '../../plural';
import type { Widen } from '../../widen';
import type { participants as en } from '../en/participants';

export const participants: Widen<typeof en> = {
  metaTitle: 'Учасники',
  metaDescription: 'Учасники Програми {product} в Україні: статистика за роками, а незабаром — короткі профілі наших стипендіатів.',
  heroTitle: 'Учасники програми',
  heroSubtitle: 'Українці, які навчалися, викладали та досліджували у США',
  figures: officeFigures('uk', {
    ukrainianAlumni: 'учасників',
    yearsInUkraine: 'років',
  }),
  programsFigure: plural('програма', 'програми', 'програм', 'програми'),
  statsTitle: 'Учасники за роками',
  statsCaption: 'Кількість стипендіатів, відібраних щороку',
  yearColumn: 'Рік',
  countColumn: 'Учасників',
  filtersTitle: 'Фільтр учасників',
  filtersDisabled: 'Фільтри запрацюють, щойно профілі буде опубліковано.',
  searchLabel: 'Пошук за іменем',
  searchPlaceholder: 'Ім’я або галузь',
  yearLabel: 'Рік',
  programLabel: 'Програма',
  fieldLabel: 'Галузь',
  all: 'Усі',
  reset: 'Скинути',
  found: plural('Знайдено: {count} учасник', 'Знайдено: {count} учасники', 'Знайдено: {count} учасників', 'Знайдено: {count} учасника'),
  progressTitle: 'Розділ у розробці',
  progressText: 'Незабаром тут з’являться короткі профілі наших учасників. А поки читайте про них у бюлетенях у нашій бібліотеці.',
  progressLink: 'Бюлетені в бібліотеці',
};
