import type { Locale } from '@/lib/i18n/locales';
import { OFFICE_FIGURES as F } from '@/lib/office/figures';
import type { Figure, PageIntro, SampleEvent, SampleFaq, SampleNews, SampleProgramme, SampleTestimonial } from './types';

/** Spec part 2 §2, "Ukrainian programmes page (hard-coded)". */
export const UKRAINE_TABS = ['overview', 'programs', 'resources', 'testimonials', 'events', 'news', 'faq', 'contact'] as const;
export type UkraineTab = (typeof UKRAINE_TABS)[number];

export interface UkraineProgramsContent extends PageIntro {
  heroText: string;
  applyNow: string;
  explorePrograms: string;
  tabs: Record<UkraineTab, string>;
  overview: {
    aboutTitle: string;
    about: string[];
    highlightsTitle: string;
    highlights: { title: string; text: string }[];
    impactTitle: string;
    impact: Figure[];
    processTitle: string;
    process: { title: string; text: string }[];
  };
  programs: {
    title: string;
    labels: { deadline: string; eligibility: string; learnMore: string };
    groups: { title: string; description: string; programmes: SampleProgramme[] }[];
    initiativesTitle: string;
    initiatives: { title: string; text: string }[];
  };
  resources: {
    listsTitle: string;
    lists: { title: string; items: { label: string; href: string }[] }[];
    webinarsTitle: string;
    durationLabel: string;
    minutes: string;
    webinars: { title: string; presenter: string; minutes: number; description: string }[];
    downloadsTitle: string;
    downloadLabel: string;
    downloads: { title: string; href: string; size: string }[];
  };
  testimonials: { title: string; items: SampleTestimonial[] };
  events: {
    title: string;
    labels: { date: string; time: string; location: string; register: string };
    items: SampleEvent[];
    sessionsTitle: string;
    sessionsCaption: string;
    sessionColumns: { date: string; time: string; programme: string; format: string };
    sessions: { date: string; time: string; programme: string; format: string }[];
  };
  news: { title: string; readMore: string; items: SampleNews[]; updatesTitle: string; updates: { date: string; text: string }[] };
  faq: { title: string; items: SampleFaq[] };
  contact: {
    title: string;
    text: string;
    emailLabel: string;
    contactsLink: string;
    subscribeTitle: string;
    subscribeText: string;
    socialTitle: string;
    social: { label: string; note: string }[];
  };
}

