import { SEARCH_MAX_WORDS } from '@/lib/constants';
import { findStemMatch, stemsOf } from '@/lib/cms/embedded/search-stem';
import { wpTimestamp } from '../wp-date-order';
/**
 * The embedded CMS's search: case-insensitive and diacritics-tolerant in Ukrainian and English,
 * title matches ranked above body matches, then newer first; a word the content holds matches
 * in any of its forms through its stem (lib/cms/embedded/search-stem.ts), ranked after every exact match, and
 * never inside a longer word (QueryWord). Pure: documents in,
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

/**
 * A query word: folded for the test as typed, and the stems of its parts for the test by form.
 * A word whose stems the content holds (`known`) matches by form only: "програм" finds the items
 * with програма, програми... and not the ones with only програміст, like its other forms. Any
 * other word (a part still being typed, "прогр") matches wherever the text holds it as typed.
 */
export interface QueryWord {
  folded: string;
  stems: string[];
  known: boolean;
}

/** The query's words (letters, digits, apostrophes and inner hyphens) with their stems; known when every stem is in `vocabulary`. */
export function queryTerms(query: string, vocabulary: ReadonlySet<string> = new Set()): QueryWord[] {
  return query
    .split(/[^\p{L}\p{N}’'ʼ`‘′-]+/u)
    .map((raw) => ({ folded: fold(raw).replace(/^[-']+|[-']+$/g, ''), stems: stemsOf(raw) }))
    .filter((w) => w.folded !== '' && w.stems.length > 0)
    .slice(0, SEARCH_MAX_WORDS)
    .map((w) => ({ ...w, known: w.stems.every((stem) => vocabulary.has(stem)) }));
}

type Span = { start: number; end: number };

/** Where a folded needle occurs in the text (source indices); the text is folded once, when first asked. */
function foldedFinder(text: string): (needle: string) => Span | null {
  let folded: { folded: string; map: number[] } | undefined;
  return (needle) => {
    folded ??= foldedWithMap(text);
    const at = folded.folded.indexOf(needle);
    return at < 0 ? null : { start: folded.map[at] ?? 0, end: folded.map[at + needle.length] ?? text.length };
  };
}

/**
 * Where the phrase of several words occurs as typed, else the first query word: a known word as
 * the text writes a form of it, another as typed (source indices).
 */
export function findMatch(text: string, query: string, words: readonly QueryWord[] = queryTerms(query)): Span | null {
  const phrase = fold(query.trim());
  const findFolded = foldedFinder(text);
  if (words.length > 1 && phrase) {
    const hit = findFolded(phrase);
    if (hit) return hit;
  }
  for (const word of words) {
    const hit = word.known ? findStemMatch(text, new Set(word.stems)) : findFolded(word.folded);
    if (hit) return hit;
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

const vocabularies = new WeakMap<readonly IndexedDocument[], ReadonlySet<string>>();

/** Every stem the indexed documents hold, remembered per index. */
export function vocabularyOf(index: readonly IndexedDocument[]): ReadonlySet<string> {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    const stems = new Set<string>();
    for (const doc of index) {
      doc.titleStems.forEach((stem) => stems.add(stem));
      doc.bodyStems.forEach((stem) => stems.add(stem));
    }
    vocabulary = stems;
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

/** Above every score a document reaches without it: all its words were found as typed. */
const EXACT_TIER = 100_000;

export interface ScoredDocument {
  doc: IndexedDocument;
  score: number;
}

/**
 * Every word of the query must occur in the title or the body (QueryWord: a known word in any of
 * its forms, another as typed). Score: documents where every word occurs as typed first
 * (EXACT_TIER); then the whole phrase in the title, each word in the title (more for a whole word
 * than for part of one; another form counts as a part), then phrase and words in the body; ties go
 * to the newer document.
 */
export function rankIndexed(index: IndexedDocument[], query: string, words = queryTerms(query, vocabularyOf(index))): ScoredDocument[] {
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
    let phraseInTitle = words.length > 1 && title.includes(phrase);
    let phraseInBody = words.length > 1 && body.includes(phrase);
    words.forEach((word, i) => {
      const formInTitle = word.known && word.stems.every((s) => doc.titleStems.has(s));
      const formInBody = word.known && word.stems.every((s) => doc.bodyStems.has(s));
      const inTitle = title.includes(word.folded) && (formInTitle || !word.known);
      const inBody = body.includes(word.folded) && (formInBody || !word.known);
      if (!inTitle && !inBody) exact = false;
      if (!inTitle && !inBody && !formInTitle && !formInBody) matched = false;
      if (inTitle || formInTitle) score += 100;
      if (whole[i]?.test(title)) score += 50;
      if (inBody || formInBody) score += 1;
      if (words.length === 1) {
        phraseInTitle = inTitle;
        phraseInBody = inBody;
      }
    });
    if (!matched) continue;
    if (phraseInTitle) score += 1000;
    if (phraseInTitle && title.startsWith(phrase)) score += 200;
    if (phraseInBody) score += 10;
    if (exact) score += EXACT_TIER;
    scored.push({ doc, score });
  }
  return scored.sort((a, b) => b.score - a.score || wpTimestamp(b.doc.date) - wpTimestamp(a.doc.date) || a.doc.id - b.doc.id);
}

/**
 * The excerpt comes from the body around its first match (or the body's start when only the
 * title matched); the highlight is the matched text as written in the document (findMatch).
 */
export function describeMatch(doc: SearchDocument, query: string, words: readonly QueryWord[]): { excerpt: string; highlight: string } {
  const inTitle = findMatch(doc.title, query, words);
  const inBody = findMatch(doc.body, query, words);
  const hit = inTitle ?? inBody;
  const highlight = hit ? (inTitle ? doc.title : doc.body).slice(hit.start, hit.end) : '';
  return { excerpt: excerptAround(doc.body || doc.title, inBody), highlight };
}
