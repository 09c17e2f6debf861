/**
 * Text the share image can draw with the fonts it ships. `next/og` (satori) looks each grapheme up
 * in the fonts it was given, one font per grapheme, and downloads a font from the web for any it
 * cannot draw (emoji from a CDN, CJK and other scripts from Google Fonts), then keeps that font in
 * memory for ever. So a grapheme is kept only when one of our fonts covers all of its characters;
 * the others (emoji, CJK, …) are dropped, and spaces are folded.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function renderableText(text: string, fonts: readonly ReadonlySet<number>[]): string {
  let kept = '';
  for (const { segment } of segmenter.segment(text.normalize('NFC').replace(/\s+/g, ' '))) {
    const codes = [...segment].map((char) => char.codePointAt(0) ?? 0);
    if (fonts.some((covered) => codes.every((code) => code >= 0x20 && covered.has(code)))) kept += segment;
  }
  return kept.replace(/ {2,}/g, ' ').trim();
}