const en: UkraineProgramsContent = {
  metaTitle: 'Programs for Ukraine',
  metaDescription: 'Exchange programs for Ukrainian students, scholars and institutions: how to apply, deadlines, resources, events and answers to common questions.',
  title: 'Programs for Ukraine',
  subtitle: 'Study, teach and research in the United States',
  heroText: 'Opportunities for Ukrainian students, scholars and institutions — with support at every step, from the first question to the return home.',
  applyNow: 'Apply Now',
  explorePrograms: 'Explore Programs',
  tabs: {
    overview: 'Overview', programs: 'Programs', resources: 'Resources', testimonials: 'Testimonials',
    events: 'Events', news: 'News', faq: 'FAQ', contact: 'Contact',
  },
  overview: {
    aboutTitle: 'About the programs',
    about: [
      'For more than thirty years the exchange programs have connected Ukraine and the United States through education. Each year dozens of Ukrainians receive grants to study, teach and conduct research at American universities.',
      'Competitions are open, merit-based and free to enter. Applicants from every region, field and institution are welcome.',
    ],
    highlightsTitle: 'Highlights',
    highlights: [
      { title: 'Full funding', text: 'Tuition, living costs, travel and health insurance are covered.' },
      { title: 'Every field', text: 'Programs are open to the humanities, sciences, arts and professions.' },
      { title: 'Lifelong network', text: 'Alumni join a community in more than 160 countries.' },
      { title: 'Support in wartime', text: 'Interviews and tests can be taken online from anywhere.' },
    ],
    impactTitle: 'Our impact',
    impact: [
      { value: F.ukrainianAlumni.en, label: 'participants' },
      { value: F.hostsInUsa.en, label: 'U.S. host institutions' },
      { value: '85%', label: 'alumni in leadership' },
      { value: '30+', label: 'partnerships' },
    ],
    processTitle: 'How to apply',
    process: [
      { title: 'Choose a program', text: 'Compare the programs and check the eligibility requirements.' },
      { title: 'Prepare documents', text: 'Gather transcripts, reference letters and a project statement.' },
      { title: 'Submit online', text: 'Complete the online application before the deadline.' },
      { title: 'Interview', text: 'Shortlisted applicants are invited to an interview with the selection committee.' },
    ],
  },
  programs: {
    title: 'Programs',
    labels: { deadline: 'Deadline', eligibility: 'Eligibility', learnMore: 'Learn more' },
    groups: [
      {
        title: 'For students',
        description: 'Graduate study and language teaching in the United States.',
        programmes: [
          {
            title: 'Graduate Student Program', description: 'One to two years of master’s study at a U.S. university.',
            deadline: 'May 16, 2025', eligibility: 'Bachelor’s degree holders and final-year students',
            image: '/images/programs/graduate.webp', link: '/programs/graduate-student-program',
          },
          {
            title: 'Foreign Language Teaching Assistant', description: 'Nine months teaching Ukrainian at an American college.',
            deadline: 'October 1, 2025', eligibility: 'Young teachers of English aged 21–29',
            image: '/images/programs/flta.webp', link: '/programs/foreign-language-teaching-assistant',
          },
        ],
      },
      {
        title: 'For scholars',
        description: 'Research and professional development at U.S. institutions.',
        programmes: [
          {
            title: 'Visiting Scholar Program', description: 'Three to nine months of research at a U.S. university.',
            deadline: 'October 15, 2025', eligibility: 'Scholars with a PhD or equivalent',
            image: '/images/programs/kennan.webp', link: '/programs/visiting-scholar-program',
          },
          {
            title: 'Faculty Development Program', description: 'A semester at a U.S. university to design new courses.',
            deadline: 'December 1, 2025', eligibility: 'University teachers at an early career stage',
            image: '/images/programs/fdp.webp', link: '/programs/faculty-development-program',
          },
        ],
      },
      {
        title: 'For institutions',
        description: 'Bringing American expertise to Ukrainian universities.',
        programmes: [
          {
            title: 'Specialist Program', description: 'An American expert joins a Ukrainian institution for two to six weeks.',
            deadline: 'Rolling', eligibility: 'Accredited Ukrainian universities and institutions',
            image: '/images/programs/sir.webp', link: '/programs/fulbright-specialist-program',
          },
        ],
      },
    ],
    initiativesTitle: 'Special initiatives',
    initiatives: [
      { title: 'Alumni small grants', text: 'Up to $5,000 for community projects led by alumni.' },
      { title: 'Mentorship for applicants', text: 'Alumni mentors help first-time applicants prepare.' },
      { title: 'Regional outreach', text: 'Information sessions in universities beyond the largest cities.' },
    ],
  },
  resources: {
    listsTitle: 'Guides and links',
    lists: [
      {
        title: 'Preparing your application',
        items: [
          { label: 'Writing a project statement', href: '/library' },
          { label: 'Reference letters', href: '/faq' },
          { label: 'Language tests', href: '/faq' },
        ],
      },
      {
        title: 'Before you go',
        items: [
          { label: 'Visa support for grantees', href: '/contacts' },
          { label: 'Alumni stories', href: '/stories' },
          { label: 'The program library', href: '/library' },
        ],
      },
    ],
    webinarsTitle: 'Webinars',
    durationLabel: 'Duration',
    minutes: '{minutes} minutes',
    webinars: [
      { title: 'How to choose a program', presenter: 'Program office', minutes: 45, description: 'An overview of every competition and who it is for.' },
      { title: 'Writing a strong project statement', presenter: 'Alumni panel', minutes: 60, description: 'What reviewers look for, with examples from successful applications.' },
      { title: 'Preparing for the interview', presenter: 'Selection committee members', minutes: 75, description: 'Format, typical questions and a mock interview.' },
    ],
    downloadsTitle: 'Downloads',
    downloadLabel: 'Download PDF',
    downloads: [
      { title: 'Graduate Student Program guide', href: '/files/en/graduate-guide-2028.pdf', size: 'PDF' },
      { title: 'Visiting Scholar Program guide', href: '/files/en/visiting-scholar-guide.pdf', size: 'PDF' },
      { title: 'FLTA program guide', href: '/files/en/flta-guide.pdf', size: 'PDF' },
      { title: 'Essay writing tips', href: '/files/en/essay-writing-tips.pdf', size: 'PDF' },
    ],
  },
  testimonials: {
    title: 'What participants say',
    items: [
      {
        quote: 'The program opened doors I did not know existed. I came back to Lviv with a new course and a research partner.',
        author: 'Mariia Tkachenko', position: 'Associate Professor, Lviv Polytechnic', program: 'Faculty Development Program',
        image: '/images/portraits/portrait-11.webp',
      },
      {
        quote: 'Two years in Michigan taught me how to ask better questions. Now I teach my students to do the same.',
        author: 'Dmytro Savchenko', position: 'Data scientist, Kyiv', program: 'Graduate Student Program',
        image: '/images/portraits/portrait-12.webp',
      },
      {
        quote: 'Teaching Ukrainian in Texas made me an ambassador for my language and culture.',
        author: 'Anastasiia Moroz', position: 'English teacher, Odesa', program: 'Foreign Language Teaching Assistant',
        image: '/images/portraits/portrait-13.webp',
      },
    ],
  },
  events: {
    title: 'Upcoming events',
    labels: { date: 'Date', time: 'Time', location: 'Location', register: 'Register' },
    items: [
      {
        title: 'Open day for applicants', date: 'December 10, 2026', time: '15:00', location: 'Kyiv, program office',
        description: 'Meet the program staff and alumni and ask your questions in person.', registration: '/contacts',
      },
      {
        title: 'Alumni mentoring evening', date: 'January 21, 2027', time: '18:30', location: 'Lviv, Ukrainian Catholic University',
        description: 'Applicants meet alumni mentors in small groups.', registration: '/contacts',
      },
    ],
    sessionsTitle: 'Information sessions',
    sessionsCaption: 'Online and in-person information sessions about the competitions',
    sessionColumns: { date: 'Date', time: 'Time', programme: 'Program', format: 'Format' },
    sessions: [
      { date: 'December 3, 2026', time: '16:00', programme: 'Graduate Student Program', format: 'Online' },
      { date: 'December 17, 2026', time: '16:00', programme: 'Visiting Scholar Program', format: 'Online' },
      { date: 'January 14, 2027', time: '14:00', programme: 'Foreign Language Teaching Assistant', format: 'Kharkiv, in person' },
    ],
  },
  news: {
    title: 'News',
    readMore: 'Read more',
    items: [
      {
        title: 'The new Graduate Student competition is open', date: 'November 2, 2026',
        excerpt: 'Applications for the 2028–2029 academic year are now accepted.', image: '/images/news/news-01.webp', link: '/news',
      },
      {
        title: 'Alumni small grants: results announced', date: 'October 20, 2026',
        excerpt: 'Twelve community projects led by alumni will receive funding.', image: '/images/news/news-02.webp', link: '/news',
      },
      {
        title: 'Interviews will be held online', date: 'September 30, 2026',
        excerpt: 'All interviews of this cycle can be taken online for the safety of applicants.', image: '/images/news/news-03.webp', link: '/news',
      },
    ],
    updatesTitle: 'Updates',
    updates: [
      { date: 'November 15, 2026', text: 'The Visiting Scholar guide has been updated for the new cycle.' },
      { date: 'November 5, 2026', text: 'Recordings of the autumn webinars are available in the library.' },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      { question: 'Who can apply?', answer: 'Citizens of Ukraine who meet the requirements of a specific program. Each program lists its own eligibility.' },
      { question: 'Is there an application fee?', answer: 'No. Applying to any competition is free.' },
      { question: 'Do I need an English test?', answer: 'Most programs require a TOEFL or similar test; some accept it after the first stage.' },
      { question: 'Can I apply from abroad?', answer: 'Yes. Interviews and tests can be taken online.' },
      { question: 'When will I know the results?', answer: 'Results are usually announced four to six months after the deadline.' },
    ],
  },
  contact: {
    title: 'Contact the program office',
    text: 'Questions about a competition or your application? Write to us or visit the contacts page.',
    emailLabel: 'Email',
    contactsLink: 'All contacts',
    subscribeTitle: 'Subscribe to updates',
    subscribeText: 'Get news about competitions, deadlines and events by email.',
    socialTitle: 'Follow us',
    social: [
      { label: 'Facebook', note: 'coming soon' },
      { label: 'Instagram', note: 'coming soon' },
      { label: 'LinkedIn', note: 'coming soon' },
    ],
  },
};

