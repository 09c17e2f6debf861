/**
 * The embedded CMS's search: case-insensitive and diacritics-tolerant in Ukrainian and English,
 * title matches ranked above body matches, then newer first. Pure: documents in, ranking out.
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

/**
 * Lower case, no combining marks (й→и, ї→і, é→e), one kind of apostrophe, and Ukrainian і
 * folded to Latin i (the most common mixed-script slip when typing).
 * Each input character folds to at most one output character, which the excerpt relies on.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/і/g, 'i');
}

/** Words of a query: letters, digits, apostrophes and inner hyphens; punctuation separates. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter(Boolean);
}

/** Folded text plus, for each folded position, the index of the source character it came from. */
function foldedWithMap(text: string): { folded: string; map: number[] } {
  let folded = '';
  const map: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = fold(char);
    for (let i = 0; i < f.length; i++) map.push(index);
    folded += f;
    index += char.length;
  }
  map.push(index);
  return { folded, map };
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

/** The word stands alone in the folded text (not inside a longer word). */
function hasWholeWord(folded: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u').test(folded);
}

function time(date: string): number {
  const t = Date.parse(date.includes(' ') && !date.includes('T') ? date.replace(' ', 'T') : date);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * Every word of the query must occur in the title or the body. Score: the whole phrase in the
 * title first, then each word in the title (more for a whole word than for part of one), then
 * phrase and words in the body; ties go to the newer document. The excerpt comes from the body around its first match (or the body's start
 * when only the title matched); the highlight is the matched text as written in the document.
 */
export function rankDocuments(documents: SearchDocument[], query: string): RankedResult[] {
  const words = queryWords(query);
  const phrase = fold(query.trim());
  if (words.length === 0) return [];
  const ranked: RankedResult[] = [];
  for (const doc of documents) {
    const title = fold(doc.title);
    const body = fold(doc.body);
    if (!words.every((w) => title.includes(w) || body.includes(w))) continue;
    let score = 0;
    if (title.includes(phrase)) score += 1000;
    if (title.startsWith(phrase)) score += 200;
    score += 100 * words.filter((w) => title.includes(w)).length;
    score += 50 * words.filter((w) => hasWholeWord(title, w)).length;
    if (body.includes(phrase)) score += 10;
    score += words.filter((w) => body.includes(w)).length;
    const inTitle = findMatch(doc.title, query);
    const inBody = findMatch(doc.body, query);
    const hit = inTitle ?? inBody;
    const highlight = hit ? (inTitle ? doc.title : doc.body).slice(hit.start, hit.end) : '';
    ranked.push({ ...doc, score, excerpt: excerptAround(doc.body || doc.title, inBody), highlight });
  }
  return ranked.sort((a, b) => b.score - a.score || time(b.date) - time(a.date) || a.id - b.id);
}
