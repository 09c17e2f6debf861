import localFont from 'next/font/local';

/**
 * Inter (OFL), served from the project: no font CDN at build or run time. Latin and Cyrillic
 * are separate files; the browser takes each glyph from the family that has it. The files are the
 * variable fonts cut to the weights the styles use, 400–700, and to the OpenType features they use
 * (scripts/make-fonts.sh).
 *
 * Not preloaded, and `optional`: the first paint waits for no font. A font that is not there by
 * then is used from the next page on (it is cached), so text never moves when it arrives (CLS 0),
 * and on a slow first visit the first page is set in the metric-matched fallback. With both
 * preloaded, the largest paint waited for them and for every script that ran meanwhile
 * (docs/benchmark.md: 220–770 ms of Lighthouse's LCP on four of the five measured routes).
 */
export const interLatin = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter-latin',
  weight: '400 700',
  display: 'optional',
  preload: false,
});

export const interCyrillic = localFont({
  src: './fonts/inter-cyrillic-wght-400-700.woff2',
  variable: '--font-inter-cyrillic',
  weight: '400 700',
  display: 'optional',
  preload: false,
});