const uk: UkraineProgramsContent = {
  metaTitle: 'Програми для України',
  metaDescription: 'Програми обміну для українських студентів, науковців та установ: як подати заявку, дедлайни, ресурси, події та відповіді на поширені запитання.',
  title: 'Програми для України',
  subtitle: 'Навчання, викладання та дослідження у США',
  heroText: 'Можливості для українських студентів, науковців та установ — з підтримкою на кожному кроці, від першого запитання до повернення додому.',
  applyNow: 'Подати заявку',
  explorePrograms: 'Переглянути програми',
  tabs: {
    overview: 'Огляд', programs: 'Програми', resources: 'Ресурси', testimonials: 'Відгуки',
    events: 'Події', news: 'Новини', faq: 'Питання', contact: 'Контакти',
  },
  overview: {
    aboutTitle: 'Про програми',
    about: [
      'Понад тридцять років програми обміну поєднують Україну та Сполучені Штати через освіту. Щороку десятки українців отримують гранти на навчання, викладання та дослідження в американських університетах.',
      'Конкурси відкриті, засновані на заслугах і безкоштовні. Запрошуємо кандидатів з усіх регіонів, галузей і закладів.',
    ],
    highlightsTitle: 'Переваги',
    highlights: [
      { title: 'Повне фінансування', text: 'Оплачуються навчання, проживання, переїзд і медичне страхування.' },
      { title: 'Усі галузі', text: 'Програми відкриті для гуманітарних, природничих наук, мистецтва та професій.' },
      { title: 'Мережа на все життя', text: 'Випускники долучаються до спільноти у понад 160 країнах.' },
      { title: 'Підтримка під час війни', text: 'Співбесіди й тести можна пройти онлайн з будь-якого місця.' },
    ],
    impactTitle: 'Наш вплив',
    impact: [
      { value: F.ukrainianAlumni.uk, label: 'учасників' },
      { value: F.hostsInUsa.uk, label: 'приймаючих установ у США' },
      { value: '85%', label: 'випускників на керівних посадах' },
      { value: '30+', label: 'партнерств' },
    ],
    processTitle: 'Як подати заявку',
    process: [
      { title: 'Оберіть програму', text: 'Порівняйте програми та перевірте вимоги до кандидатів.' },
      { title: 'Підготуйте документи', text: 'Зберіть академічні довідки, рекомендаційні листи та опис проєкту.' },
      { title: 'Подайте онлайн', text: 'Заповніть онлайн-заявку до завершення терміну.' },
      { title: 'Співбесіда', text: 'Кандидатів з короткого списку запрошують на співбесіду з відбірковою комісією.' },
    ],
  },
  programs: {
    title: 'Програми',
    labels: { deadline: 'Кінцевий термін', eligibility: 'Хто може подати', learnMore: 'Детальніше' },
    groups: [
      {
        title: 'Для студентів',
        description: 'Магістратура та викладання мови у Сполучених Штатах.',
        programmes: [
          {
            title: 'Програма для магістрантів', description: 'Один-два роки навчання в магістратурі американського університету.',
            deadline: '16 травня 2025 р.', eligibility: 'Бакалаври та студенти останнього курсу',
            image: '/images/programs/graduate.webp', link: '/programs/prohrama-dlia-mahistrantiv',
          },
          {
            title: 'Асистент викладача іноземної мови', description: 'Дев’ять місяців викладання української в американському коледжі.',
            deadline: '1 жовтня 2025 р.', eligibility: 'Молоді викладачі англійської віком 21–29 років',
            image: '/images/programs/flta.webp', link: '/programs/flta-asystent-vykladacha-movy',
          },
        ],
      },
      {
        title: 'Для науковців',
        description: 'Дослідження та професійний розвиток в американських установах.',
        programmes: [
          {
            title: 'Програма для дослідників', description: 'Від трьох до дев’яти місяців досліджень в американському університеті.',
            deadline: '15 жовтня 2025 р.', eligibility: 'Науковці зі ступенем доктора філософії або еквівалентним',
            image: '/images/programs/kennan.webp', link: '/programs/prohrama-dlia-naukovtsiv',
          },
          {
            title: 'Програма розвитку викладачів', description: 'Семестр в американському університеті для розробки нових курсів.',
            deadline: '1 грудня 2025 р.', eligibility: 'Викладачі університетів на початку кар’єри',
            image: '/images/programs/fdp.webp', link: '/programs/prohrama-rozvytku-vykladachiv',
          },
        ],
      },
      {
        title: 'Для установ',
        description: 'Американська експертиза для українських університетів.',
        programmes: [
          {
            title: 'Програма для спеціалістів', description: 'Американський експерт працює в українській установі від двох до шести тижнів.',
            deadline: 'Постійний прийом', eligibility: 'Акредитовані українські університети та установи',
            image: '/images/programs/sir.webp', link: '/programs/prohrama-specialist',
          },
        ],
      },
    ],
    initiativesTitle: 'Спеціальні ініціативи',
    initiatives: [
      { title: 'Малі гранти для випускників', text: 'До 5 000 доларів на громадські проєкти, які очолюють випускники.' },
      { title: 'Менторство для кандидатів', text: 'Випускники-ментори допомагають тим, хто подається вперше.' },
      { title: 'Регіональні зустрічі', text: 'Інформаційні сесії в університетах поза найбільшими містами.' },
    ],
  },
  resources: {
    listsTitle: 'Посібники та посилання',
    lists: [
      {
        title: 'Підготовка заявки',
        items: [
          { label: 'Як написати опис проєкту', href: '/library' },
          { label: 'Рекомендаційні листи', href: '/faq' },
          { label: 'Мовні тести', href: '/faq' },
        ],
      },
      {
        title: 'Перед від’їздом',
        items: [
          { label: 'Візова підтримка стипендіатів', href: '/contacts' },
          { label: 'Історії випускників', href: '/stories' },
          { label: 'Бібліотека програми', href: '/library' },
        ],
      },
    ],
    webinarsTitle: 'Вебінари',
    durationLabel: 'Тривалість',
    minutes: '{minutes} хвилин',
    webinars: [
      { title: 'Як обрати програму', presenter: 'Офіс програми', minutes: 45, description: 'Огляд усіх конкурсів і того, для кого вони.' },
      { title: 'Як написати сильний опис проєкту', presenter: 'Панель випускників', minutes: 60, description: 'На що зважають рецензенти, з прикладами успішних заявок.' },
      { title: 'Підготовка до співбесіди', presenter: 'Члени відбіркової комісії', minutes: 75, description: 'Формат, типові запитання та пробна співбесіда.' },
    ],
    downloadsTitle: 'Завантаження',
    downloadLabel: 'Завантажити PDF',
    downloads: [
      { title: 'Посібник програми для магістрантів', href: '/files/uk/graduate-guide-2028.pdf', size: 'PDF' },
      { title: 'Посібник програми для дослідників', href: '/files/uk/visiting-scholar-guide.pdf', size: 'PDF' },
      { title: 'Посібник програми FLTA', href: '/files/uk/flta-guide.pdf', size: 'PDF' },
      { title: 'Поради щодо написання есе', href: '/files/uk/essay-writing-tips.pdf', size: 'PDF' },
    ],
  },
  testimonials: {
    title: 'Що кажуть учасники',
    items: [
      {
        quote: 'Програма відчинила двері, про які я навіть не знала. Я повернулася до Львова з новим курсом і науковим партнером.',
        author: 'Марія Ткаченко', position: 'Доцентка, Львівська політехніка', program: 'Програма розвитку викладачів',
        image: '/images/portraits/portrait-11.webp',
      },
      {
        quote: 'Два роки в Мічигані навчили мене ставити кращі запитання. Тепер я вчу цього своїх студентів.',
        author: 'Дмитро Савченко', position: 'Аналітик даних, Київ', program: 'Програма для магістрантів',
        image: '/images/portraits/portrait-12.webp',
      },
      {
        quote: 'Викладаючи українську в Техасі, я стала амбасадоркою своєї мови та культури.',
        author: 'Анастасія Мороз', position: 'Викладачка англійської, Одеса', program: 'Асистент викладача іноземної мови',
        image: '/images/portraits/portrait-13.webp',
      },
    ],
  },
  events: {
    title: 'Найближчі події',
    labels: { date: 'Дата', time: 'Час', location: 'Місце', register: 'Зареєструватися' },
    items: [
      {
        title: 'День відкритих дверей для кандидатів', date: '10 грудня 2026 р.', time: '15:00', location: 'Київ, офіс програми',
        description: 'Зустріньтеся з командою програми та випускниками й поставте свої запитання особисто.', registration: '/contacts',
      },
      {
        title: 'Вечір менторства випускників', date: '21 січня 2027 р.', time: '18:30', location: 'Львів, Український католицький університет',
        description: 'Кандидати зустрічаються з менторами-випускниками в малих групах.', registration: '/contacts',
      },
    ],
    sessionsTitle: 'Інформаційні сесії',
    sessionsCaption: 'Онлайн та очні інформаційні сесії про конкурси',
    sessionColumns: { date: 'Дата', time: 'Час', programme: 'Програма', format: 'Формат' },
    sessions: [
      { date: '3 грудня 2026 р.', time: '16:00', programme: 'Програма для магістрантів', format: 'Онлайн' },
      { date: '17 грудня 2026 р.', time: '16:00', programme: 'Програма для дослідників', format: 'Онлайн' },
      { date: '14 січня 2027 р.', time: '14:00', programme: 'Асистент викладача іноземної мови', format: 'Харків, очно' },
    ],
  },
  news: {
    title: 'Новини',
    readMore: 'Читати далі',
    items: [
      {
        title: 'Розпочався новий конкурс для магістрантів', date: '2 листопада 2026 р.',
        excerpt: 'Приймаємо заявки на 2028–2029 навчальний рік.', image: '/images/news/news-01.webp', link: '/news',
      },
      {
        title: 'Малі гранти для випускників: оголошено результати', date: '20 жовтня 2026 р.',
        excerpt: 'Фінансування отримають дванадцять громадських проєктів випускників.', image: '/images/news/news-02.webp', link: '/news',
      },
      {
        title: 'Співбесіди проходитимуть онлайн', date: '30 вересня 2026 р.',
        excerpt: 'Задля безпеки кандидатів усі співбесіди цього циклу можна пройти онлайн.', image: '/images/news/news-03.webp', link: '/news',
      },
    ],
    updatesTitle: 'Оновлення',
    updates: [
      { date: '15 листопада 2026 р.', text: 'Посібник програми для дослідників оновлено для нового циклу.' },
      { date: '5 листопада 2026 р.', text: 'Записи осінніх вебінарів доступні в бібліотеці.' },
    ],
  },
  faq: {
    title: 'Поширені запитання',
    items: [
      { question: 'Хто може подати заявку?', answer: 'Громадяни України, які відповідають вимогам конкретної програми. Кожна програма має власні вимоги.' },
      { question: 'Чи потрібно платити за подання?', answer: 'Ні. Участь у будь-якому конкурсі безкоштовна.' },
      { question: 'Чи потрібен тест з англійської?', answer: 'Більшість програм вимагає TOEFL або подібний тест; деякі приймають його після першого етапу.' },
      { question: 'Чи можна подаватися з-за кордону?', answer: 'Так. Співбесіди й тести можна пройти онлайн.' },
      { question: 'Коли я дізнаюся результати?', answer: 'Зазвичай результати оголошують через чотири-шість місяців після завершення прийому заявок.' },
    ],
  },
  contact: {
    title: 'Зв’яжіться з офісом програми',
    text: 'Маєте запитання щодо конкурсу чи своєї заявки? Напишіть нам або перегляньте сторінку контактів.',
    emailLabel: 'Ел. пошта',
    contactsLink: 'Усі контакти',
    subscribeTitle: 'Підпишіться на оновлення',
    subscribeText: 'Отримуйте новини про конкурси, дедлайни та події електронною поштою.',
    socialTitle: 'Ми в соцмережах',
    social: [
      { label: 'Facebook', note: 'незабаром' },
      { label: 'Instagram', note: 'незабаром' },
      { label: 'LinkedIn', note: 'незабаром' },
    ],
  },
};

export const ukraineProgramsContent: Record<Locale, UkraineProgramsContent> = { en, uk };
