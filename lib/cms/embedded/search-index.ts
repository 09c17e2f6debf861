/**
 * The embedded CMS's search: case-insensitive and diacritics-tolerant in Ukrainian and English,
 * title matches ranked above body matches, then newer first.
 */
export interface SearchDocument {
  id: number;
  type: 'news' | 'program' | 'page' | 'team';
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

const APOSTROPHES = /[’'ʼ`‘]/g;

/** Ukrainian і typed as Latin i is the most common mixed-script slip; fold both to one letter. */
const HOMOGLYPHS: Record<string, string> = { і: 'i' };

/** Lower case, no combining marks (й→и, ї→і, é→e), one kind of apostrophe, і≡i. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/[і]/g, (c) => HOMOGLYPHS[c] ?? c);
}

function tokens(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * The fold is one-to-one on characters (NFD then dropping marks keeps one base letter per
 * precomposed letter), so an index into the folded text is an index into a per-character map.
 */
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

function excerptAround(text: string, query: string, length = 200): { excerpt: string; highlight: string } {
  const { folded, map } = foldedWithMap(text);
  const needles = [fold(query.trim()), ...tokens(query)];
  let at = -1;
  let matched = '';
  for (const needle of needles) {
    at = folded.indexOf(needle);
    if (at >= 0) {
      matched = needle;
      break;
    }
  }
  if (at < 0) return { excerpt: text.slice(0, length).trim() + (text.length > length ? '…' : ''), highlight: '' };
  const start = map[at] ?? 0;
  const end = map[at + matched.length] ?? text.length;
  const from = Math.max(0, start - Math.floor(length / 3));
  const to = Math.min(text.length, from + length);
  const excerpt = `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
  return { excerpt, highlight: text.slice(start, end) };
}

export function rankDocuments(documents: SearchDocument[], query: string): RankedResult[] {
  const words = tokens(query);
  const phrase = fold(query.trim());
  if (words.length === 0) return [];
  const ranked: RankedResult[] = [];
  for (const doc of documents) {
    const title = fold(doc.title);
    const body = fold(doc.body);
    if (!words.every((w) => title.includes(w) || body.includes(w))) continue;
    let score = 0;
    if (title.includes(phrase)) score += 100;
    if (title.startsWith(phrase)) score += 20;
    score += 10 * words.filter((w) => title.includes(w)).length;
    if (body.includes(phrase)) score += 5;
    score += words.filter((w) => body.includes(w)).length;
    const source = title.includes(words[0] ?? '') && !body.includes(words[0] ?? '') ? doc.title : doc.body || doc.title;
    ranked.push({ ...doc, score, ...excerptAround(source, query) });
  }
  return ranked.sort((a, b) => b.score - a.score || Date.parse(b.date || '0') - Date.parse(a.date || '0') || a.id - b.id);
}
