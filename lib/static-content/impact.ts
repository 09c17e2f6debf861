import type { Locale } from '@/lib/i18n/locales';
import { OFFICE_FIGURES as F } from '@/lib/office/figures';
import type { Figure, PageIntro } from './types';

/** Spec part 2 §2, "Program Impact page (hard-coded)". */
export type ImpactStorySection =
  | { type: 'text'; title: string; paragraphs: string[] }
  | { type: 'gallery'; title: string; images: { src: string; alt: string }[] }
  | { type: 'quote'; quote: string; author: string }
  | { type: 'achievements'; title: string; items: string[] };

export type ImpactBlock =
  | { type: 'statistics'; title: string; items: (Figure & { description: string })[] }
  | { type: 'timeline'; title: string; events: { year: string; title: string; description: string }[] }
  | { type: 'research'; title: string; projects: { title: string; field: string; description: string }[] }
  | { type: 'testimonials'; title: string; items: { quote: string; author: string; role: string }[] }
  | { type: 'globalNetwork'; title: string; description: string; figures: Figure[] }
  | { type: 'publications'; title: string; items: { title: string; authors: string; venue: string; year: string }[] }
  | { type: 'mediaHighlights'; title: string; items: { outlet: string; headline: string; date: string }[] }
  | { type: 'impactMetrics'; title: string; metrics: { label: string; percent: number; description: string }[] };

export interface ImpactContent extends PageIntro {
  figures: Figure[];
  story: {
    title: string;
    participant: { name: string; role: string; image: string; quote: string };
    sections: ImpactStorySection[];
  };
  blocks: ImpactBlock[];
}

const en: ImpactContent = {
  metaTitle: 'Program Impact',
  metaDescription: 'What three decades of academic exchange have changed in Ukraine: alumni, research, partnerships and stories of impact.',
  title: 'Program Impact',
  subtitle: 'Three decades of exchange that changed universities, research and communities across Ukraine.',
  figures: [
    { value: F.ukrainianAlumni.en, label: 'Alumni' },
    { value: F.yearsInUkraine.en, label: 'Years in Ukraine' },
    { value: F.partnersInUkraine.en, label: 'Partner Institutions' },
  ],
  story: {
    title: 'Story of impact',
    participant: {
      name: 'Dr. Iryna Kovalenko',
      role: 'Biochemist, Visiting Scholar 2019–2020, Kharkiv',
      image: '/images/portraits/portrait-05.webp',
      quote: 'The year in the United States gave me colleagues for life and a laboratory method we now teach to every student in Kharkiv.',
    },
    sections: [
      {
        type: 'text',
        title: 'From a question to a laboratory',
        paragraphs: [
          'Iryna went to the University of Wisconsin–Madison to study protein folding with a method no Ukrainian lab used at the time.',
          'Back in Kharkiv she set up a small laboratory with equipment donated by her American host and trained the first group of twelve master’s students.',
        ],
      },
      {
        type: 'gallery',
        title: 'In pictures',
        images: [
          { src: '/images/gallery/gallery-06.jpg', alt: 'Researchers at work in a laboratory' },
          { src: '/images/gallery/gallery-27.jpg', alt: 'Students at a robotics lab bench' },
          { src: '/images/gallery/gallery-21.jpg', alt: 'A scholar reading documents in an archive' },
        ],
      },
      {
        type: 'quote',
        quote: 'Science in wartime is an act of resistance. Our students keep coming to the lab, even when the lights go out.',
        author: 'Dr. Iryna Kovalenko',
      },
      {
        type: 'achievements',
        title: 'What came of it',
        items: [
          'A new master’s course in structural biology, taught since 2021',
          'Seven joint publications with the host university',
          'A grant from the U.S. National Institutes of Health for a shared project',
          'Four of her students went on to U.S. graduate programs',
        ],
      },
    ],
  },
  blocks: [
    {
      type: 'statistics',
      title: 'The program in numbers',
      items: [
        { value: F.ukrainianAlumni.en, label: 'Ukrainian alumni', description: 'students, scholars and teachers since 1992' },
        { value: F.americanParticipants.en, label: 'American grantees', description: 'taught and researched in Ukraine' },
        { value: F.partnersInUkraine.en, label: 'Partner institutions', description: 'universities and research centers in Ukraine' },
        { value: '25', label: 'Regions', description: 'every oblast of Ukraine is represented' },
      ],
    },
    {
      type: 'timeline',
      title: 'Milestones in Ukraine',
      events: [
        { year: '1992', title: 'The first exchange', description: 'The first Ukrainian scholars leave for U.S. universities.' },
        { year: '2004', title: 'Alumni association', description: 'Alumni found their own association to support new grantees.' },
        { year: '2014', title: 'New programs', description: 'Faculty development and specialist programs open for Ukraine.' },
        { year: '2022', title: 'Exchange in wartime', description: 'Every competition continues despite the full-scale invasion.' },
      ],
    },
    {
      type: 'research',
      title: 'Research that matters',
      projects: [
        { title: 'Rebuilding energy grids', field: 'Engineering', description: 'Alumni engineers model decentralized power for frontline communities.' },
        { title: 'Trauma-informed teaching', field: 'Education', description: 'A course for school teachers working with displaced children.' },
        { title: 'Digital archives of the Holodomor', field: 'History', description: 'Open access to testimonies collected across three decades.' },
      ],
    },
    {
      type: 'testimonials',
      title: 'In their words',
      items: [
        { quote: 'I came back with ideas and a network that made our university’s first English-taught program possible.', author: 'Oleh Marchenko', role: 'Vice-rector, Lviv' },
        { quote: 'Teaching Ukrainian in Oregon, I learned how to explain my country to people who had never heard of it.', author: 'Sofiia Hnatiuk', role: 'FLTA alumna, 2021–2022' },
      ],
    },
    {
      type: 'globalNetwork',
      title: 'Part of a global network',
      description: 'Ukrainian alumni belong to a community that spans more than 160 countries.',
      figures: [
        { value: F.alumniWorldwide.en, label: 'alumni worldwide' },
        { value: F.countries.en, label: 'countries' },
        { value: '62', label: 'Nobel Prize laureates' },
      ],
    },
    {
      type: 'publications',
      title: 'Selected publications',
      items: [
        { title: 'Energy resilience of Ukrainian municipalities', authors: 'A. Shevchenko, J. Miller', venue: 'Energy Policy', year: '2024' },
        { title: 'Teaching history in times of war', authors: 'N. Bondar', venue: 'Comparative Education Review', year: '2023' },
        { title: 'Protein folding under oxidative stress', authors: 'I. Kovalenko, R. Greene', venue: 'Biochemistry', year: '2022' },
      ],
    },
    {
      type: 'mediaHighlights',
      title: 'In the media',
      items: [
        { outlet: 'Ukrainska Pravda', headline: 'How exchange alumni rebuild Ukrainian universities', date: 'March 2025' },
        { outlet: 'Kyiv Independent', headline: 'Scholars who chose to return', date: 'October 2024' },
        { outlet: 'Suspilne', headline: 'A laboratory in a bomb shelter', date: 'May 2024' },
      ],
    },
    {
      type: 'impactMetrics',
      title: 'Measured impact',
      metrics: [
        { label: 'Alumni in leadership positions', percent: 85, description: 'rectors, deans, heads of departments and NGOs' },
        { label: 'Alumni who introduced new courses', percent: 72, description: 'within three years of their return' },
        { label: 'Alumni in lasting partnerships', percent: 64, description: 'with their U.S. host institutions' },
      ],
    },
  ],
};

