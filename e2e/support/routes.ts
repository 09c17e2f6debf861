import type { readContent as ReadContent } from './content';

type Lang = 'uk' | 'en';

/** Pages of the route table with a text that only a good render contains (from the content). */
export interface FaultRoute {
  path: (lang: Lang) => string;
  marker: (lang: Lang, read: typeof ReadContent) => string;
}

const heroTitle = (file: string) => (lang: Lang, read: typeof ReadContent) =>
  read<{ hero_title: string }>(lang, `pages/${file}.json`).hero_title;

export const FAULT_ROUTES: FaultRoute[] = [
  { path: () => '/team', marker: heroTitle('team') },
  { path: () => '/contacts', marker: heroTitle('contacts') },
  { path: () => '/faq', marker: heroTitle('faq') },
  { path: () => '/stories', marker: (lang, read) => read<{ page: { hero_title: string } }>(lang, 'pages/stories.json').page.hero_title },
  { path: () => '/participants', marker: () => '2,000+' },
  { path: () => '/fulbrighters', marker: heroTitle('alumni') },
];

/** Pages of the route table checked for metadata and share previews (both languages). */
export const SEO_ROUTES: { path: string; noindex?: boolean }[] = [
  { path: '' },
  { path: '/team' },
  { path: '/contacts' },
  { path: '/faq' },
  { path: '/stories' },
  { path: '/participants' },
  { path: '/fulbrighters' },
  { path: '/search', noindex: true },
];
