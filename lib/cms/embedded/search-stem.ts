/**
 * Word forms for search (issue 39): a word is normalised (case, apostrophes, look-alike letters of
 * the other script) and cut to its stem, so "програма", "програми" and "програмою" meet. The same
 * rules live in the plugin (wordpress/exchange-office-site/includes/search-stem.php); the shared
 * fixture test/fixtures/search-stems.json holds both to the same answers. The rules are tuned and
 * measured on test/fixtures/search-forms.json (lib/cms/embedded/search-stem-quality.test.ts).
 *
 * Measured on that list (precision / recall of joining, 2026-11-27): these rules uk 0.982 / 0.975,
 * en 1.000 / 1.000 (before к/ц, г/з and the short stems' endings: uk 0.982 / 0.943); plain
 * longest-ending stripping uk 0.982 / 0.870; natural's PorterStemmerUk uk 0.983 / 0.809 and
 * PorterStemmer en 0.774 / 0.914; @orama/stemmers uk 0.983 / 0.808, en 0.793 / 0.914. Hence no
 * dependency.
 */

/** Apostrophe variants: ASCII, right and left quotes, modifier letter, backtick, prime. */
const APOSTROPHES = /[’'ʼ`‘′]/g;

/** Latin letters that look like Cyrillic ones (after lower-casing), and the reverse. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', i: 'і', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у',
};
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', с: 'c', е: 'e', і: 'i', ј: 'j', к: 'k', о: 'o', р: 'p', ѕ: 's', х: 'x', у: 'y',
};

const CYRILLIC = /[\u0400-\u04ff]/u;

/**
 * One word as the stemmers see it: lower case, one apostrophe ('), and in a word that mixes
 * scripts the look-alike letters of the minority script turned into the majority's (a tie counts
 * as Cyrillic). і, ї, й and є stay as written.
 */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase().replace(APOSTROPHES, "'");
  let cyrillic = 0;
  let latin = 0;
  for (const char of lower) {
    if (CYRILLIC.test(char)) cyrillic++;
    else if (char >= 'a' && char <= 'z') latin++;
  }
  if (cyrillic === 0 || latin === 0) return lower;
  const map = cyrillic >= latin ? LATIN_TO_CYRILLIC : CYRILLIC_TO_LATIN;
  let out = '';
  for (const char of lower) out += map[char] ?? char;
  return out;
}

const UK_VOWELS = /[аеєиіїоуюя]/u;

/** Endings of Ukrainian nouns and adjectives, tried longest first. */
const UK_ENDINGS = [
  'іями', 'ями', 'ами', 'іях', 'іям', 'ією', 'ього', 'ьому',
  'ого', 'ому', 'ими', 'іми', 'ях', 'ах', 'ям', 'ам', 'ом', 'ем', 'єм', 'ою', 'ею', 'єю',
  'ів', 'їв', 'ей', 'ій', 'ий', 'ії', 'ія', 'ію', 'ої', 'их', 'іх', 'им', 'ім', 'ую', 'юю', 'ая', 'яя',
  'ові', 'еві', 'єві',
  'а', 'я', 'у', 'ю', 'о', 'е', 'є', 'и', 'і', 'ї', 'ь', 'й',
].sort((a, b) => b.length - a.length);

/**
 * Endings that are also the last letters of many stems (диплом, архів, ліцей): cut only when at
 * least this many letters remain, so the bare word keeps its stem (рок-ом, but ліцей whole).
 */
const UK_REST_MIN: Record<string, number> = {
  ом: 3, ем: 3, ів: 3, ам: 3, ах: 3, им: 3, их: 3, ім: 3, іх: 3, ій: 3, ей: 4,
};
/** The fewest letters any other ending leaves. */
const UK_REST_MIN_DEFAULT = 2;
/**
 * Stems of our content whose last letters are also an ending (програм-и, not програ-ми; диплом,
 * not дипл-ом): a word that is one of them plus an ending, or nothing, has that stem.
 */
const UK_KNOWN_STEMS = ['програм', 'диплом', 'систем', 'проблем', 'архів', 'музей', 'реклам'];
/** An ending that starts with an iotated vowel may follow a vowel (ліце-ю, ліце-ї). */
const UK_IOTATED = /^[яюєїй]/u;

