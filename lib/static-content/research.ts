import type { Locale } from '@/lib/i18n/locales';
import type { PageIntro } from './types';

/** Spec part 2 §2, "Research page": a placeholder showcase with one example study. */
export interface ResearchContent extends PageIntro {
  notice: string;
  exampleLabel: string;
  study: {
    title: string;
    author: string;
    affiliation: string;
    year: string;
    field: string;
    abstractTitle: string;
    abstract: string;
    findingsTitle: string;
    findings: string[];
  };
  cta: { text: string; linkText: string; href: string };
}

const en: ResearchContent = {
  metaTitle: 'Research',
  metaDescription: 'Research by program alumni and grantees: a showcase of studies from Ukrainian and American scholars, starting with one example study.',
  title: 'Research',
  subtitle: 'Studies by alumni and grantees of the program.',
  notice: 'This showcase is being prepared. Below is an example of how studies will be presented.',
  exampleLabel: 'Example study',
  study: {
    title: 'Academic Mobility and the Resilience of Ukrainian Universities in Wartime',
    author: 'Dr. Andrii Melnyk',
    affiliation: 'Taras Shevchenko National University of Kyiv',
    year: '2025',
    field: 'Higher education policy',
    abstractTitle: 'Abstract',
    abstract:
      'The study surveys 412 faculty members at 38 Ukrainian universities to examine how international academic mobility before and during the full-scale invasion affected the institutions’ capacity to keep teaching and research going. It compares departments with and without exchange alumni on staff.',
    findingsTitle: 'Key findings',
    findings: [
      'Departments with exchange alumni resumed full teaching on average six weeks sooner in 2022.',
      'Alumni were three times more likely to secure emergency research funding from foreign partners.',
      'Online co-teaching with former host institutions kept 80% of joint courses running.',
      'Mobility works best when it leads to lasting institutional partnerships, not only individual experience.',
    ],
  },
  cta: { text: 'Are you an alumnus with a study to share?', linkText: 'Contact us', href: '/contacts' },
};

const uk: ResearchContent = {
  metaTitle: 'Дослідження',
  metaDescription: 'Дослідження випускників і стипендіатів програми: вітрина праць українських та американських науковців, починаючи з одного прикладу.',
  title: 'Дослідження',
  subtitle: 'Праці випускників і стипендіатів програми.',
  notice: 'Ця вітрина ще готується. Нижче — приклад того, як буде представлено дослідження.',
  exampleLabel: 'Приклад дослідження',
  study: {
    title: 'Академічна мобільність і стійкість українських університетів під час війни',
    author: 'Д-р Андрій Мельник',
    affiliation: 'Київський національний університет імені Тараса Шевченка',
    year: '2025',
    field: 'Політика вищої освіти',
    abstractTitle: 'Анотація',
    abstract:
      'Дослідження охоплює опитування 412 викладачів 38 українських університетів і з’ясовує, як міжнародна академічна мобільність до та під час повномасштабного вторгнення вплинула на здатність закладів продовжувати навчання й наукову роботу. Порівнюються кафедри, де працюють і де не працюють випускники програм обміну.',
    findingsTitle: 'Ключові висновки',
    findings: [
      'Кафедри з випускниками програм обміну в 2022 році в середньому на шість тижнів швидше відновили повноцінне навчання.',
      'Випускники втричі частіше отримували екстрене фінансування досліджень від закордонних партнерів.',
      'Спільне онлайн-викладання з колишніми приймаючими установами зберегло 80% спільних курсів.',
      'Мобільність найефективніша, коли веде до тривалих інституційних партнерств, а не лише до особистого досвіду.',
    ],
  },
  cta: { text: 'Ви випускник і маєте дослідження, яким хочете поділитися?', linkText: 'Зв’яжіться з нами', href: '/contacts' },
};

export const researchContent: Record<Locale, ResearchContent> = { en, uk };
