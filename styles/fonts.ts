import localFont from 'next/font/local';

/**
 * Inter (OFL), served from the project: no font CDN at build or run time. Latin and Cyrillic
 * are separate files; the browser takes each glyph from the family that has it. The files are the
 * variable fonts cut to the weights the styles use, 400–700, and to the OpenType features they use
 * (scripts/make-fonts.sh): every page preloads both, so their bytes sit on the way to its first paint.
 *
 * `optional`, preloaded: Chromium holds the first paint briefly for a preloaded font, so on a fast
 * connection the first page is set in Inter; on a slow one the first page keeps its stand-in and
 * the next pages use Inter from the cache. Nothing moves when a font arrives. With `swap`, on a
 * throttled mobile load the article's first paragraph re-wrapped when Inter arrived (CLS 0.064,
 * Lighthouse with applied throttling; docs/benchmark.md).
 *
 * No fallback from next/font (`adjustFontFallback: false`): its per-file `local(Arial)` face, listed
 * right after the Latin file, answered every Cyrillic letter wherever Arial is installed. The
 * stand-ins are styles/_font-fallbacks.scss, listed after both files in $font-sans.
 */
export const interLatin = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter-latin',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
});

export const interCyrillic = localFont({
  src: './fonts/inter-cyrillic-wght-400-700.woff2',
  variable: '--font-inter-cyrillic',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
});
