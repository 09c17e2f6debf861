import localFont from 'next/font/local';

/**
 * Inter (OFL), served from the project: no font CDN at build or run time. Latin and Cyrillic
 * are separate files; the browser takes each glyph from the family that has it.
 */
export const interLatin = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter-latin',
  weight: '100 900',
  display: 'swap',
});

export const interCyrillic = localFont({
  src: './fonts/inter-cyrillic-wght-normal.woff2',
  variable: '--font-inter-cyrillic',
  weight: '100 900',
  display: 'swap',
});
