import { findStemMatch, stemsOf } from '@/lib/search/stem';
import { wpTimestamp } from '../wp-date-order';
/**
 * The embedded CMS's search: case-insensitive and diacritics-tolerant in Ukrainian and English,
 * title matches ranked above body matches, then newer first; a word also matches its other forms
 * through its stem (lib/search/stem.ts), ranked after every exact match. Pure: documents in,
 * ranking out. The plugin's EOS_Search_Index and EOS_Search_Table follow the same rules.
 */
export interface SearchDocument {
  id: number;
  type: 'news' | 'program' | 'page' | 'team';
  /** Plain text. */
  title: string;
  /** Plain text. */
  body: string;
  url: string;
  date: string;
}

export interface RankedResult extends SearchDocument {
  score: number;
  excerpt: string;
  highlight: string;
}

/** Right single quote, ASCII apostrophe, modifier letter apostrophe, backtick, left quote, prime. */
const APOSTROPHES = /[’'ʼ`‘′]/g;
/** The combining-mark blocks (diacritics, Cyrillic, extended, supplement, for symbols, half marks). */
const MARKS = /[\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/**
 * Lower case, no combining marks (й→и, ї→і, é→e), one kind of apostrophe, and Ukrainian і
 * folded to Latin i (the most common mixed-script slip when typing).
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').replace(APOSTROPHES, "'").toLowerCase().replace(/і/g, 'i');
}

/** Words of a query: letters, digits, apostrophes and inner hyphens; punctuation separates. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean);
}

const charFolds = new Map<string, string>();

/** fold() of one character, remembered: the excerpt maps positions character by character. */
function foldChar(char: string): string {
  let folded = charFolds.get(char);
  if (folded === undefined) {
    folded = fold(char);
    charFolds.set(char, folded);
  }
  return folded;
}

/** Folded text plus, for each folded position, the index of the source character it came from. */
function foldedWithMap(text: string): { folded: string; map: number[] } {
  const parts: string[] = [];
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let i = 0; i < f.length; i++) map.push(index);
    parts.push(f);
    index += char.length;
  }
  map.push(index);
  return { folded: parts.join(''), map };
}

/** A query word: folded for the exact test, and the stems of its parts for the test by form. */
interface QueryWord {
  folded: string;
  stems: string[];
}

/** The query's words (queryWords) with their stems. */
function queryTerms(query: string): QueryWord[] {
  return query
    .split(/[^\p{L}\p{N}’'ʼ`‘′-]+/u)
    .map((raw) => ({ folded: fold(raw).replace(/^[-']+|[-']+$/g, ''), stems: stemsOf(raw) }))
    .filter((w) => w.folded !== '' && w.stems.length > 0);
}

/** Where the phrase, else the first word found, occurs in the text (source indices). */
export function findMatch(text: string, query: string): { start: number; end: number } | null {
  const { folded, map } = foldedWithMap(text);
  const phrase = fold(query.trim());
  for (const needle of [phrase, ...queryWords(query)]) {
    if (!needle) continue;
    const at = folded.indexOf(needle);
    if (at >= 0) return { start: map[at] ?? 0, end: map[at + needle.length] ?? text.length };
  }
  return null;
}

const EXCERPT_LENGTH = 200;

/** About 200 characters of plain text around the first match, cut at word boundaries. */
export function excerptAround(text: string, match: { start: number } | null, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  let from = match ? Math.max(0, match.start - Math.floor(length / 3)) : 0;
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && match && space < match.start) from = space + 1;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + length / 2) to = space;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the word standing alone in folded text (not inside a longer word). */
function wholeWord(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u');
}


/** A document with its folded title and body and their stems, built once per content change. */
export interface IndexedDocument extends SearchDocument {
  foldedTitle: string;
  foldedBody: string;
  titleStems: ReadonlySet<string>;
  bodyStems: ReadonlySet<string>;
}

export function indexDocuments(documents: SearchDocument[]): IndexedDocument[] {
  return documents.map((doc) => ({
    ...doc,
    foldedTitle: fold(doc.title),
    foldedBody: fold(doc.body),
    titleStems: new Set(stemsOf(doc.title)),
    bodyStems: new Set(stemsOf(doc.body)),
  }));
}

/** Above every score a document reaches without it: all its words were found as typed. */
const EXACT_TIER = 100_000;

export interface ScoredDocument {
  doc: IndexedDocument;
  score: number;
}

/**
 * Every word of the query must occur in the title or the body, as typed (a folded substring) or
 * in another form (a word of the same stem). Score: documents where every word occurs as typed
 * first (EXACT_TIER); then the whole phrase in the title, each word in the title (more for a whole
 * word than for part of one; a form of it counts as a part), then phrase and words in the body;
 * ties go to the newer document.
 */
export function rankIndexed(index: IndexedDocument[], query: string): ScoredDocument[] {
  const words = queryTerms(query);
  const phrase = fold(query.trim());
  if (words.length === 0) return [];
  const whole = words.map((w) => wholeWord(w.folded));
  const scored: ScoredDocument[] = [];
  for (const doc of index) {
    const title = doc.foldedTitle;
    const body = doc.foldedBody;
    let exact = true;
    let score = 0;
    let matched = true;
    words.forEach((word, i) => {
      const inTitle = title.includes(word.folded);
      const inBody = body.includes(word.folded);
      const formInTitle = !inTitle && word.stems.every((s) => doc.titleStems.has(s));
      const formInBody = !inBody && word.stems.every((s) => doc.bodyStems.has(s));
      if (!inTitle && !inBody) exact = false;
      if (!inTitle && !inBody && !formInTitle && !formInBody) matched = false;
      if (inTitle || formInTitle) score += 100;
      if (whole[i]?.test(title)) score += 50;
      if (inBody || formInBody) score += 1;
    });
    if (!matched) continue;
    if (title.includes(phrase)) score += 1000;
    if (title.startsWith(phrase)) score += 200;
    if (body.includes(phrase)) score += 10;
    if (exact) score += EXACT_TIER;
    scored.push({ doc, score });
  }
  return scored.sort((a, b) => b.score - a.score || wpTimestamp(b.doc.date) - wpTimestamp(a.doc.date) || a.doc.id - b.doc.id);
}

/**
 * The excerpt comes from the body around its first match (or the body's start when only the
 * title matched); the highlight is the matched text as written in the document: the typed form
 * where it occurs, else the form of the word the text holds.
 */
export function describeMatch(doc: SearchDocument, query: string): { excerpt: string; highlight: string } {
  const stems = new Set(queryTerms(query).flatMap((w) => w.stems));
  // As typed first; else the first form of a query word, as the text writes it.
  let inTitle = findMatch(doc.title, query);
  let inBody = findMatch(doc.body, query);
  if (!inTitle && !inBody) {
    inTitle = findStemMatch(doc.title, stems);
    inBody = findStemMatch(doc.body, stems);
  } else if (!inBody) {
    inBody = findStemMatch(doc.body, stems);
  }
  const hit = inTitle ?? inBody;
  const highlight = hit ? (inTitle ? doc.title : doc.body).slice(hit.start, hit.end) : '';
  return { excerpt: excerptAround(doc.body || doc.title, inBody), highlight };
}

/** Index, rank and describe in one go (small sets and tests). */
export function rankDocuments(documents: SearchDocument[], query: string): RankedResult[] {
  return rankIndexed(indexDocuments(documents), query).map(({ doc, score }) => {
    const plain: SearchDocument = { id: doc.id, type: doc.type, title: doc.title, body: doc.body, url: doc.url, date: doc.date };
    return { ...plain, score, ...describeMatch(plain, query) };
  });
}
