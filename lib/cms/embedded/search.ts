import { config } from '@/lib/config';
import { AUTHOR_CATEGORIES, FAQ_CATEGORIES, NEWS_CATEGORIES, PROGRAM_CATEGORIES, SEARCH_MAX_LENGTH, SEARCH_PAGE_SIZE, TEAM_EXCLUDED_CATEGORY } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { isPublic } from '@/lib/cms/rules/visibility';
import type { CmsAnswer } from '../types';
import { answer, clamp, int, type Json, type Query } from './answers';
import { categoriesOf, dynamicItems, file, inAny, isPublished, num, programDetails, rawNews } from './collections';
import { plainText } from './plain-text';
import { describeMatch, indexDocuments, queryTerms, rankIndexed, vocabularyOf, type IndexedDocument, type SearchDocument } from './search-index';

/** The search endpoint: every public text of a language, indexed once while its files stay the same. */

type Lang = Locale;

/** The named pages and their routes (path after the language). */
function namedPages(): { file: string; route: string }[] {
  return [
    { file: 'about', route: '/about' },
    { file: 'history', route: '/history' },
    { file: 'founder', route: `/${config.founderSlug}` },
    { file: 'alumni', route: `/${config.alumniSlug}` },
    { file: 'team', route: '/team' },
    { file: 'contacts', route: '/contacts' },
    { file: 'faq', route: '/faq' },
    { file: 'programs', route: '/programs' },
    { file: 'news', route: '/news' },
    { file: 'library', route: '/library' },
    { file: 'stories', route: '/stories' },
    { file: 'photo-exhibition', route: '/photo-exhibition' },
  ];
}

/** Every text of a flat page record (nested lists such as the news page's copy are skipped). */
function pageText(record: Json): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'hero_title' || key.endsWith('_url') || key.endsWith('_image')) continue;
    if (typeof value === 'string') parts.push(value);
  }
  return plainText(parts.join(' \n '));
}

function searchDocuments(lang: Lang): SearchDocument[] {
  const docs: SearchDocument[] = [];
  const prefix = `/${lang}`;
  for (const item of rawNews(lang).news.filter(isPublished)) {
    if (!isPublic({ categories: categoriesOf(item) })) continue;
    // Author posts redirect from the news article to /authors/{slug} (part 1 §2).
    const route = inAny(item, AUTHOR_CATEGORIES) ? 'authors' : 'news';
    docs.push({
      id: num(item.id),
      type: 'news',
      title: plainText(String(item.title ?? '')),
      body: plainText(`${item.description ?? ''} ${item.content ?? ''}`),
      url: `${prefix}/${route}/${item.slug}`,
      date: String(item.date ?? ''),
    });
  }
  for (const item of programDetails(lang)) {
    docs.push({
      id: num(item.id),
      type: 'program',
      title: plainText(String(item.title ?? '')),
      body: plainText(`${item.description ?? ''} ${item.content ?? ''}`),
      url: `${prefix}/programs/${item.slug}`,
      date: String(item.modified ?? ''),
    });
  }
  for (const item of dynamicItems(lang)) {
    // Items filed under FAQ, programmes or news only redirect to those pages (part 2 §4):
    // they are found through what they mirror.
    if (inAny(item, [...FAQ_CATEGORIES, ...PROGRAM_CATEGORIES, ...NEWS_CATEGORIES])) continue;
    const route = inAny(item, AUTHOR_CATEGORIES) ? `/authors/${item.slug}` : `/${item.slug}`;
    docs.push({
      id: num(item.id),
      type: 'page',
      title: plainText(String(item.title ?? '')),
      body: plainText(String(item.content ?? '')),
      url: `${prefix}${route}`,
      date: String(item.modified ?? ''),
    });
  }
  namedPages().forEach((page, index) => {
    const data = file<Json>(`${lang}/pages/${page.file}.json`);
    // The stories page nests its texts under `page`.
    const record = data && typeof data.page === 'object' && data.page !== null ? (data.page as Json) : data;
    if (!record || typeof record.hero_title !== 'string' || record.hero_title === '') return;
    docs.push({
      id: 900_000 + index,
      type: 'page',
      title: plainText(record.hero_title),
      body: pageText(record),
      url: `${prefix}${page.route}`,
      date: '',
    });
  });
  const excluded = TEAM_EXCLUDED_CATEGORY[lang];
  for (const member of file<{ team?: Json[] }>(`${lang}/team.json`)?.team ?? []) {
    // The team page hides these members (part 2 §5); search does not reveal them either.
    if (!member.position && !member.department && !member.email) continue;
    if (categoriesOf(member).includes(excluded)) continue;
    docs.push({
      id: num(member.id),
      type: 'team',
      title: String(member.name ?? ''),
      body: plainText(`${member.position ?? ''}. ${member.department ?? ''}. ${member.shortDescription ?? ''}`),
      url: `${prefix}/team`,
      date: '',
    });
  }
  return docs;
}

/** The content files the search index is built from: while none changes, the index is reused. */
function searchSources(lang: Lang): unknown[] {
  return [
    file(`${lang}/news.json`),
    file(`${lang}/program-details.json`),
    file(`${lang}/dynamic-content.json`),
    file(`${lang}/team.json`),
    ...namedPages().map((page) => file(`${lang}/pages/${page.file}.json`)),
  ];
}

const searchIndexes = new Map<Lang, { sources: unknown[]; index: IndexedDocument[] }>();

function searchIndex(lang: Lang): IndexedDocument[] {
  const sources = searchSources(lang);
  const cached = searchIndexes.get(lang);
  if (cached && cached.sources.length === sources.length && cached.sources.every((s, i) => s === sources[i])) return cached.index;
  const index = indexDocuments(searchDocuments(lang));
  searchIndexes.set(lang, { sources, index });
  return index;
}

const SEARCH_TYPES = ['news', 'program', 'page', 'team'];

export function searchAnswer(lang: Lang, query: Query): CmsAnswer {
  const text = (query.query ?? query.q ?? query.search ?? '').trim();
  const type = SEARCH_TYPES.includes(query.type ?? '') ? query.type : 'all';
  const perPage = clamp(int(query.per_page, SEARCH_PAGE_SIZE), 1, 100);
  const page = Math.max(int(query.page, 1), 1);
  if ([...text].length > SEARCH_MAX_LENGTH) {
    return answer(400, { code: 'query_too_long', message: `A search query has at most ${SEARCH_MAX_LENGTH} characters.`, data: { status: 400 } });
  }
  if (text.length < 2) return answer(200, { results: [], total: 0 });
  const index = searchIndex(lang);
  const words = queryTerms(text, vocabularyOf(index));
  const ranked = rankIndexed(index, text, words).filter((r) => type === 'all' || r.doc.type === type);
  // Excerpts only for the page asked for.
  const results = ranked.slice((page - 1) * perPage, page * perPage).map(({ doc }) => ({
    id: doc.id,
    type: doc.type,
    title: doc.title,
    ...describeMatch(doc, text, words),
    url: doc.url,
    date: doc.date,
  }));
  return answer(200, { results, total: ranked.length });
}
