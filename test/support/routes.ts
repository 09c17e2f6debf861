import { publishedNews, type readContent as ReadContent } from './content';

type Lang = 'uk' | 'en';

/** Pages of the route table with a text that only a good render contains (from the content). */
export interface FaultRoute {
  path: (lang: Lang) => string;
  marker: (lang: Lang, read: typeof ReadContent) => string;
}

const heroTitle = (file: string) => (lang: Lang, read: typeof ReadContent) =>
  read<{ hero_title: string }>(lang, `pages/${file}.json`).hero_title;

/** The first words of a page's hero description: long enough to appear nowhere else. */
const heroDescription = (file: string) => (lang: Lang, read: typeof ReadContent) =>
  read<{ hero_description: string }>(lang, `pages/${file}.json`).hero_description.replace(/<[^>]+>/g, '').slice(0, 40);
const perLang = (uk: string, en: string) => (lang: Lang) => (lang === 'uk' ? uk : en);

/** The newest published article outside the author categories (prebuilt, so cached before any fault). */
function latestArticle(lang: Lang): { slug: string; title: string } {
  const article = publishedNews(lang).find((n) => !n.categories.some((c) => [274, 276].includes(c)));
  if (!article) throw new Error(`no published ${lang} article in the content`);
  return article;
}
const AUTHOR = { uk: 'oleksandra-petrenko', en: 'oleksandra-petrenko-photographer' } as const;
const DYNAMIC = { uk: 'polityka-konfidentsiinosti', en: 'privacy-policy' } as const;
const dynamicTitle = (lang: Lang, read: typeof ReadContent, slug: string) => {
  const items = read<{ slug: string; title: string }[]>(lang, 'dynamic-content.json');
  return (items.find((d) => d.slug === slug)?.title ?? slug).replace(/<[^>]+>/g, '');
};

export const FAULT_ROUTES: FaultRoute[] = [
  { path: () => '', marker: (lang, read) => read<{ title: string }[]>(lang, 'hero-slides.json')[0]?.title ?? '' },
  { path: () => '/programs', marker: heroTitle('programs') },
  {
    path: (lang) => (lang === 'uk' ? '/programs/prohrama-dlia-mahistrantiv' : '/programs/graduate-student-program'),
    marker: (lang) => (lang === 'uk' ? 'prohrama-dlia-mahistrantiv' : 'graduate-student-program'),
  },
  { path: () => '/team', marker: heroTitle('team') },
  { path: () => '/contacts', marker: heroTitle('contacts') },
  { path: () => '/faq', marker: heroTitle('faq') },
  { path: () => '/stories', marker: (lang, read) => read<{ page: { hero_title: string } }>(lang, 'pages/stories.json').page.hero_title },
  { path: () => '/participants', marker: perLang('2 000+', '2,000+') },
  { path: () => '/fulbrighters', marker: heroTitle('alumni') },
  { path: () => '/about', marker: heroDescription('about') },
  { path: () => '/history', marker: heroDescription('history') },
  { path: () => '/james-william-fulbright', marker: heroDescription('founder') },
  { path: () => '/news', marker: heroDescription('news') },
  {
    path: (lang) => `/news/${latestArticle(lang).slug}`,
    marker: (lang) => latestArticle(lang).title,
  },
  { path: (lang) => `/authors/${AUTHOR[lang]}`, marker: (lang, read) => dynamicTitle(lang, read, AUTHOR[lang]) },
  { path: (lang) => `/${DYNAMIC[lang]}`, marker: (lang, read) => dynamicTitle(lang, read, DYNAMIC[lang]) },
  { path: () => '/library', marker: heroDescription('library') },
  { path: () => '/photo-exhibition', marker: heroDescription('photo-exhibition') },
  // Hard-coded pages: only the shell comes from the CMS; the page's own heading must stay.
  { path: () => '/research', marker: perLang('Дослідження', 'Research') },
  { path: () => '/impact', marker: perLang('Вплив програми', 'Program Impact') },
  { path: () => '/custom-article', marker: perLang('Майбутнє міжнародної освіти', 'The Future of International Education') },
  { path: () => '/circles-demo', marker: perLang('Інтерактивні', 'Interactive') },
  { path: () => '/ukraine-programs', marker: perLang('Подати заявку', 'Apply Now') },
];

type RoutePath = string | ((lang: Lang) => string);

/** Every page of the route table, checked for metadata and share previews in both languages. */
export const SEO_ROUTES: { path: RoutePath; noindex?: boolean }[] = [
  { path: '' },
  { path: '/programs' },
  { path: perLang('/programs/prohrama-dlia-mahistrantiv', '/programs/graduate-student-program') },
  { path: '/about' },
  { path: '/history' },
  { path: '/james-william-fulbright' },
  { path: '/fulbrighters' },
  { path: '/news' },
  { path: (lang) => `/news/${latestArticle(lang).slug}` },
  { path: (lang) => `/authors/${AUTHOR[lang]}` },
  { path: '/team' },
  { path: '/library' },
  { path: '/contacts' },
  { path: '/faq' },
  { path: '/research' },
  { path: '/impact' },
  { path: '/custom-article' },
  { path: '/circles-demo' },
  { path: '/ukraine-programs' },
  { path: '/photo-exhibition' },
  { path: '/participants' },
  { path: '/stories' },
  { path: '/search', noindex: true },
  { path: (lang) => `/${DYNAMIC[lang]}` },
];

/** The path of every route-table page in one language, e.g. `/en/programs` (the home is `/en`). */
export function routeTablePaths(lang: Lang): string[] {
  return SEO_ROUTES.map((route) => `/${lang}${typeof route.path === 'function' ? route.path(lang) : route.path}`);
}
