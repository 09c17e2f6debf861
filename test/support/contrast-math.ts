/** WCAG 2.x contrast arithmetic, shared by the axe reading and the pixel measurement. */

export type Rgb = readonly [number, number, number];
export interface Rgba {
  rgb: Rgb;
  alpha: number;
}

/** Parses a computed CSS colour: `rgb(r, g, b)`, `rgba(r, g, b, a)` or `rgb(r g b / a)`. */
export function parseCssColor(value: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!match) return null;
  const alphaText = match[4];
  const alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : parseFloat(alphaText);
  return { rgb: [Number(match[1]), Number(match[2]), Number(match[3])], alpha };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A (possibly translucent) foreground painted over an opaque background. */
function blend(fg: Rgba, bg: Rgb): Rgb {
  const mix = (i: 0 | 1 | 2) => fg.rgb[i] * fg.alpha + bg[i] * (1 - fg.alpha);
  return [mix(0), mix(1), mix(2)];
}

/**
 * WCAG 1.4.3: 4.5:1, or 3:1 for large text (at least 18 pt, or 14 pt bold). Points are rounded
 * as axe rounds them, so both checks agree on what counts as large.
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const points = Math.ceil(fontSizePx * 72) / 96;
  const large = fontWeight >= 700 ? points >= 14 : points >= 18;
  return large ? 3 : 4.5;
}

/**
 * The lowest contrast between a text colour and any of the background pixels (RGB or RGBA bytes,
 * `channels` per pixel) behind it: the spot where the text is hardest to read.
 */
export function worstContrast(fg: Rgba, pixels: Uint8Array | Buffer, channels: number): number {
  let worst = Infinity;
  const seen = new Set<number>();
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = pixels[i] as number;
    const g = pixels[i + 1] as number;
    const b = pixels[i + 2] as number;
    const key = (r << 16) | (g << 8) | b;
    if (seen.has(key)) continue;
    seen.add(key);
    worst = Math.min(worst, contrastRatio(blend(fg, [r, g, b]), [r, g, b]));
  }
  return worst;
}
