/**
 * A large news archive for the scale test and the benchmark.
 *
 *   npx tsx scripts/generate-content-archive.ts N [outDir] [--fresh]
 *
 * Copies content/ to outDir (default .tmp/content-archive, replaced if present) and rewrites
 * each language's news.json with N news items, newest first, with unique ids and slugs:
 * the published items of content/ are kept (so their slugs, redirects and SEO records still
 * resolve) and the rest are generated; with --fresh, or when N is smaller than the kept items,
 * all N are generated. Generated items are deterministic (seeded), come in uk/en pairs linked by
 * alternate_slug, and vary title, description, body, categories, template, images and date.
 * The news page record (pages/news.json) gets the first page of the new list.
 *
 * Point the embedded CMS at the copy with CONTENT_DIR=<outDir>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './lib/seeded-random';

type Lang = 'uk' | 'en';
const LANGS: readonly Lang[] = ['uk', 'en'];

interface NewsImage {
  url: string;
  title: string;
  description: string;
}

interface NewsItem {
  id: number;
  title: string;
  slug: string;
  date: string;
  modified: string;
  status: string;
  image: string;
  description: string;
  full_description: string;
  link: string;
  categories: number[];
  content: string;
  wordpress_url: string;
  views: number;
  images: NewsImage[];
  news_template: string;
  author: string;
  alternate_slug: string | null;
}

interface NewsFile {
  news: NewsItem[];
  translations?: Record<string, string>;
}


function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

// ------------------------------------------------------------------ vocabulary (uk / en pairs)

type Pair = readonly [uk: string, en: string];

const CITIES: readonly Pair[] = [
  ['Києві', 'Kyiv'], ['Львові', 'Lviv'], ['Харкові', 'Kharkiv'], ['Одесі', 'Odesa'], ['Дніпрі', 'Dnipro'],
  ['Чернігові', 'Chernihiv'], ['Вінниці', 'Vinnytsia'], ['Полтаві', 'Poltava'], ['Ужгороді', 'Uzhhorod'],
  ['Житомирі', 'Zhytomyr'], ['Сумах', 'Sumy'], ['Чернівцях', 'Chernivtsi'], ['Івано-Франківську', 'Ivano-Frankivsk'],
  ['Запоріжжі', 'Zaporizhzhia'], ['Тернополі', 'Ternopil'], ['Рівному', 'Rivne'],
];

const PROGRAMS: readonly Pair[] = [
  ['програми для магістрантів', 'Graduate Student Program'], ['програми для науковців', 'Visiting Scholar Program'],
  ['програми FLTA', 'FLTA Program'], ['програми Гамфрі', 'Humphrey Fellowship'], ['програми Фулбрайт-Кеннан', 'Fulbright-Kennan Program'],
  ['програми розвитку викладачів', 'Faculty Development Program'], ['програми TEA', 'TEA Program'],
  ['програми Specialist', 'Specialist Program'], ['програми U.S. Scholar', 'U.S. Scholar Program'], ['програми малих грантів', 'Alumni Small Grants'],
];

const FIELDS: readonly Pair[] = [
  ['публічного здоров’я', 'public health'], ['енергетики', 'energy'], ['урбаністики', 'urban planning'], ['журналістики', 'journalism'],
  ['комп’ютерних наук', 'computer science'], ['права', 'law'], ['історії', 'history'], ['екології', 'environmental science'],
  ['освіти', 'education'], ['економіки', 'economics'], ['біомедичної інженерії', 'biomedical engineering'], ['мистецтва', 'the arts'],
];

const UNIVERSITIES: readonly string[] = [
  'Columbia University', 'Indiana University', 'University of Michigan', 'Arizona State University', 'Purdue University',
  'University of Wisconsin–Madison', 'Syracuse University', 'Emory University', 'University of Kansas', 'Stanford University',
  'University of Oregon', 'Kansas State University', 'University of Pittsburgh', 'American University',
];

interface Pattern {
  cat: 'news' | 'announcements' | 'events' | 'stories' | 'opportunities';
  uk: (v: Vars) => [title: string, description: string];
  en: (v: Vars) => [title: string, description: string];
}

interface Vars {
  city: Pair;
  program: Pair;
  field: Pair;
  university: string;
  year: number;
  n: number;
}

/** Ukrainian plural forms: one (1, 21…), few (2–4, 22–24…), many (the rest, 11–14). */
function ukPlural(n: number, one: string, few: string, many: string): string {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return one;
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return few;
  return many;
}

