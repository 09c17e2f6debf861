/**
 * The fallback faces that stand in for Inter while it loads: a local Arial (or Liberation Sans or
 * Arimo, drawn to Arial's widths, on Linux) resized to Inter's widths and vertical metrics, one face
 * per subset. The Cyrillic face is limited to its subset's characters (`unicode-range`); the Latin
 * face, listed after it, takes every other character, so it needs no range: Inter's Latin range is
 * 0.7 KB of CSS, which every page carries twice (its `<style>` and its RSC payload).
 *
 * Why not next/font's own fallback: it generates one `local(Arial)` face per file with no
 * `unicode-range`, listed right after its file. Arial has Cyrillic letters, so wherever Arial is
 * installed (Windows, macOS) the Latin file's fallback answered every Cyrillic letter before the
 * Cyrillic Inter file was reached, and Ukrainian text stayed in Arial after the fonts had loaded. Its
 * Cyrillic fallback was not resized either (size-adjust 100%): it measures Latin letters, which
 * the Cyrillic file lacks.
 *
 * The widths are averaged over the site's own text: English content for the Latin face, the
 * Cyrillic letters of Ukrainian content for the Cyrillic face (spaces, digits and punctuation are
 * Latin-subset characters and fall to the Latin face).
 */

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Advance width (font units) of each code point the font maps. */
  advances: Map<number, number>;
}

export interface FallbackFace {
  family: string;
  /** null: the face answers every character that the faces listed before it leave. */
  unicodeRange: string | null;
  /** Percentages, to two decimals, as the CSS descriptors take them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/** The stand-ins' family names, as $font-sans (styles/_tokens.scss) lists them. */
export const FALLBACK_FAMILIES = { latin: 'Inter Latin Fallback', cyrillic: 'Inter Cyrillic Fallback' } as const;

/** Local faces drawn to Arial's widths, tried in this order. */
export const LOCAL_FALLBACKS = ['Arial', 'Liberation Sans', 'Arimo'] as const;

/** Code points as a CSS `unicode-range`: runs of consecutive code points become `U+A-B`. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** Mean advance per em over `text`, counting only the characters both fonts map. */
function meanAdvance(font: FontMetrics, text: string, counted: (codePoint: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const advance = font.advances.get(codePoint);
    if (advance === undefined || !counted(codePoint)) continue;
    sum += advance / font.unitsPerEm;
    count++;
  }
  if (count === 0) throw new Error('no character of the sample text is in the subset');
  return sum / count;
}

const percent = (ratio: number) => Math.round(ratio * 10000) / 100;

/**
 * The fallback face for one subset of `web` (Inter), drawn with `local` (Liberation Sans, Arial's
 * widths): its size is scaled so that `sample` sets as wide as in Inter, and its ascent, descent and
 * line gap are Inter's, divided by that scale (the overrides apply to the scaled face).
 */
export function fallbackFace(
  family: string,
  web: FontMetrics,
  local: FontMetrics,
  sample: string,
  codePoints: Set<number>,
  { limited }: { limited: boolean },
): FallbackFace {
  const counted = (codePoint: number) => codePoints.has(codePoint) && local.advances.has(codePoint);
  const scale = meanAdvance(web, sample, counted) / meanAdvance(local, sample, counted);
  return {
    family,
    unicodeRange: limited ? unicodeRange(codePoints) : null,
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.ascent / web.unitsPerEm / scale),
    descentOverride: percent(Math.abs(web.descent) / web.unitsPerEm / scale),
    lineGapOverride: percent(web.lineGap / web.unitsPerEm / scale),
  };
}

export function fontFaceRule(face: FallbackFace): string {
  return [
    '@font-face {',
    `  font-family: '${face.family}';`,
    `  src: ${LOCAL_FALLBACKS.map((name) => `local('${name}')`).join(', ')};`,
    ...(face.unicodeRange === null ? [] : [`  unicode-range: ${face.unicodeRange};`]),
    `  size-adjust: ${face.sizeAdjust}%;`,
    `  ascent-override: ${face.ascentOverride}%;`,
    `  descent-override: ${face.descentOverride}%;`,
    `  line-gap-override: ${face.lineGapOverride}%;`,
    '}',
  ].join('\n');
}
