import localFont from 'next/font/local';

/**
 * Inter (OFL), served from the project: no font CDN at build or run time. Latin and Cyrillic
 * are separate files; the browser takes each glyph from the family that has it. The files are the
 * variable fonts cut to the weights the styles use, 400–700, and to the OpenType features they use
 * (scripts/make-fonts.sh): every page preloads both, so their bytes sit on the way to its first paint.
 *
 * No fallback from next/font (`adjustFontFallback: false`): its per-file `local(Arial)` face, listed
 * right after the Latin file, answered every Cyrillic letter wherever Arial is installed. The
 * stand-ins are styles/_font-fallbacks.scss, listed after both files in $font-sans.
 */
export const interLatin = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-inter-latin',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
});

export const interCyrillic = localFont({
  src: './fonts/inter-cyrillic-wght-400-700.woff2',
  variable: '--font-inter-cyrillic',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
});