const PATTERNS: readonly Pattern[] = [
  {
    cat: 'announcements',
    uk: (v) => [`Відкрито конкурс ${v.program[0]} ${v.year + 1}–${v.year + 2}`, `Оголошуємо прийом заявок до ${v.program[0]}. Дізнайтеся про вимоги, терміни та етапи відбору.`],
    en: (v) => [`${v.program[1]} ${v.year + 1}–${v.year + 2} competition is open`, `Applications are now open for the ${v.program[1]}. Learn about eligibility, deadlines and selection stages.`],
  },
  {
    cat: 'events',
    uk: (v) => [`Інформаційна сесія у ${v.city[0]}`, `Менеджери програми розкажуть про можливості для студентів і науковців у ${v.city[0]}. Реєстрація обов’язкова.`],
    en: (v) => [`Information session in ${v.city[1]}`, `Program managers will present opportunities for students and scholars in ${v.city[1]}. Registration is required.`],
  },
  {
    cat: 'stories',
    uk: (v) => [`Історія випускника: дослідження з ${v.field[0]} в ${v.university}`, `Стипендіат ${v.program[0]} розповідає про навчання у ${v.university} і повернення в Україну.`],
    en: (v) => [`Alumni story: ${v.field[1]} at ${v.university}`, `A ${v.program[1]} grantee talks about studying at ${v.university} and coming home to Ukraine.`],
  },
  {
    cat: 'news',
    uk: (v) => [`${v.n} ${ukPlural(v.n, 'стипендіат', 'стипендіати', 'стипендіатів')} ${v.program[0]} ${v.n % 10 === 1 && v.n % 100 !== 11 ? 'розпочав' : 'розпочали'} навчання`, `Нова група стипендіатів ${v.program[0]} вирушила до університетів США.`],
    en: (v) => [`${v.n} ${v.program[1]} grantees begin their studies`, `A new group of ${v.program[1]} grantees has left for U.S. universities.`],
  },
  {
    cat: 'opportunities',
    uk: (v) => [`Поради заявникам: як підготувати проєкт з ${v.field[0]}`, `Експерти програми пояснюють, на що звертати увагу в заявці з ${v.field[0]}.`],
    en: (v) => [`Tips for applicants: preparing a ${v.field[1]} proposal`, `Program reviewers explain what matters in a ${v.field[1]} application.`],
  },
  {
    cat: 'events',
    uk: (v) => [`Зустріч випускників у ${v.city[0]}`, `Випускники програм обміну зібралися у ${v.city[0]}, щоб обговорити спільні проєкти. Учасників зустрічі: ${v.n}.`],
    en: (v) => [`Alumni meetup in ${v.city[1]}`, `More than ${v.n} exchange alumni gathered in ${v.city[1]} to discuss joint projects.`],
  },
  {
    cat: 'news',
    uk: (v) => [`Американський фахівець з ${v.field[0]} працює у ${v.city[0]}`, `Учасник ${v.program[0]} допомагає українському університету оновити навчальні курси.`],
    en: (v) => [`An American ${v.field[1]} expert works in ${v.city[1]}`, `A ${v.program[1]} participant is helping a Ukrainian university update its courses.`],
  },
  {
    cat: 'announcements',
    uk: (v) => [`Результати конкурсу ${v.program[0]} ${v.year}`, `Оголошено переможців конкурсу ${v.program[0]}. Кількість грантів: ${v.n}.`],
    en: (v) => [`${v.program[1]} ${v.year} results`, `The names of ${v.n} winners of the ${v.program[1]} competition have been announced.`],
  },
];