/** The stem of one normalised Ukrainian word. */
function stemUk(word: string): string {
  let stem = word.replace(/'/g, '');
  if (stem.length > 5 && /(ся|сь)$/u.test(stem)) stem = stem.slice(0, -2);
  const known = UK_KNOWN_STEMS.find((s) => stem.startsWith(s) && (stem.length === s.length || UK_ENDINGS.includes(stem.slice(s.length))));
  if (known) return known;
  let cut = '';
  for (const ending of UK_ENDINGS) {
    if (!stem.endsWith(ending)) continue;
    const rest = stem.slice(0, -ending.length);
    // A stem ends in a consonant: програми is програм-и, not програ-ми.
    if (UK_VOWELS.test(rest.slice(-1)) && !UK_IOTATED.test(ending)) continue;
    if (rest.length < (UK_REST_MIN[ending] ?? UK_REST_MIN_DEFAULT) || !UK_VOWELS.test(rest)) continue;
    stem = rest;
    cut = ending;
    break;
  }
  // The vowel that drops when an ending follows (науковець / науковця, додаток / додатка, рівень / рівня),
  // but not in the -ень of a noun in -ення (досліджень / дослідження); before ц only in a word with no
  // ending or a soft sign (науковець, not бібліотец-і).
  if (stem.length >= 5) {
    if (cut === '' || cut === 'ь') stem = stem.replace(/е(ц)$/u, '$1');
    stem = stem.replace(/([^жшчщл])е(н)$/u, '$1$2').replace(/о(к)$/u, '$1');
  }
  // к and г turn to ц and з before і (заявка / заявці, вимога / вимозі): a stem ends in one of each pair, save
  // the -ниця of a woman's noun (дослідниця is not дослідник).
  stem = stem.replace(/(?<!ни)ц$/u, 'к').replace(/з$/u, 'г');
  // рік / року, відбір / відбору, можливість / можливості: і of a closed last syllable is о when it opens.
  if (stem.length >= 3) stem = stem.replace(/і([^аеєиіїоуюяь]{1,2})$/u, 'о$1');
  // навчання / навчань: a doubled last consonant counts once.
  const last = stem.slice(-1);
  if (stem.length >= 4 && last === stem.slice(-2, -1) && !UK_VOWELS.test(last)) stem = stem.slice(0, -1);
  return stem;
}

const EN_VOWELS = /[aeiouy]/;
/** Words ending in s that are not plurals (news is not new). */
const EN_KEEP_S = new Set(['news', 'series', 'species', 'always', 'perhaps', 'various', 'this', 'its', 'his', 'has', 'was', 'does', 'is', 'us', 'thus', 'lens', 'alumnus', 'campus', 'status', 'focus', 'bus', 'gas', 'plus', 'bonus', 'census', 'physics', 'economics', 'mathematics', 'politics']);

/** The stem of one normalised English word: plural, possessive, -ed and -ing removed; e and y settled. */
function stemEn(word: string): string {
  let stem = word.replace(/'s$|'$/, '').replace(/'/g, '');
  if (stem.length <= 3 || EN_KEEP_S.has(stem)) return stem;
  if (/ies$|ied$/.test(stem) && stem.length > 4) stem = `${stem.slice(0, -3)}i`;
  else if (/sses$/.test(stem)) stem = stem.slice(0, -2);
  else if (/(x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^su]s$/.test(stem)) stem = stem.slice(0, -1);
  else if (/ing$/.test(stem) && EN_VOWELS.test(stem.slice(0, -3)) && stem.length > 5) stem = stem.slice(0, -3);
  else if (/ed$/.test(stem) && EN_VOWELS.test(stem.slice(0, -2)) && stem.length > 4) stem = stem.slice(0, -2);
  stem = stem.replace(/y$/, 'i').replace(/e$/, '');
  // planned / planning / plan, programme / program.
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The stem of a word in either language: its script says which stemmer reads it. */
export function stemWord(word: string): string {
  const normal = normalizeWord(word);
  return CYRILLIC.test(normal) ? stemUk(normal) : stemEn(normal);
}

/** A word for stemming: letters, digits and apostrophes (a hyphen separates, as in конференц-зал). */
const STEM_TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}’'ʼ`‘′]*[\p{L}\p{N}])?/gu;

const memo = new Map<string, string>();

function stemMemo(word: string): string {
  let stem = memo.get(word);
  if (stem === undefined) {
    if (memo.size > 20_000) memo.clear();
    stem = stemWord(word);
    memo.set(word, stem);
  }
  return stem;
}

/** The stems of every word of a text, in order (empty stems left out). */
export function stemsOf(text: string): string[] {
  return (text.match(STEM_TOKEN) ?? []).map(stemMemo).filter(Boolean);
}

/** Where the first word whose stem is one of `stems` stands in the text (source indices). */
export function findStemMatch(text: string, stems: ReadonlySet<string>): { start: number; end: number } | null {
  if (stems.size === 0) return null;
  for (const match of text.matchAll(STEM_TOKEN)) {
    if (stems.has(stemMemo(match[0]))) return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}