const uk: ImpactContent = {
  metaTitle: 'Вплив програми',
  metaDescription: 'Що змінили три десятиліття академічних обмінів в Україні: випускники, дослідження, партнерства та історії впливу.',
  title: 'Вплив програми',
  subtitle: 'Три десятиліття обмінів, що змінили університети, науку та громади по всій Україні.',
  figures: [
    { value: F.ukrainianAlumni.uk, label: 'Випускників' },
    { value: F.yearsInUkraine.uk, label: 'Років в Україні' },
    { value: F.partnersInUkraine.uk, label: 'Партнерських установ' },
  ],
  story: {
    title: 'Історія впливу',
    participant: {
      name: 'Д-р Ірина Коваленко',
      role: 'Біохімікиня, учасниця програми для дослідників 2019–2020, Харків',
      image: '/images/portraits/portrait-05.webp',
      quote: 'Рік у США подарував мені колег на все життя і лабораторний метод, якого ми тепер навчаємо кожного студента в Харкові.',
    },
    sections: [
      {
        type: 'text',
        title: 'Від запитання до лабораторії',
        paragraphs: [
          'Ірина поїхала до Університету Вісконсин-Медісон вивчати згортання білків методом, який тоді не використовувала жодна українська лабораторія.',
          'Повернувшись до Харкова, вона створила невелику лабораторію з обладнанням, подарованим американськими колегами, і підготувала першу групу з дванадцяти магістрантів.',
        ],
      },
      {
        type: 'gallery',
        title: 'У світлинах',
        images: [
          { src: '/images/gallery/gallery-06.jpg', alt: 'Дослідники працюють у лабораторії' },
          { src: '/images/gallery/gallery-27.jpg', alt: 'Студенти в лабораторії робототехніки' },
          { src: '/images/gallery/gallery-21.jpg', alt: 'Науковиця читає документи в архіві' },
        ],
      },
      {
        type: 'quote',
        quote: 'Наука під час війни — це форма опору. Наші студенти приходять до лабораторії, навіть коли зникає світло.',
        author: 'Д-р Ірина Коваленко',
      },
      {
        type: 'achievements',
        title: 'Що з цього вийшло',
        items: [
          'Новий магістерський курс зі структурної біології, який викладають з 2021 року',
          'Сім спільних публікацій з приймаючим університетом',
          'Грант Національних інститутів охорони здоров’я США на спільний проєкт',
          'Четверо її студентів вступили до американських магістратур',
        ],
      },
    ],
  },
  blocks: [
    {
      type: 'statistics',
      title: 'Програма в цифрах',
      items: [
        { value: F.ukrainianAlumni.uk, label: 'Українських випускників', description: 'студентів, науковців і викладачів з 1992 року' },
        { value: F.americanParticipants.uk, label: 'Американських стипендіатів', description: 'викладали та досліджували в Україні' },
        { value: F.partnersInUkraine.uk, label: 'Партнерських установ', description: 'університетів і наукових центрів в Україні' },
        { value: '25', label: 'Регіонів', description: 'представлено кожну область України' },
      ],
    },
    {
      type: 'timeline',
      title: 'Віхи в Україні',
      events: [
        { year: '1992', title: 'Перший обмін', description: 'Перші українські науковці вирушають до американських університетів.' },
        { year: '2004', title: 'Асоціація випускників', description: 'Випускники засновують власну асоціацію на підтримку нових стипендіатів.' },
        { year: '2014', title: 'Нові програми', description: 'Для України відкриваються програми розвитку викладачів і спеціалістів.' },
        { year: '2022', title: 'Обміни під час війни', description: 'Усі конкурси тривають попри повномасштабне вторгнення.' },
      ],
    },
    {
      type: 'research',
      title: 'Дослідження, що мають значення',
      projects: [
        { title: 'Відновлення енергомереж', field: 'Інженерія', description: 'Випускники-інженери моделюють децентралізоване живлення для прифронтових громад.' },
        { title: 'Травмоінформоване навчання', field: 'Освіта', description: 'Курс для шкільних учителів, які працюють з дітьми-переселенцями.' },
        { title: 'Цифрові архіви Голодомору', field: 'Історія', description: 'Відкритий доступ до свідчень, зібраних за три десятиліття.' },
      ],
    },
    {
      type: 'testimonials',
      title: 'Їхніми словами',
      items: [
        { quote: 'Я повернувся з ідеями та мережею контактів, завдяки яким у нашому університеті з’явилася перша англомовна програма.', author: 'Олег Марченко', role: 'Проректор, Львів' },
        { quote: 'Викладаючи українську в Орегоні, я навчилася пояснювати свою країну людям, які ніколи про неї не чули.', author: 'Софія Гнатюк', role: 'Випускниця програми FLTA, 2021–2022' },
      ],
    },
    {
      type: 'globalNetwork',
      title: 'Частина глобальної мережі',
      description: 'Українські випускники належать до спільноти, що охоплює понад 160 країн.',
      figures: [
        { value: F.alumniWorldwide.uk, label: 'випускників у світі' },
        { value: F.countries.uk, label: 'країн' },
        { value: '62', label: 'лауреати Нобелівської премії' },
      ],
    },
    {
      type: 'publications',
      title: 'Вибрані публікації',
      items: [
        { title: 'Енергетична стійкість українських громад', authors: 'А. Шевченко, Дж. Міллер', venue: 'Energy Policy', year: '2024' },
        { title: 'Викладання історії під час війни', authors: 'Н. Бондар', venue: 'Comparative Education Review', year: '2023' },
        { title: 'Згортання білків за окисного стресу', authors: 'І. Коваленко, Р. Грін', venue: 'Biochemistry', year: '2022' },
      ],
    },
    {
      type: 'mediaHighlights',
      title: 'У медіа',
      items: [
        { outlet: 'Українська правда', headline: 'Як випускники програм обміну відбудовують українські університети', date: 'Березень 2025' },
        { outlet: 'Kyiv Independent', headline: 'Науковці, які вирішили повернутися', date: 'Жовтень 2024' },
        { outlet: 'Суспільне', headline: 'Лабораторія в бомбосховищі', date: 'Травень 2024' },
      ],
    },
    {
      type: 'impactMetrics',
      title: 'Виміряний вплив',
      metrics: [
        { label: 'Випускники на керівних посадах', percent: 85, description: 'ректори, декани, керівники кафедр і громадських організацій' },
        { label: 'Випускники, які запровадили нові курси', percent: 72, description: 'протягом трьох років після повернення' },
        { label: 'Випускники у тривалих партнерствах', percent: 64, description: 'з приймаючими установами у США' },
      ],
    },
  ],
};

export const impactContent: Record<Locale, ImpactContent> = { en, uk };