const PARAGRAPHS: readonly Pair[] = [
  ['Програма імені Фулбрайта в Україні фінансується Державним департаментом США та адмініструється Інститутом міжнародної освіти.', 'The Fulbright Program in Ukraine is funded by the U.S. Department of State and administered by the Institute of International Education.'],
  ['Заявки приймаються виключно онлайн; консультації для заявників безкоштовні.', 'Applications are accepted online only; advising for applicants is free of charge.'],
  ['Випускники програми діляться досвідом з новими стипендіатами в межах менторської програми.', 'Program alumni share their experience with new grantees through the mentoring program.'],
  ['Під час події учасники обговорили можливості співпраці між українськими та американськими університетами.', 'Participants discussed opportunities for cooperation between Ukrainian and American universities.'],
  ['Детальні умови участі опубліковано на сторінці програми та в бібліотеці ресурсів.', 'Full terms are published on the program page and in the resource library.'],
  ['Учасники повернуться до своїх закладів з новими курсами, методиками та партнерствами.', 'Participants will return to their institutions with new courses, methods and partnerships.'],
  ['Під час повітряної тривоги захід буде перенесено до укриття.', 'In case of an air-raid alert, the event will move to the shelter.'],
  ['Запис зустрічі буде доступний на YouTube-каналі програми.', 'A recording of the meeting will be available on the program’s YouTube channel.'],
];

const TEMPLATES = ['default', 'default', 'default', 'split-screen', 'grid-mosaic', 'immersive-parallax'] as const;

const CATEGORY_IDS: Record<Lang, Record<Pattern['cat'], number>> = {
  uk: { news: 3, announcements: 5, events: 7, stories: 9, opportunities: 11 },
  en: { news: 70, announcements: 72, events: 74, stories: 76, opportunities: 78 },
};
const HIDDEN: Record<Lang, number> = { uk: 260, en: 262 };

const UK_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y', і: 'i', ї: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu', я: 'ia', '’': '', "'": '',
};

function slugify(text: string): string {
  const latin = Array.from(text.toLowerCase())
    .map((ch) => UK_LATIN[ch] ?? ch)
    .join('');
  return latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
}

