import type { Locale } from '@/lib/i18n/locales';
import type { PageIntro } from './types';

/** Spec part 2 §2, "Article page (custom-article, hard-coded)". */
export type ArticleBlock =
  | { type: 'text'; paragraphs: string[]; heading?: string }
  | { type: 'quote'; text: string; cite: string }
  | { type: 'image'; src: string; alt: string; caption: string };

export interface ArticleContent extends PageIntro {
  date: string;
  isoDate: string;
  readingMinutes: number;
  category: string;
  author: { name: string; role: string; avatar: string; bio: string };
  blocks: ArticleBlock[];
  relatedTitle: string;
  related: { label: string; href: string }[];
  authorLabel: string;
  publishedLabel: string;
}

const en: ArticleContent = {
  metaTitle: 'The Future of International Education',
  metaDescription: 'How academic exchange is changing after the pandemic and the war: hybrid mobility, new partnerships and why meeting in person still matters.',
  title: 'The Future of International Education',
  subtitle: 'Hybrid mobility, new partnerships and why meeting in person still matters.',
  date: 'October 14, 2026',
  isoDate: '2026-10-14',
  readingMinutes: 5,
  category: 'Opinion',
  authorLabel: 'About the author',
  publishedLabel: 'Published',
  author: {
    name: 'Dr. Olena Shevchuk',
    role: 'Professor of Comparative Education, Kyiv',
    avatar: '/images/portraits/portrait-08.webp',
    bio: 'Olena was a Visiting Scholar at Columbia University in 2017–2018 and studies how universities internationalize.',
  },
  blocks: [
    {
      type: 'text',
      paragraphs: [
        'Ten years ago, international education meant one thing: a student boarded a plane and spent a semester or a year abroad. Today that picture is changing faster than at any time since the exchange programs of the post-war era were founded.',
        'The pandemic taught universities to teach online; the war in Ukraine taught them to keep teaching under fire. Both lessons now shape how students and scholars move between countries.',
      ],
    },
    {
      type: 'quote',
      text: 'Online courses can carry knowledge across borders. Only people can carry trust.',
      cite: 'Dr. Olena Shevchuk',
    },
    {
      type: 'text',
      heading: 'Hybrid mobility is here to stay',
      paragraphs: [
        'Joint courses that begin online and end with a short stay on campus let more students take part, including those who cannot leave their families or jobs for a year.',
        'For Ukrainian universities, such formats became a lifeline: partners abroad host lectures, share laboratories and co-supervise theses.',
      ],
    },
    {
      type: 'image',
      src: '/images/gallery/gallery-13.jpg',
      alt: 'A student takes part in an online interview from home',
      caption: 'Online interviews and courses opened exchange to students who could not travel.',
    },
    {
      type: 'text',
      heading: 'Why meeting in person still matters',
      paragraphs: [
        'Yet every alumnus we interviewed said the same thing: the most important part of their exchange happened outside the classroom, in conversations over dinner, in a colleague’s lab, in a town they had never heard of.',
        'The future of international education is not a choice between online and in person. It is a design problem: how to use each for what it does best.',
      ],
    },
  ],
  relatedTitle: 'Related Topics',
  related: [
    { label: 'Programs for students', href: '/programs' },
    { label: 'Alumni stories', href: '/stories' },
    { label: 'Program impact', href: '/impact' },
    { label: 'Research', href: '/research' },
  ],
};

const uk: ArticleContent = {
  metaTitle: 'Майбутнє міжнародної освіти',
  metaDescription: 'Як змінюються академічні обміни після пандемії та під час війни: гібридна мобільність, нові партнерства і чому особисті зустрічі досі важливі.',
  title: 'Майбутнє міжнародної освіти',
  subtitle: 'Гібридна мобільність, нові партнерства і чому особисті зустрічі досі важливі.',
  date: '14 жовтня 2026 р.',
  isoDate: '2026-10-14',
  readingMinutes: 5,
  category: 'Думка',
  authorLabel: 'Про авторку',
  publishedLabel: 'Опубліковано',
  author: {
    name: 'Д-р Олена Шевчук',
    role: 'Професорка порівняльної педагогіки, Київ',
    avatar: '/images/portraits/portrait-08.webp',
    bio: 'Олена була запрошеною дослідницею в Колумбійському університеті у 2017–2018 роках і вивчає інтернаціоналізацію університетів.',
  },
  blocks: [
    {
      type: 'text',
      paragraphs: [
        'Десять років тому міжнародна освіта означала одне: студент сідав у літак і проводив семестр чи рік за кордоном. Сьогодні ця картина змінюється швидше, ніж будь-коли від часу заснування повоєнних програм обміну.',
        'Пандемія навчила університети викладати онлайн, а війна в Україні — викладати під обстрілами. Обидва уроки тепер визначають, як студенти й науковці переміщуються між країнами.',
      ],
    },
    {
      type: 'quote',
      text: 'Онлайн-курси можуть переносити знання через кордони. Довіру переносять лише люди.',
      cite: 'Д-р Олена Шевчук',
    },
    {
      type: 'text',
      heading: 'Гібридна мобільність залишається',
      paragraphs: [
        'Спільні курси, що починаються онлайн і завершуються коротким перебуванням у кампусі, дають змогу долучитися більшій кількості студентів, зокрема тим, хто не може залишити родину чи роботу на рік.',
        'Для українських університетів такі формати стали рятівними: закордонні партнери проводять лекції, діляться лабораторіями та співкерують дипломними роботами.',
      ],
    },
    {
      type: 'image',
      src: '/images/gallery/gallery-13.jpg',
      alt: 'Студентка проходить онлайн-співбесіду з дому',
      caption: 'Онлайн-співбесіди та курси відкрили обміни для студентів, які не могли поїхати.',
    },
    {
      type: 'text',
      heading: 'Чому особисті зустрічі досі важливі',
      paragraphs: [
        'Проте кожен випускник, з яким ми говорили, казав одне й те саме: найважливіше під час обміну відбувалося поза аудиторією — у розмовах за вечерею, у лабораторії колеги, у містечку, про яке раніше ніхто не чув.',
        'Майбутнє міжнародної освіти — це не вибір між онлайном і живим спілкуванням. Це завдання дизайну: як використати кожен формат для того, що він робить найкраще.',
      ],
    },
  ],
  relatedTitle: 'Пов’язані теми',
  related: [
    { label: 'Програми для студентів', href: '/programs' },
    { label: 'Історії випускників', href: '/stories' },
    { label: 'Вплив програми', href: '/impact' },
    { label: 'Дослідження', href: '/research' },
  ],
};

export const articleContent: Record<Locale, ArticleContent> = { en, uk };