function isoLocal(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

interface Generated {
  uk: NewsItem;
  en: NewsItem;
}

function generate(count: number): Generated[] {
  const r = seededRandom(20261122);
  const out: Generated[] = [];
  let time = Date.parse('2026-11-20T18:00:00Z');
  for (let i = 0; i < count; i++) {
    time -= Math.round((2 + r() * 28) * 3600_000);
    const vars: Vars = {
      city: at(CITIES, Math.floor(r() * CITIES.length)),
      program: at(PROGRAMS, Math.floor(r() * PROGRAMS.length)),
      field: at(FIELDS, Math.floor(r() * FIELDS.length)),
      university: at(UNIVERSITIES, Math.floor(r() * UNIVERSITIES.length)),
      year: new Date(time).getUTCFullYear(),
      n: 5 + Math.floor(r() * 60),
    };
    const pattern = at(PATTERNS, Math.floor(r() * PATTERNS.length));
    const template = at(TEMPLATES, Math.floor(r() * TEMPLATES.length));
    const paragraphs = Array.from({ length: 2 + Math.floor(r() * 4) }, () => at(PARAGRAPHS, Math.floor(r() * PARAGRAPHS.length)));
    const imageCount = template === 'default' ? 0 : 1 + Math.floor(r() * 6);
    const imageStart = Math.floor(r() * 28);
    const hidden = r() < 0.01;
    const views = Math.floor(r() * r() * 6000);
    const wp = r() < 0.5;
    const date = isoLocal(time);
    const num = String(i + 1).padStart(5, '0');

    const make = (lang: Lang): NewsItem => {
      const [title, description] = pattern[lang](vars);
      const li = lang === 'uk' ? 0 : 1;
      const slug = `${slugify(title)}-${num}`;
      const lead = `<p>${description}</p>`;
      return {
        id: (lang === 'uk' ? 100000 : 200000) + i + 1,
        title,
        slug,
        date,
        modified: date,
        status: 'publish',
        image: `/images/news/news-${String((i % 24) + 1).padStart(2, '0')}.webp`,
        description,
        full_description: '',
        link: wp ? '' : `https://cms.fulbright.org.ua/wp/${lang}/news/${slug}/`,
        categories: hidden ? [HIDDEN[lang]] : pattern.cat === 'news' ? [CATEGORY_IDS[lang].news] : [CATEGORY_IDS[lang].news, CATEGORY_IDS[lang][pattern.cat]],
        content: [lead, ...paragraphs.map((p) => `<p>${p[li]}</p>`)].join('\n'),
        wordpress_url: wp ? `https://cms.fulbright.org.ua/wp/news/${slug}/` : '',
        views,
        images: Array.from({ length: imageCount }, (_, k) => ({
          url: `/images/gallery/gallery-${String(((imageStart + k) % 28) + 1).padStart(2, '0')}.jpg`,
          title: lang === 'uk' ? `Фото ${k + 1}` : `Photo ${k + 1}`,
          description: k % 3 === 2 ? '' : lang === 'uk' ? `${vars.city[0]}, ${vars.year}` : `${vars.city[1]}, ${vars.year}`,
        })),
        news_template: template,
        author: '',
        alternate_slug: null,
      };
    };
    const uk = make('uk');
    const en = make('en');
    uk.alternate_slug = en.slug;
    en.alternate_slug = uk.slug;
    out.push({ uk, en });
  }
  return out;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function main(): void {
  const args = process.argv.slice(2);
  const fresh = args.includes('--fresh');
  const positional = args.filter((a) => !a.startsWith('--'));
  const count = Number(positional[0]);
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npx tsx scripts/generate-content-archive.ts N [outDir] [--fresh]');
    process.exit(2);
  }
  const root = path.resolve(__dirname, '..');
  const source = path.join(root, 'content');
  const outDir = path.resolve(root, positional[1] ?? '.tmp/content-archive');
  if (outDir === source) throw new Error('refusing to overwrite content/');

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(source, outDir, { recursive: true });

  const generated = generate(count);
  const originals = Object.fromEntries(
    LANGS.map((lang) => [lang, readJson<NewsFile>(path.join(outDir, lang, 'news.json'))]),
  ) as Record<Lang, NewsFile>;
  const keptOf = (lang: Lang): NewsItem[] => {
    const kept = fresh ? [] : originals[lang].news.filter((n) => n.status !== 'draft');
    return kept.length <= count ? kept : [];
  };
  const madeCount = { uk: count - keptOf('uk').length, en: count - keptOf('en').length };
  for (const lang of LANGS) {
    const file = path.join(outDir, lang, 'news.json');
    const original = originals[lang];
    const keep = keptOf(lang);
    const otherCount = madeCount[lang === 'uk' ? 'en' : 'uk'];
    // A generated pair links both ways only when the other language has the item too.
    const made = generated
      .slice(0, madeCount[lang])
      .map((g, i) => (i < otherCount ? g[lang] : { ...g[lang], alternate_slug: null }));
    const news = [...keep, ...made].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));

    const ids = new Set(news.map((n) => n.id));
    const slugs = new Set(news.map((n) => n.slug));
    if (ids.size !== news.length || slugs.size !== news.length) throw new Error(`${lang}: duplicate id or slug`);

    fs.writeFileSync(file, JSON.stringify({ news, translations: original.translations ?? {} }));

    const pageFile = path.join(outDir, lang, 'pages', 'news.json');
    if (fs.existsSync(pageFile)) {
      const page = readJson<{ news_per_page?: number } & Record<string, unknown>>(pageFile);
      const perPage = typeof page.news_per_page === 'number' && page.news_per_page > 0 ? page.news_per_page : 6;
      const hidden = new Set([260, 262, 274, 276]);
      page.news = news
        .filter((n) => !n.categories.some((c) => hidden.has(c)))
        .slice(0, perPage)
        .map((n) => {
          const summary: Partial<NewsItem> = { ...n };
          delete summary.content;
          delete summary.images;
          delete summary.full_description;
          return summary;
        });
      fs.writeFileSync(pageFile, JSON.stringify(page, null, 2));
    }
    const size = fs.statSync(file).size;
    console.log(`${lang}: ${news.length} news (${keep.length} kept, ${made.length} generated), ${(size / 1024 / 1024).toFixed(2)} MB`);
  }
  console.log(`archive written to ${path.relative(root, outDir) || outDir}`);
}

main();
